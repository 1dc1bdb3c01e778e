import type { TBattle } from '@artclash/contract';
import type { TProjectorLanguage } from '@artclash/contract/values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { useVoteChecks } from '../api/get-vote-checks';
import styles from '@/components/console/console.module.css';

interface VoteChecksProps {
  eventId: string;
  battles: readonly TBattle[];
  /** The projector's key to the room code, shown in its link whatever the rule (docs/decisions.md#306, docs/product.md#rule-350). */
  screenKey: string;
  /** The event's projector language, which the link carries (docs/product.md#rule-397). */
  projectorLanguage: TProjectorLanguage;
}

/**
 * Where each battle's votes came from (docs/decisions.md#307): votes from accounts made after voting
 * opened, from a device several accounts voted from, the most from one address, and those of accounts
 * proven after voting opened at a mail domain with many of them (docs/decisions.md#353).
 */
export function VoteChecks({ eventId, battles, screenKey, projectorLanguage }: VoteChecksProps) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const titleId = useId();
  const checks = useVoteChecks(eventId);
  const byBattle = new Map((checks.data?.battles ?? []).map((check) => [check.battle_id, check]));
  const projector = `${window.location.origin}${paths.liveEventBattle.getHref(eventId, screenKey, projectorLanguage)}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('organiser.editor.voteChecks.title')}
      </h2>
      <p className={styles.hint}>
        {t('organiser.editor.voteChecks.projectorLink')} <a href={projector}>{projector}</a>
      </p>
      <p className={styles.hint}>{t('organiser.editor.voteChecks.hint')}</p>
      {battles.length === 0 ? (
        <p className={styles.meta}>{t('organiser.editor.voteChecks.none')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('organiser.editor.voteChecks.battle')}</th>
              <th scope="col">{t('organiser.editor.voteChecks.votes')}</th>
              <th scope="col">{t('organiser.editor.voteChecks.newAccounts')}</th>
              <th scope="col">{t('organiser.editor.voteChecks.sharedDevices')}</th>
              <th scope="col">{t('organiser.editor.voteChecks.topAddress')}</th>
              <th scope="col">{t('organiser.editor.voteChecks.bulkProof')}</th>
            </tr>
          </thead>
          <tbody>
            {battles.map((battle) => {
              const check = byBattle.get(battle._id);
              return (
                <tr key={battle._id}>
                  <th scope="row">{battleName(battle)}</th>
                  <td>{check?.votes ?? 0}</td>
                  <td>{check?.new_accounts ?? 0}</td>
                  <td>{check?.shared_devices ?? 0}</td>
                  <td>{check?.top_address ?? 0}</td>
                  <td>
                    {check?.bulk_proof.length
                      ? check.bulk_proof.map(({ domain, votes }) => (
                          <p key={domain} className={styles.error}>
                            {t('organiser.editor.voteChecks.bulkProofVotes', { count: votes, domain })}
                          </p>
                        ))
                      : 0}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
