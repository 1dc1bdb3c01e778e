import { useTranslation } from 'react-i18next';
import styles from './park-steps.module.css';

/** '2 / 4' above a park onboarding step, read out as 'Step 2 of 4' (docs/product.md#rule-151). */
export function ParkStepIndicator({ number, total }: { number: number; total: number }) {
  const { t } = useTranslation();
  return (
    <p className={styles.stepIndicator}>
      <span aria-hidden="true">{t('auth.park.stepShort', { step: number, total })}</span>
      <span className="visually-hidden">{t('auth.park.step', { step: number, total })}</span>
    </p>
  );
}
