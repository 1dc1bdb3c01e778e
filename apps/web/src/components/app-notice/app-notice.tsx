import type { ReactNode } from 'react';
import styles from './app-notice.module.css';

interface AppNoticeProps {
  children: ReactNode;
  action?: { label: string; onClick: () => void };
}

/** A notice about the app itself (offline, a new version), above the bottom navigation; announced politely. */
export function AppNotice({ children, action }: AppNoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{children}</p>
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
