import type { ReactNode } from 'react';
import { AppShell } from '../app-shell/app-shell';
import { Card } from '../card/card';
import styles from './auth-page.module.css';

interface AuthPageProps {
  /** The header title (also the document title). */
  title: string;
  backTo: string;
  heading: ReactNode;
  lead?: ReactNode;
  /** Shown above the heading, e.g. the step of a multi-step sign-up. */
  progress?: ReactNode;
  /** 'park' uses the park area's light, playful backdrop. */
  tone?: 'artclash' | 'park';
  children: ReactNode;
}

/** The frame of every sign-in, sign-up, onboarding and reset screen: header, then one card. */
export function AuthPage({ title, backTo, heading, lead, progress, tone = 'artclash', children }: AuthPageProps) {
  return (
    <AppShell pageId="auth" title={title} backTo={backTo} showNav={false}>
      <div className={tone === 'park' ? `${styles.page} ${styles.park}` : styles.page}>
        <Card as="section" className={styles.card}>
          <div className={styles.intro}>
            {progress}
            <h2 className={styles.heading}>{heading}</h2>
            {lead && <div className={styles.lead}>{lead}</div>}
          </div>
          {children}
        </Card>
      </div>
    </AppShell>
  );
}
