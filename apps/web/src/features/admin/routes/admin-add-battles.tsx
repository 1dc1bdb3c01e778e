import { battleNameIn, finalistsOfBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { useAdminEvent } from '../api/get-event';
import { useEventBattles } from '@/lib/events/get-event-battles';
import { useOrganiserCounts } from '@/lib/events/organiser-counts';
import { BattleForm } from '../components/battle-form';
import { BattleSummary } from '../components/battle-summary';
import { useBattleActions, useResultsDownload } from '../components/use-battle-actions';
import { VotingQrCard } from '../components/voting-qr-card';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';
import { eventCardUrl } from '@/lib/share-card';

/**
 * add-battles/{eventId} (§2.8's back link, docs/product.md#rule-24): the event's battles — added,
 * edited, reordered and removed — each with its roulette and the big screen, and the voting page's
 * QR code to print for the venue.
 */
export function AdminAddBattlesRoute() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const { eventId = '' } = useParams();
  const event = useAdminEvent(eventId);
  const battles = useEventBattles(eventId);
  const participants = event.data?.event.participants.map((entry) => entry.user) ?? [];
  const withCounts = useOrganiserCounts(eventId, battles.data?.battles);
  const list = (battles.data?.battles ?? []).map(withCounts);
  const actions = useBattleActions(eventId, list);
  const { editing, setEditing, removing, setRemoving, busy } = actions;
  const { downloading, downloadResults } = useResultsDownload(eventId);
  // The event's share card once its final has a winner (docs/decisions.md#423).
  const champion = finalistsOfBattles(list)?.champion;
  const title = event.data ? pick(event.data.event.title_eng, event.data.event.title_jap) : '';
  const screenKey = event.data?.screen_key;
  const projectorLanguage = event.data?.event.projector_language;

  return (
    <ConsoleShell title={t('organiser.battles.title', { event: title })} backTo={paths.adminEvent.getHref(eventId)}>
      <QueryView
        // The event too: its screen key goes into every big screen link (docs/product.md#rule-350).
        query={{
          data: event.data && battles.data,
          error: event.error ?? battles.error,
          refetch: () => Promise.all([event.refetch(), battles.refetch()]),
        }}
        loading={<p className={styles.hint}>{t('organiser.loading')}</p>}
      >
        {() => (
          <div className={styles.page}>
            {list.length === 0 ? (
              <p className={styles.meta}>{t('organiser.battles.none')}</p>
            ) : (
              <div className={styles.toolbar}>
                <button
                  type="button"
                  className={styles.button}
                  disabled={downloading}
                  aria-busy={downloading || undefined}
                  onClick={() => void downloadResults()}
                >
                  {downloading ? t('organiser.battles.downloading') : t('organiser.battles.downloadResults')}
                </button>
                {champion && (
                  <a
                    className={styles.button}
                    href={eventCardUrl(eventId, language)}
                    download={`artclash-${eventId}.png`}
                  >
                    {t('organiser.battles.eventShareCard')}
                  </a>
                )}
              </div>
            )}
            <ol className={layout.list}>
              {list.map((battle, index) => (
                <li key={battle._id} className={styles.row}>
                  {editing === battle._id ? (
                    <div className={styles.rowMain}>
                      <BattleForm
                        battle={battle}
                        participants={participants}
                        busy={busy.edit}
                        submitLabel={t('organiser.save')}
                        onSave={(values) => actions.saveBattle(battle, values)}
                        onCancel={() => setEditing(null)}
                      />
                    </div>
                  ) : (
                    <BattleSummary
                      eventId={eventId}
                      battle={battle}
                      name={battleNameIn(language, battle)}
                      index={index}
                      count={list.length}
                      screenKey={screenKey}
                      projectorLanguage={projectorLanguage}
                      reordering={busy.order}
                      onMove={(to) => actions.move(index, to)}
                      onEdit={() => setEditing(battle._id)}
                      onRemove={() => setRemoving(battle)}
                    />
                  )}
                </li>
              ))}
            </ol>

            <section className={styles.card} aria-label={t('organiser.battles.addTitle')}>
              <h2 className={styles.cardTitle}>{t('organiser.battles.addTitle')}</h2>
              <BattleForm
                participants={participants}
                busy={busy.add}
                submitLabel={t('organiser.battles.add')}
                onSave={actions.addBattle}
              />
            </section>

            <VotingQrCard eventId={eventId} screenKey={screenKey} projectorLanguage={projectorLanguage} />

            <ConfirmDialog
              open={removing !== null}
              title={t('organiser.battles.confirmRemove', { name: removing ? battleNameIn(language, removing) : '' })}
              warning={t('organiser.battles.removeWarning', {
                count: removing?.votes ? removing.votes.Player1 + removing.votes.Player2 : 0,
              })}
              confirmLabel={t('organiser.remove')}
              busy={busy.remove}
              onConfirm={() => void actions.confirmRemove()}
              onCancel={() => setRemoving(null)}
            />
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
