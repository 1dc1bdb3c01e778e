import {
  phaseOf,
  stageOf,
  type TShow,
  ZBattleControlReplySchema,
  ZEventBattlesSchema,
  ZEventByAllBattleReplySchema,
  ZLiveSnapshotSchema,
  ZLiveVotesSchema,
  ZRouletteGetReplySchema,
  ZVotingStatusReplySchema,
  ZVotingToReplySchema,
  ZEventListReplySchema,
  ZSingleEventDetailsReplySchema,
  type TBattle,
  type TEvent,
  type TEventBattles,
  type TEventType,
  type TPlayer,
  type TPublicUser,
  type TRoulette,
} from '@artclash/contract';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function buildUser(overrides: Partial<TPublicUser> = {}): TPublicUser {
  const id = nextId('user');
  return {
    _id: id,
    username: `artist_${id}`,
    profileImage: `uploads/demo/${id}.webp`,
    country: 'Japan',
    city: 'Tokyo',
    ...overrides,
  };
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
    venue_name_eng: '',
    venue_name_jap: '',
    venue_address_eng: '',
    venue_address_jap: '',
    types: 'upcoming',
    // A past event's results are public; an upcoming one's once its night is over (docs/product.md#rule-376).
    results_public: overrides.types === 'past',
    ranking: [],
    champion: null,
    ...overrides,
  };
}

export function buildBattle(overrides: Partial<TBattle> = {}): TBattle {
  const battle_status = overrides.battle_status === undefined ? 'complete' : overrides.battle_status;
  const voting_status = overrides.voting_status ?? 'off';
  const voting_opened = overrides.voting_opened ?? voting_status === 'on';
  return {
    _id: nextId('battle'),
    battle_name: 'Round 1',
    battle_name_jap: '',
    battle_status,
    battle_phase: phaseOf({ battle_status, voting_status, voting_opened }),
    voting_opened,
    draw: false,
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
    voting_status,
    voting_bar: 'show',
    judge_scores: null,
    votes: { Player1: 0, Player2: 0 },
    roulette: null,
    battle1_artwork: null,
    battle2_artwork: null,
    ...overrides,
  };
}

/** The keywords of a battle whose roulette has not drawn its themes yet. */
export const undrawnThemes = {
  battle1_keyword_eng: '',
  battle1_keyword_jap: '',
  battle2_keyword_eng: '',
  battle2_keyword_jap: '',
} satisfies Partial<TBattle>;

// Replies go through the contract's schemas so a fixture can never drift from the real shape.
export const eventListReply = (events: TEvent[]) => ZEventListReplySchema.parse({ status: 1, message: 'ok', events });

export const singleEventReply = (event: TEvent, types: TEventType = event.types) =>
  ZSingleEventDetailsReplySchema.parse({ status: 1, message: 'ok', events: event, types });

/** The event as EventByAllBattle and the live stream's snapshot carry it. */
export const eventBattles = (
  event: TEvent,
  battles: TBattle[],
  overrides: Partial<TEventBattles> = {},
): TEventBattles =>
  ZEventBattlesSchema.parse({
    _id: event._id,
    event_type: event.event_type,
    title_eng: event.title_eng,
    title_jap: event.title_jap,
    youtube_emd: event.youtube_emd,
    battles_time: event.battles_time,
    battles,
    roulette: null,
    show: showOf(battles),
    voting_rule: 'room_or_proven',
    // One language, so that a test reads the big screen in English unless it asks for another (docs/product.md#rule-397).
    projector_language: 'en',
    ...overrides,
  });

/** The show as the server reads it from these battles, with an idle roulette. */
function showOf(battles: TBattle[], chosenId: string | null = null): TShow {
  const { stage, currentId, number } = stageOf(battles, chosenId);
  return {
    stage,
    current_battle_id: currentId,
    battle_number: number,
    roulette: { state: 'idle', battle_id: null, left: null, right: null, changed_at: null },
  };
}

const SERVER_NOW = '2026-12-05T12:30:00.000Z';

export const eventBattlesReply = (event: TEvent, battles: TBattle[], serverNow = SERVER_NOW, seq = 1) =>
  ZEventByAllBattleReplySchema.parse({ status: 1, message: 'ok', seq, event: eventBattles(event, battles), serverNow });

// Live (§7.3): the stream's messages and the live calls' replies.

export const liveSnapshot = (event: TEventBattles, serverNow = SERVER_NOW) =>
  ZLiveSnapshotSchema.parse({ event, serverNow });

export const liveVotes = (battleId: string, Player1: number, Player2: number, serverNow = SERVER_NOW) =>
  ZLiveVotesSchema.parse({ battleId, votes: { Player1, Player2 }, serverNow });

export const votingStatusReply = (userId: string | null, Player1 = 0, Player2 = 0, message = 'ok') =>
  ZVotingStatusReplySchema.parse({ status: 1, message, Player1, Player2, userId });

export const votingToReply = (userId: string, message = 'Your vote has been counted.', Player1 = 0, Player2 = 0) =>
  ZVotingToReplySchema.parse({ status: 1, message, Player1, Player2, userId });

export const battleControlReply = (battle: TBattle, message = 'ok', serverNow = SERVER_NOW) =>
  ZBattleControlReplySchema.parse({ status: 1, message, battle, serverNow });

export const buildRoulette = (overrides: Partial<TRoulette> = {}): TRoulette => ({
  keywords: [
    { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
    { keyword_eng1: 'Forest', keyword_jap1: '森', keyword_eng2: 'Robot', keyword_jap2: 'ロボット' },
    { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
  ],
  sponsor_img: 'uploads/sponsors/brush-co.webp',
  ...overrides,
});

export const rouletteReply = (event: TEvent, battle: TBattle, roulette: TRoulette | null = buildRoulette()) =>
  ZRouletteGetReplySchema.parse({
    status: 1,
    message: 'ok',
    event, // the schema keeps the roulette's fields of it
    Roulette: roulette,
    updatedBattle: battle,
  });
