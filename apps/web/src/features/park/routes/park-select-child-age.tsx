import { parseBirthDate } from '@artclash/contract/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { useNextPath } from '@/lib/next-path';
import { readPendingRegistration, updatePendingRegistration } from '@/lib/pending-registration';
import { BirthdateStep } from '../components/birthdate-step';
import { ParkStepIndicator } from '../components/park-step-indicator';
import { useParkStep } from '../components/use-park-step';

/** /park/select-child-age (§2.7, parents only): the child's birthdate. */
export function ParkSelectChildAgeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => readPendingRegistration().childBirthDate);
  const [parentBirth] = useState(() => parseBirthDate(readPendingRegistration().birthDate ?? ''));
  const progress = useParkStep('select-child-age');
  const { keepNext } = useNextPath();
  if (progress.leaving) return null;

  const onNext = (childBirthDate: string) => {
    updatePendingRegistration({ childBirthDate });
    void navigate(keepNext(paths.parkSelectEvents.getHref()));
  };

  return (
    <AuthPage
      tone="park"
      title={t('auth.park.childAgeTitle')}
      backTo={keepNext(paths.parkSelectAge.getHref())}
      heading={t('auth.park.childAgeHeading')}
      progress={<ParkStepIndicator {...progress} />}
    >
      <BirthdateStep
        initial={initial}
        legend={t('auth.park.birthdate')}
        ageText={(age) => t('auth.park.kidAge', { age })}
        subject={{ kind: 'child', parentBirth }}
        onNext={onNext}
      />
    </AuthPage>
  );
}
