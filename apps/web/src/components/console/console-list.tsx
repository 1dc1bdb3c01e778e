import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './console.module.css';

/** The console lists' search box: what is typed is asked for on Search (or Enter), not per key. */
export function ConsoleSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className={`${styles.toolbar} ${styles.grow}`} onSubmit={submit}>
      <input
        className={`${styles.select} ${styles.grow}`}
        type="search"
        aria-label={label}
        placeholder={label}
        value={draft}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        {t('organiser.events.searchButton')}
      </button>
    </form>
  );
}

/** Previous / 'Page 2 of 5' / Next under a console list; nothing when it fits one page. */
export function ConsolePager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const label = t('organiser.events.page', { page, pages });
  return (
    <nav className={styles.toolbar} aria-label={label}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('organiser.events.previous')}
      </button>
      <span>{label}</span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('organiser.events.next')}
      </button>
    </nav>
  );
}
