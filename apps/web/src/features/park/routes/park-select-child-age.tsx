import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { readPendingRegistration, updatePendingRegistration } from '@/lib/pending-registration';
import { BirthdateStep } from '../components/birthdate-step';

/** /park/select-child-age (§2.7, parents only): the child's birthdate. */
export function ParkSelectChildAgeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => readPendingRegistration().childBirthDate);

  const onNext = (childBirthDate: string) => {
    updatePendingRegistration({ childBirthDate });
    void navigate(paths.parkSelectEvents.getHref());
  };

  return (
    <AuthPage tone="park" title={t('auth.park.childAgeTitle')} backTo={paths.parkSelectAge.getHref()} heading={t('auth.park.childAgeHeading')}>
      <BirthdateStep
        initial={initial}
        legend={t('auth.park.birthdate')}
        ageText={(age) => t('auth.park.kidAge', { age })}
        onNext={onNext}
      />
    </AuthPage>
  );
}
