import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { readPendingRegistration, updatePendingRegistration } from '@/lib/pending-registration';
import { useSocialRedirect } from '@/lib/social-redirect';
import { BirthdateStep } from '../components/birthdate-step';

/** /park/select-age (§2.7): the user's own birthdate; a parent goes on to the child's. */
export function ParkSelectAgeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A Google or LINE user whose type is known lands here straight from the provider (§4).
  useSocialRedirect();
  const [initial] = useState(() => readPendingRegistration().birthDate);

  const onNext = (birthDate: string) => {
    const pending = updatePendingRegistration({ birthDate });
    void navigate(pending.userType === 'parent' ? paths.parkSelectChildAge.getHref() : paths.parkSelectEvents.getHref());
  };

  return (
    <AuthPage tone="park" title={t('auth.park.ageTitle')} backTo={paths.park.getHref()} heading={t('auth.park.ageHeading')}>
      <BirthdateStep
        initial={initial}
        legend={t('auth.park.birthdate')}
        ageText={(age) => t('auth.park.yourAge', { age })}
        onNext={onNext}
      />
    </AuthPage>
  );
}
