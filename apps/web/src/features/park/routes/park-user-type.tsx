import { isParkType, type TParkType } from '@artclash/contract/values';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import layout from '@/components/layout/layout.module.css';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { AuthPage } from '@/components/auth-page/auth-page';
import { SubmitButton } from '@/components/form-field/submit-button';
import { FamilyIcon, PaletteIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useNextPath } from '@/lib/next-path';
import { isSocialLoginStatus, readPendingRegistration, updatePendingRegistration } from '@/lib/pending-registration';
import { useSocialRedirect } from '@/lib/social-redirect';
import { ParkStepIndicator } from '../components/park-step-indicator';
import styles from '../components/park-steps.module.css';
import { useParkStep } from '../components/use-park-step';

/** /park/user-type (§2.7): PARENT or MYSELF. Also where a new Google/LINE park user lands (§4). */
export function ParkUserTypeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSocialRedirect();
  const [choice, setChoice] = useState<TParkType | null>(() => {
    const type = readPendingRegistration().userType;
    return isParkType(type) ? type : null;
  });
  const progress = useParkStep('user-type', choice ?? undefined);
  const { keepNext } = useNextPath();

  const options = [
    { type: 'parent' as const, Icon: FamilyIcon, name: t('auth.park.parent'), caption: t('auth.park.parentCaption') },
    { type: 'myself' as const, Icon: PaletteIcon, name: t('auth.park.myself'), caption: t('auth.park.myselfCaption') },
  ];

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const pending = updatePendingRegistration({ userType: choice });
    // A Google or LINE account already exists: straight to the birthdate (§4 Park registration, social path).
    void navigate(
      keepNext(isSocialLoginStatus(pending.loginStatus) ? paths.parkSelectAge.getHref() : paths.parkSignup.getHref()),
    );
  };

  return (
    <AuthPage
      tone="park"
      title={t('auth.park.userTypeTitle')}
      backTo={keepNext(paths.park.getHref())}
      heading={t('auth.park.userTypeHeading')}
      progress={<ParkStepIndicator {...progress} />}
    >
      <form className={formStyles.form} onSubmit={onNext}>
        <fieldset className={layout.halves}>
          <legend className="visually-hidden">{t('auth.park.userTypeHeading')}</legend>
          {options.map((option) => (
            <label key={option.type} className={styles.choice}>
              <input
                type="radio"
                name="park-user-type"
                value={option.type}
                className={styles.radio}
                checked={choice === option.type}
                onChange={() => setChoice(option.type)}
                aria-labelledby={`park-type-${option.type}-name`}
                aria-describedby={`park-type-${option.type}`}
              />
              <option.Icon className={styles.icon} width={36} height={36} />
              <span id={`park-type-${option.type}-name`} className={styles.choiceName}>
                {option.name}
              </span>
              <span id={`park-type-${option.type}`} className={styles.choiceCaption}>
                {option.caption}
              </span>
            </label>
          ))}
        </fieldset>
        <SubmitButton disabled={!choice}>{t('auth.form.next')}</SubmitButton>
      </form>
    </AuthPage>
  );
}
