import type { ReactNode } from 'react';
import styles from './state.module.css';

interface EmptyStateProps {
  title: string;
  hint?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  as?: 'h1' | 'h2' | 'h3' | 'p';
}

export function EmptyState({ title, hint, icon, action, as: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className={styles.title}>{title}</Title>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}
