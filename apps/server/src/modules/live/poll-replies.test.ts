import { gunzipSync } from 'node:zlib';
import type { TEventBattles } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { createPollReplies } from './poll-replies.ts';
import type { Snapshot } from './snapshot-store.ts';

const event = { _id: 'e1', title_eng: 'Clash', battles: [] } as unknown as TEventBattles;
const snapshot = (): Snapshot => ({ event, json: JSON.stringify(event), seq: 7, base: 7, votedAt: new Map() });

describe('the polling replies from a kept snapshot', () => {
  it('answer the envelope in the language asked, the snapshot as it is kept, and the time of the poll', () => {
    let now = '2026-12-05T12:00:00.000Z';
    const polls = createPollReplies(() => now);
    const snap = snapshot();
    expect(JSON.parse(polls.plain(snap, 'ja'))).toEqual({
      status: 1,
      message: 'イベントを取得しました',
      seq: 7,
      event,
      serverNow: '2026-12-05T12:00:00.000Z',
    });
    now = '2026-12-05T12:00:01.000Z';
    expect(JSON.parse(gunzipSync(polls.gzip(snap, 'en')).toString())).toMatchObject({
      message: 'Event fetched successfully',
      serverNow: '2026-12-05T12:00:01.000Z',
    });
  });

  it('compress the snapshot part once, and only the time on every later poll', () => {
    const polls = createPollReplies(() => new Date().toISOString());
    const snap = snapshot();
    polls.gzip(snap, 'en');
    const head = snap.pollGzip;
    expect(head).toBeDefined();
    polls.gzip(snap, 'en');
    expect(snap.pollGzip).toBe(head);
  });
});
