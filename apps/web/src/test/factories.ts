import {
  ZEventByAllBattleReplySchema,
  ZEventListReplySchema,
  ZSingleEventDetailsReplySchema,
  type TBattle,
  type TEvent,
  type TEventType,
  type TPlayer,
  type TPublicUser,
} from '@artclash/contract';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function buildUser(overrides: Partial<TPublicUser> = {}): TPublicUser {
  const id = nextId('user');
  return { _id: id, username: `artist_${id}`, profileImage: `uploads/demo/${id}.webp`, country: 'Japan', city: 'Tokyo', ...overrides };
}

export function buildPlayer(overrides: Partial<TPlayer> = {}): TPlayer {
  return { ...buildUser(), status: 'login', ...overrides };
}

export function buildEvent(overrides: Partial<TEvent> = {}): TEvent {
  const id = nextId('event');
  return {
    _id: id,
    event_type: 'battle_club',
    title_eng: `Night Canvas ${id}`,
    title_jap: `ナイトキャンバス ${id}`,
    rules_eng: 'Ten minutes per battle.\nNo tracing.',
    rules_jap: '1バトル10分です。\nトレースは禁止です。',
    images: [`uploads/demo/${id}-cover.webp`, `uploads/demo/${id}-gallery.webp`],
    date_times: [
      {
        _id: nextId('dt'),
        dates: '2026-12-05',
        start_time: '18:00',
        end_time: '21:00',
        starts_at: '2026-12-05T09:00:00.000Z',
        ends_at: '2026-12-05T12:00:00.000Z',
      },
    ],
    participants: [],
    youtube_emd: '',
    battles_time: 10,
    timezone: 'Asia/Tokyo',
    city: 'Tokyo',
    types: 'upcoming',
    ranking: [],
    ...overrides,
  };
}

export function buildBattle(overrides: Partial<TBattle> = {}): TBattle {
  return {
    _id: nextId('battle'),
    battle_name: 'Round 1',
    battle_status: 'complete',
    battle_time_status: null,
    battle_time_start: null,
    battle_time_pause: null,
    battle_time_replay: null,
    battle_timeRemaining: '',
    battle1: buildPlayer(),
    battle2: buildPlayer(),
    player_winner_id: null,
    battle1_keyword_eng: 'Ocean',
    battle1_keyword_jap: '海',
    battle2_keyword_eng: 'Fire',
    battle2_keyword_jap: '炎',
    voting_status: 'off',
    voting_bar: 'show',
    judge_scores: null,
    votes: { Player1: 0, Player2: 0 },
    roulette: null,
    ...overrides,
  };
}

// Replies go through the contract's schemas so a fixture can never drift from the real shape.
export const eventListReply = (events: TEvent[]) =>
  ZEventListReplySchema.parse({ status: 1, message: 'ok', events });

export const singleEventReply = (event: TEvent, types: TEventType = event.types) =>
  ZSingleEventDetailsReplySchema.parse({ status: 1, message: 'ok', events: event, types });

export const eventBattlesReply = (event: TEvent, battles: TBattle[]) =>
  ZEventByAllBattleReplySchema.parse({
    status: 1,
    message: 'ok',
    event: {
      _id: event._id,
      event_type: event.event_type,
      title_eng: event.title_eng,
      title_jap: event.title_jap,
      youtube_emd: event.youtube_emd,
      battles_time: event.battles_time,
      battles,
      roulette: null,
    },
    serverNow: '2026-12-05T12:30:00.000Z',
  });
