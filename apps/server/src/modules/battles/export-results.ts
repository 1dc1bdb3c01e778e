import { JUDGE_CRITERIA, type Language, localized, type TBattle, type TRecordEntry } from '@artclash/contract';
import { type MessageKey, translate, type Variables } from '@artclash/i18n';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { votesByOrigin } from '../votes/index.ts';
import { readNightRecord } from './night-record.ts';
import { readEventBattles } from './read-event-battles.ts';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first): shown as text instead (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
export const inertCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const PLAYERS = [1, 2] as const;
type CsvLabel =
  | 'order'
  | 'battle'
  | 'battleJa'
  | 'status'
  | 'keyword1'
  | 'keyword1Ja'
  | 'keyword2'
  | 'keyword2Ja'
  | 'player'
  | 'votes'
  | 'score'
  | 'winner'
  | 'totalVotes'
  | 'votesInRoom'
  | 'votesOnline';

/** The header row, in the organiser's language. */
function headerOf(language: Language): string[] {
  const t = (key: CsvLabel, variables?: Variables) => translate(language, `results.csv.${key}`, variables);
  return [
    t('order'),
    t('battle'),
    t('battleJa'),
    t('status'),
    t('keyword1'),
    t('keyword1Ja'),
    t('keyword2'),
    t('keyword2Ja'),
    ...PLAYERS.flatMap((n) => [
      t('player', { n }),
      t('votes', { n }),
      ...JUDGE_CRITERIA.map((criterion) =>
        t('score', { n, criterion: translate(language, `results.criteria.${criterion}`) }),
      ),
    ]),
    t('winner'),
    t('totalVotes'),
    t('votesInRoom'),
    t('votesOnline'),
  ];
}

type Origins = { inRoom: number; online: number };

function rowOf(battle: TBattle, index: number, language: Language, origins: Origins | undefined): (string | number)[] {
  const status = translate(
    language,
    battle.battle_status === 'live'
      ? 'results.statusLive'
      : battle.battle_status === 'complete'
        ? 'results.statusComplete'
        : 'results.statusPending',
  );
  // Read for organisers: the counts are always there.
  const counts = battle.votes ?? { Player1: 0, Player2: 0 };
  const sides = [
    { player: battle.battle1, votes: counts.Player1, key: 'player1' },
    { player: battle.battle2, votes: counts.Player2, key: 'player2' },
  ] as const;
  const winner = sides.find(({ player }) => player && player._id === battle.player_winner_id)?.player;
  // A draw is said, not left blank like a battle still undecided (docs/product.md#rule-377).
  const decided = battle.draw ? translate(language, 'results.draw') : (winner?.username ?? '');
  return [
    index + 1,
    battle.battle_name,
    battle.battle_name_jap,
    status,
    // The theme in both languages, whichever the organiser reads (docs/product.md#rule-377).
    battle.battle1_keyword_eng,
    battle.battle1_keyword_jap,
    battle.battle2_keyword_eng,
    battle.battle2_keyword_jap,
    ...sides.flatMap(({ player, votes, key }) => [
      player?.username ?? '',
      votes,
      ...JUDGE_CRITERIA.map((criterion) => battle.judge_scores?.[criterion]?.[key] ?? ''),
    ]),
    decided,
    counts.Player1 + counts.Player2,
    origins?.inRoom ?? 0,
    origins?.online ?? 0,
  ];
}

/**
 * The night's record under the results, oldest first (docs/decisions.md#417): a heading, then when, who, from which
 * screen and what, each in `language`.
 */
async function recordRows({ db, eventId, language }: { db: Executor; eventId: string; language: Language }) {
  const entries: TRecordEntry[] = [];
  for (let before: number | undefined; ;) {
    const page = await readNightRecord({ db, eventId, before, language });
    entries.push(...(page?.entries ?? []));
    if (!page?.more) break;
    before = page.entries.at(-1)!.seq;
  }
  const say = (key: string, variables?: Variables) => translate(language, key as MessageKey, variables);
  return [
    [say('organiser.record.csvHeading')],
    (['time', 'who', 'screen', 'what'] as const).map((column) => say(`organiser.record.csv.${column}`)),
    ...entries
      .reverse()
      .map((entry) => [
        entry.at,
        entry.by?.username ?? say('organiser.record.server'),
        entry.screen ? say(`organiser.record.screens.${entry.screen}`) : '',
        say(entry.line.key, entry.line.values),
      ]),
  ];
}

/**
 * An event's results as a CSV file (docs/product.md#rule-113): one row per battle in the event's order, its theme in
 * English and Japanese, both players' votes and judge scores, the winner or 'Draw' (#377), and last its votes from the
 * room and online (docs/product.md#rule-352). UTF-8 with a byte-order mark and CRLF line ends, so Excel and Numbers
 * read Japanese text as it is; every text cell is inert (no formulas). The night's record follows, after an empty row.
 */
export async function exportResults({
  db,
  eventId,
  language,
}: {
  db: Executor;
  eventId: string;
  language: Language;
}): Promise<{ csv: string; fileName: string; title: string }> {
  if (!isUuid(eventId)) throw new AppError('notFound', 'server.eventNotFound');
  const event = await readEventBattles({ db, eventId, language, audience: 'organisers' });
  if (!event) throw new AppError('notFound', 'server.eventNotFound');
  const origins = new Map((await votesByOrigin({ db, eventId })).map((origin) => [origin.battleId, origin]));
  const rows = event.battles.map((battle, index) => rowOf(battle, index, language, origins.get(battle._id)));
  const csv = stringify([headerOf(language), ...rows, [], ...(await recordRows({ db, eventId, language }))], {
    bom: true,
    record_delimiter: 'windows',
    cast: { string: inertCell },
  });
  return { csv, fileName: `results-${event._id}.csv`, title: localized(language, event.title_eng, event.title_jap) };
}

/** The header that names the download: an ASCII name for old clients and the event's title for the rest (RFC 6266). */
export const attachmentOf = ({ fileName, title }: { fileName: string; title: string }): string =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(`${title} results.csv`.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_'))}`;
