import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './versus.module.css';

interface VersusProps {
  /** Player 1's side (on the left). */
  first: ReactNode;
  /** Player 2's side (on the right). */
  second: ReactNode;
  className?: string;
}

/** A battle's two players side by side with "VS" between them: a result card, the live card, the vote buttons. */
export function Versus({ first, second, className }: VersusProps) {
  const { t } = useTranslation();
  return (
    <div className={[styles.versus, className].filter(Boolean).join(' ')}>
      {first}
      <span className={styles.vs} aria-hidden="true">
        {t('common.vs')}
      </span>
      {second}
    </div>
  );
}
