import type { TBattle, TBattleCreateRequest } from '@artclash/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApi, saveFile } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useAddBattle } from '../api/create-battle';
import { useRemoveBattle } from '../api/delete-battle';
import { useOrderBattles } from '../api/order-battles';
import { useEditBattle } from '../api/update-battle';

/**
 * What the organiser does to an event's battles (docs/product.md#rule-24): add, edit (the players only while no vote
 * came), reorder and remove after a confirmation; each says how it went. `list` is the battles in their order.
 */
export function useBattleActions(eventId: string, list: TBattle[]) {
  const { t } = useTranslation();
  const add = useAddBattle(eventId);
  const edit = useEditBattle(eventId);
  const order = useOrderBattles(eventId);
  const remove = useRemoveBattle(eventId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TBattle | null>(null);

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

  return {
    editing,
    setEditing,
    removing,
    setRemoving,
    addBattle,
    saveBattle,
    move,
    confirmRemove,
    busy: { add: add.isPending, edit: edit.isPending, order: order.isPending, remove: remove.isPending },
  };
}

/** The event's results as a CSV file, saved by the browser; `downloading` while it comes. */
export function useResultsDownload(eventId: string) {
  const [downloading, setDownloading] = useState(false);
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
  return { downloading, downloadResults };
}
