import type { Language } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { gzipHead, gzipWithTail } from '../../lib/gzip-pieces.ts';
import type { Snapshot } from './snapshot-store.ts';

/**
 * The polling call's reply (EventByAllBattle) from a kept snapshot: its JSON spliced between the envelope and
 * the server's time, so polling and streaming never disagree. Gzipped, all but the time is compressed once per
 * change of the snapshot (docs/decisions.md#90), so a poll costs the compression of its few bytes of time.
 */
export function createPollReplies(serverNow: () => string) {
  const head = (snap: Snapshot, language: Language) =>
    `{"status":1,"message":${JSON.stringify(translate(language, 'server.eventFound'))},"seq":${snap.seq},"event":${snap.json},"serverNow":"`;
  const tail = () => `${serverNow()}"}`;

  return {
    plain: (snap: Snapshot, language: Language): string => head(snap, language) + tail(),
    gzip(snap: Snapshot, language: Language): Buffer {
      snap.pollGzip ??= gzipHead(head(snap, language));
      return gzipWithTail(snap.pollGzip, tail());
    },
  };
}
