import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card/card';
import { callUrl } from '@/lib/api-client';
import { useVoteLog } from '../api/get-vote-log';
import results from './results-view.module.css';
import styles from './vote-log-card.module.css';

/**
 * The night's vote log for a recount (docs/decisions.md#416): every vote without names, to download, with its hash
 * and the command that recounts it against this site. The log is read only when someone asks for its hash.
 */
export function VoteLogCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const log = useVoteLog(eventId, wanted);
  const address = callUrl('voteLog', { params: { eventId } });
  const command = `npm run recount -- --url ${window.location.origin} ${eventId}`;

  return (
    <Card as="section" padded className={results.section} aria-labelledby="vote-log-heading">
      <h3 id="vote-log-heading" className={results.heading}>
        {t('results.voteLog.title')}
      </h3>
      <p className={styles.text}>{t('results.voteLog.about')}</p>
      <a className={styles.link} href={address} download={`artclash-vote-log-${eventId}.json`}>
        {t('results.voteLog.download')}
      </a>
      {log.data ? (
        <dl className={styles.facts}>
          <dt>{t('results.voteLog.entries')}</dt>
          <dd>{log.data.entries.length}</dd>
          <dt>{t('results.voteLog.hash')}</dt>
          <dd>
            <code className={styles.code}>{log.data.hash}</code>
          </dd>
        </dl>
      ) : (
        <button type="button" className={styles.button} onClick={() => setWanted(true)} disabled={log.isFetching}>
          {log.isFetching ? t('results.voteLog.reading') : t('results.voteLog.showHash')}
        </button>
      )}
      <p className={styles.text}>{t('results.voteLog.recount')}</p>
      <code className={styles.code}>{command}</code>
    </Card>
  );
}
