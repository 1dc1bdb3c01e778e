import type { TRecordEntry } from '@artclash/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNightRecord } from '@/lib/events/get-night-record';
import { useLanguage } from '@/lib/use-language';
import ui from './console.module.css';
import styles from './night-record.module.css';

/** One entry: when (the device's clock), who, from which screen, and what, in the organiser's language. */
function RecordLine({ entry }: { entry: TRecordEntry }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const time = new Date(entry.at).toLocaleTimeString(language === 'ja' ? 'ja-JP' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const who = entry.by?.username || t('organiser.record.server');
  // The line's key and values come from the server (organiser.record.lines), each entry its own.
  const say = t as unknown as (key: string, values: Record<string, string>) => string;
  return (
    <li className={styles.entry}>
      <time dateTime={entry.at} className={styles.time}>
        {time}
      </time>
      <span className={styles.what}>{say(entry.line.key, entry.line.values)}</span>
      <span className={styles.who}>
        {entry.screen ? `${who} · ${t(`organiser.record.screens.${entry.screen}`)}` : who}
      </span>
    </li>
  );
}

/**
 * The night's record (docs/decisions.md#417): every change to the show and who made it, newest first, closed until
 * an organiser opens it; nothing in it is ever removed, an undo being an entry of its own.
 */
export function NightRecord({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const record = useNightRecord(eventId, open);
  const entries = record.data?.pages.flatMap((page) => page.entries) ?? [];
  const votes = record.data?.pages[0]?.votes ?? 0;
  return (
    <section className={ui.card} aria-labelledby={headingId}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>
          <h2 id={headingId} className={ui.cardTitle}>
            {t('organiser.record.title')}
          </h2>
        </summary>
        <p className={ui.hint}>{t('organiser.record.about')}</p>
        {!record.data ? (
          <p className={ui.hint} role="status">
            {t('common.loading')}
          </p>
        ) : entries.length === 0 ? (
          <p className={ui.hint}>{t('organiser.record.empty')}</p>
        ) : (
          <ol className={styles.entries}>
            {entries.map((entry) => (
              <RecordLine key={entry.seq} entry={entry} />
            ))}
          </ol>
        )}
        {votes > 0 && <p className={ui.hint}>{t('organiser.record.votes', { count: votes })}</p>}
        {record.hasNextPage && (
          <button
            type="button"
            className={ui.button}
            disabled={record.isFetchingNextPage}
            onClick={() => void record.fetchNextPage()}
          >
            {t('organiser.record.more')}
          </button>
        )}
      </details>
    </section>
  );
}
