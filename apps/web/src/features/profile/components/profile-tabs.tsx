import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './profile-tabs.module.css';

export type ProfileTab = 'posts' | 'events';
const TABS: ProfileTab[] = ['posts', 'events'];

interface ProfileTabsProps {
  /** What each tab shows; only the open one is rendered (so the Events list loads once opened). */
  render: (tab: ProfileTab) => ReactNode;
}

/** The 'Posts' / 'Events' tabs of §2.9: a WAI-ARIA tab list, the arrow keys moving between tabs. */
export function ProfileTabs({ render }: ProfileTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<ProfileTab>('posts');
  const label = (tab: ProfileTab) => (tab === 'posts' ? t('profile.my.postsTab') : t('profile.my.eventsTab'));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(open) + 1) % TABS.length] ?? 'posts';
    setOpen(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  return (
    <section className={styles.tabs}>
      <div role="tablist" aria-label={t('profile.my.tabsLabel')} className={styles.list} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`${id}-${tab}-tab`}
            type="button"
            role="tab"
            aria-selected={open === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={open === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setOpen(tab)}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      <div id={`${id}-${open}-panel`} role="tabpanel" aria-labelledby={`${id}-${open}-tab`} className={styles.panel}>
        {render(open)}
      </div>
    </section>
  );
}
