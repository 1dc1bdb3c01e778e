import { battleNameIn, type TBattle, type TBattleCreateRequest } from '@artclash/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QrCode } from '@/components/qr-code/qr-code';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { downloadApi, saveFile } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useAdminEvent } from '../api/get-event';
import { useAddBattle } from '../api/create-battle';
import { useEventBattles } from '@/lib/events/get-event-battles';
import { useOrganiserCounts } from '@/lib/events/organiser-counts';
import { useEditBattle } from '../api/update-battle';
import { useOrderBattles } from '../api/order-battles';
import { useRemoveBattle } from '../api/delete-battle';
import { BattleForm } from '../components/battle-form';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

type Status = 'waiting' | 'live' | 'complete';
const statusOf = (battle: TBattle): Status => battle.battle_status ?? 'waiting';

/**
 * add-battles/{eventId} (§2.8's back link, docs/decisions.md#24): the event's battles — added,
 * edited, reordered and removed — each with its roulette and the big screen, and the voting page's
 * QR code to print for the venue.
 */
export function AdminAddBattlesRoute() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const { eventId = '' } = useParams();
  const event = useAdminEvent(eventId);
  const battles = useEventBattles(eventId);
  const add = useAddBattle(eventId);
  const edit = useEditBattle(eventId);
  const order = useOrderBattles(eventId);
  const remove = useRemoveBattle(eventId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TBattle | null>(null);
  const [downloading, setDownloading] = useState(false);

  const participants = event.data?.event.participants.map((entry) => entry.user) ?? [];
  const withCounts = useOrganiserCounts(eventId, battles.data?.battles);
  const list = (battles.data?.battles ?? []).map(withCounts);
  const title = event.data ? pick(event.data.event.title_eng, event.data.event.title_jap) : '';
  const votingUrl = `${window.location.origin}${paths.voting.getHref(eventId)}`;
  const screenKey = event.data?.screen_key;
  const projectorUrl = screenKey && `${window.location.origin}${paths.liveEventBattle.getHref(eventId, screenKey)}`;

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    try {
      await action();
      notify('success', done);
      return true;
    } catch (error) {
      notify('error', errorMessage(error));
      return false;
    }
  }

  const addBattle = (values: TBattleCreateRequest) => run(() => add.mutateAsync(values), t('organiser.battles.added'));
  const saveBattle = async (battle: TBattle, values: TBattleCreateRequest) => {
    const locked = Boolean(battle.votes && battle.votes.Player1 + battle.votes.Player2 > 0);
    const body = {
      battleId: battle._id,
      battle_name: values.battle_name,
      battle_name_jap: values.battle_name_jap ?? '',
      ...(!locked && { battle1: values.battle1, battle2: values.battle2 }),
    };
    const saved = await run(() => edit.mutateAsync(body), t('organiser.battles.saved'));
    if (saved) setEditing(null);
    return saved;
  };
  const move = (index: number, to: number) => {
    const ids = list.map((battle) => battle._id);
    const [id] = ids.splice(index, 1);
    if (id) ids.splice(to, 0, id);
    void run(() => order.mutateAsync(ids), t('organiser.battles.reordered'));
  };
  const confirmRemove = async () => {
    if (removing) await run(() => remove.mutateAsync(removing._id), t('organiser.battles.removed'));
    setRemoving(null);
  };

  const downloadResults = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadApi('adminResultsCsv', { params: { eventId } }, `results-${eventId}.csv`));
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ConsoleShell title={t('organiser.battles.title', { event: title })} backTo={paths.adminEvent.getHref(eventId)}>
      <QueryView
        // The event too: its screen key goes into every big screen link (docs/decisions.md#350).
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
              </div>
            )}
            <ol className={layout.list}>
              {list.map((battle, index) => {
                const name = battleNameIn(language, battle);
                return (
                  <li key={battle._id} className={styles.row}>
                    {editing === battle._id ? (
                      <div className={styles.rowMain}>
                        <BattleForm
                          battle={battle}
                          participants={participants}
                          busy={edit.isPending}
                          submitLabel={t('organiser.save')}
                          onSave={(values) => saveBattle(battle, values)}
                          onCancel={() => setEditing(null)}
                        />
                      </div>
                    ) : (
                      <>
                        <div className={styles.rowMain}>
                          <p className={styles.rowTitle}>
                            {index + 1}. {name}
                          </p>
                          <p className={styles.meta}>
                            {t(`organiser.battles.status.${statusOf(battle)}`)} ·{' '}
                            {t('organiser.battles.votes', {
                              player1: battle.battle1?.username ?? '—',
                              player2: battle.battle2?.username ?? '—',
                              votes1: battle.votes?.Player1 ?? '—',
                              votes2: battle.votes?.Player2 ?? '—',
                            })}
                          </p>
                        </div>
                        <div className={styles.actions}>
                          <Link className={styles.link} to={paths.roulette.getHref(eventId, battle._id)}>
                            {t('organiser.battles.roulette')}
                          </Link>
                          <Link className={styles.link} to={paths.liveEventBattle.getHref(eventId, screenKey)}>
                            {t('organiser.battles.bigScreen')}
                          </Link>
                          <button
                            type="button"
                            className={styles.button}
                            disabled={index === 0 || order.isPending}
                            aria-label={t('organiser.battles.moveUp', { name })}
                            onClick={() => move(index, index - 1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className={styles.button}
                            disabled={index === list.length - 1 || order.isPending}
                            aria-label={t('organiser.battles.moveDown', { name })}
                            onClick={() => move(index, index + 1)}
                          >
                            ↓
                          </button>
                          <button type="button" className={styles.button} onClick={() => setEditing(battle._id)}>
                            {t('organiser.edit')}
                          </button>
                          <button
                            type="button"
                            className={styles.danger}
                            disabled={battle.battle_status === 'live'}
                            onClick={() => setRemoving(battle)}
                          >
                            {t('organiser.remove')}
                          </button>
                        </div>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>

            <section className={styles.card} aria-label={t('organiser.battles.addTitle')}>
              <h2 className={styles.cardTitle}>{t('organiser.battles.addTitle')}</h2>
              <BattleForm
                participants={participants}
                busy={add.isPending}
                submitLabel={t('organiser.battles.add')}
                onSave={addBattle}
              />
            </section>

            <section className={styles.card} aria-label={t('organiser.battles.qrTitle')}>
              <h2 className={styles.cardTitle}>{t('organiser.battles.qrTitle')}</h2>
              <p className={styles.hint}>{t('organiser.battles.qrHint')}</p>
              <QrCode
                className={styles.qr}
                value={votingUrl}
                label={t('organiser.battles.qrLabel', { url: votingUrl })}
                size={240}
              />
              <p className={`${styles.meta} ${styles.qr}`}>{votingUrl}</p>
              {projectorUrl && (
                // Not printed: the key reads the room code from anywhere (docs/decisions.md#350).
                <p className={`${styles.hint} ${styles.noPrint}`}>
                  {t('organiser.battles.projectorHint')} <a href={projectorUrl}>{projectorUrl}</a>
                </p>
              )}
              <button type="button" className={`${styles.button} ${styles.noPrint}`} onClick={() => window.print()}>
                {t('organiser.battles.print')}
              </button>
            </section>

            <ConfirmDialog
              open={removing !== null}
              title={t('organiser.battles.confirmRemove', { name: removing ? battleNameIn(language, removing) : '' })}
              warning={t('organiser.battles.removeWarning', {
                count: removing?.votes ? removing.votes.Player1 + removing.votes.Player2 : 0,
              })}
              confirmLabel={t('organiser.remove')}
              busy={remove.isPending}
              onConfirm={() => void confirmRemove()}
              onCancel={() => setRemoving(null)}
            />
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
