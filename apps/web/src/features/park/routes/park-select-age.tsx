import { isParkType } from '@artclash/contract/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { useNextPath } from '@/lib/next-path';
import { readPendingRegistration, updatePendingRegistration } from '@/lib/pending-registration';
import { useSocialRedirect } from '@/lib/social-redirect';
import { BirthdateStep } from '../components/birthdate-step';
import { ParkStepIndicator } from '../components/park-step-indicator';
import { useParkStep } from '../components/use-park-step';

/** /park/select-age (§2.7): the user's own birthdate; a parent goes on to the child's. */
export function ParkSelectAgeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A Google or LINE user whose type is known lands here straight from the provider (§4).
  useSocialRedirect();
  const [initial] = useState(() => readPendingRegistration().birthDate);
  const progress = useParkStep('select-age');
  const { keepNext } = useNextPath();
  const { userType } = readPendingRegistration();
  // Also while a Google or LINE address is being read: its pending registration is stored first.
  if (progress.leaving || !isParkType(userType)) return null;

  const onNext = (birthDate: string) => {
    const pending = updatePendingRegistration({ birthDate });
    void navigate(
      keepNext(pending.userType === 'parent' ? paths.parkSelectChildAge.getHref() : paths.parkSelectEvents.getHref()),
    );
  };

  return (
    <AuthPage
      tone="park"
      title={t('auth.park.ageTitle')}
      backTo={keepNext(paths.park.getHref())}
      heading={t('auth.park.ageHeading')}
      progress={<ParkStepIndicator {...progress} />}
    >
      <BirthdateStep
        initial={initial}
        legend={t('auth.park.birthdate')}
        ageText={(age) => t('auth.park.yourAge', { age })}
        subject={{ kind: 'own', type: userType }}
        onNext={onNext}
      />
    </AuthPage>
  );
}
