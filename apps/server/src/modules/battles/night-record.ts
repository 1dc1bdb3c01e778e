import type { Language, TRecordEntry } from '@artclash/contract';
import { actionScreenOf } from '@artclash/contract/values';
import { translate } from '@artclash/i18n';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Entries of a page of the record. */
const PAGE = 100;

interface RecordRow {
  seq: number;
  at: Date | string;
  kind: string;
  screen: string | null;
  payload: Record<string, unknown>;
  actor_id: string | null;
  actor_name: string | null;
  battle_name: string | null;
  battle_name_jap: string | null;
  winner_name: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A drawn or saved keyword in `language`: the roulette's `{eng, jap}`, or the battle's saved columns. */
const keyword = (value: unknown, english: unknown, japanese: unknown, language: Language) => {
  const drawn = (value ?? {}) as { eng?: unknown; jap?: unknown };
  const eng = text(drawn.eng) || text(english);
  const jap = text(drawn.jap) || text(japanese);
  return language === 'ja' ? jap || eng : eng || jap;
};

/** What an entry says, as a message key of `organiser.record.lines` and its values, in `language`. */
function lineOf(row: RecordRow, language: Language): TRecordEntry['line'] {
  const { payload } = row;
  const battle =
    (language === 'ja' ? row.battle_name_jap || row.battle_name : row.battle_name) ??
    translate(language, 'organiser.record.lines.deletedBattle');
  const say = (name: string, values: Record<string, string> = {}) => ({
    key: `organiser.record.lines.${name}`,
    values: { battle, ...values },
  });
  switch (row.kind) {
    case 'battleDeleted':
      return say('battleDeleted', { battle: text(payload.battleName) || battle });
    case 'battleUpdated': {
      const bar = (payload.edits as { voting_bar?: unknown } | undefined)?.voting_bar;
      return say(bar === 'show' ? 'barShown' : bar === 'hide' ? 'barHidden' : 'battleUpdated');
    }
    case 'artworkSaved':
    case 'artworkRemoved':
      return say(row.kind, { artist: text(payload.artist) });
    case 'rouletteSaved':
      return say('rouletteSaved', { pairs: String(payload.pairs ?? 0) });
    case 'keywordsSaved':
    case 'rouletteStopped':
      return say(row.kind, {
        left: keyword(payload.left, payload.keyword1Eng, payload.keyword1Jap, language),
        right: keyword(payload.right, payload.keyword2Eng, payload.keyword2Jap, language),
      });
    case 'battleMoved': {
      const move = text(payload.move);
      if (move === 'closeVoting' && payload.timeUp === true) return say('timeUp');
      if (move === 'complete')
        return payload.draw === true ? say('completeDraw') : say('complete', { winner: row.winner_name ?? '' });
      return say(
        ['start', 'undoStart', 'openVoting', 'closeVoting', 'reopenVoting', 'reopen'].includes(move) ? move : 'other',
      );
    }
    default:
      return say(row.kind);
  }
}

/**
 * An event's record as organisers read it (docs/decisions.md#417): its log's entries other than votes, newest first,
 * a page at a time before entry `before`, each with who acted, from which screen, and what it did in words; and how
 * many votes the log holds (they are in the vote log, docs/decisions.md#416). An entry is never removed or changed.
 * Undefined for an unknown event.
 */
export async function readNightRecord({
  db,
  eventId,
  before,
  language,
  limit = PAGE,
}: {
  db: Executor;
  eventId: string;
  before?: number | undefined;
  language: Language;
  limit?: number;
}): Promise<{ entries: TRecordEntry[]; more: boolean; votes: number } | undefined> {
  const [found, page, counted] = await Promise.all([
    db.execute(sql`select 1 from events where id = ${eventId}`),
    db.execute(sql`
      select l.seq, l.at, l.kind, l.screen, l.payload, l.actor_id, u.username as actor_name,
             b.battle_name, b.battle_name_jap, w.username as winner_name
      from event_log l
      left join users u on u.id = l.actor_id
      left join battles b on b.id = l.battle_id
      left join users w on w.id::text = l.payload->>'winnerId'
      where l.event_id = ${eventId} and l.kind <> 'vote' ${before === undefined ? sql`` : sql`and l.seq < ${before}`}
      order by l.seq desc
      limit ${limit + 1}`),
    db.execute(sql`select count(*)::int as votes from event_log where event_id = ${eventId} and kind = 'vote'`),
  ]);
  if (rowsOf(found).length === 0) return undefined;
  const rows = rowsOf<RecordRow>(page);
  return {
    entries: rows.slice(0, limit).map((row) => ({
      seq: Number(row.seq),
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      by: row.actor_id ? { _id: row.actor_id, username: row.actor_name ?? '' } : null,
      screen: actionScreenOf(row.screen),
      line: lineOf(row, language),
    })),
    more: rows.length > limit,
    votes: Number(rowsOf<{ votes: number }>(counted)[0]?.votes ?? 0),
  };
}
