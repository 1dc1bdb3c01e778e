import { randomBytes } from 'node:crypto';
import type { TRehearsalCreateRequest, TRehearsalCreateReply } from '@artclash/contract';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { insertAccount, issueSession } from '../accounts/index.ts';
import { createEvent } from '../events/index.ts';
import { createBattle } from './create-battle.ts';
import { addRehearsalAccount } from './queries.ts';

const KEYWORDS = [
  ['Ocean', '海', 'Robot', 'ロボット'],
  ['Forest', '森', 'Dragon', 'ドラゴン'],
  ['City', '街', 'Cat', '猫'],
  ['Moon', '月', 'Samurai', '侍'],
] as const;

/**
 * A rehearsal (docs/decisions.md#250): a throwaway event that no public list shows, whose battles are
 * played by rehearsal artists, and `fans` rehearsal fans signed in (their tokens are answered once). Every
 * rehearsal account votes only in this event and goes with it when the event is deleted.
 */
export async function createRehearsal({
  db,
  changes,
  by,
  secret,
  now,
  request,
}: Publishing & {
  secret: string;
  now: Date;
  request: TRehearsalCreateRequest;
}): Promise<TRehearsalCreateReply> {
  const run = randomBytes(3).toString('hex');
  const eventId = await createEvent({
    db,
    event: {
      titleEng: `Rehearsal ${run}`,
      titleJap: `リハーサル ${run}`,
      rehearsal: true,
      // The throwaway accounts have no proven address: the rule under rehearsal is the spec's.
      votingRule: 'anyone',
      battlesTime: 1,
    },
    dateTimes: [],
  });
  const account = async (type: 'fan' | 'artist', index: number) => {
    const name = `rehearsal-${run}-${type}-${index}`;
    const user = await insertAccount({
      db,
      values: { type, username: name, email: `${name}@rehearsal.invalid`, country: 'Japan', city: 'Tokyo' },
    });
    await addRehearsalAccount({ db, userId: user!.id, eventId });
    return user!;
  };
  const battles = [];
  for (let index = 0; index < request.battles; index += 1) {
    const [player1, player2] = [await account('artist', 2 * index), await account('artist', 2 * index + 1)];
    const battleId = await createBattle({
      db,
      battle: {
        eventId,
        position: index,
        battleName: `Battle ${index + 1}`,
        battleNameJap: `バトル ${index + 1}`,
        player1Id: player1.id,
        player2Id: player2.id,
        votingBar: 'show',
      },
      roulette: {
        keywords: KEYWORDS.map(([eng1, jap1, eng2, jap2]) => ({
          keyword_eng1: eng1,
          keyword_jap1: jap1,
          keyword_eng2: eng2,
          keyword_jap2: jap2,
        })),
        sponsorImg: '',
      },
    });
    battles.push({ _id: battleId, player1_id: player1.id, player2_id: player2.id });
  }
  const fans = [];
  for (let index = 0; index < request.fans; index += 1) {
    const fan = await account('fan', index);
    const { token } = await issueSession({ db, secret, account: fan, now });
    fans.push({ _id: fan.id, token });
  }
  changes.publish(await logChange({ db, changes, eventId, kind: 'rehearsalCreated', by, payload: { run } }));
  return { event_id: eventId, battles, fans };
}
