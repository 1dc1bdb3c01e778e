import {
  type BattleFacts,
  type BattlePhase,
  type BattleTimer,
  type Language,
  phaseOf,
  stageOf,
  type TBattle,
  type TEventBattles,
  type TPlayer,
  type TRoulette,
  type TImageMeta,
  type TShow,
} from '@artclash/contract';
import type { ArtworkImage } from '../../db/schema/index.ts';
import { imageMetaOf } from '../../services/images/index.ts';
import type { EventRow } from '../events/index.ts';
import { type PublicUserRow, presentPublicUser } from '../users/index.ts';
import { type BattleVotes, countsPublic } from '../votes/index.ts';
import type { BattleRow, BattleWithPlayers, RouletteRow } from './queries.ts';
import type { ShowRow } from './show-queries.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A left-joined player: all columns null when the battle has no such player. */
function presentPlayer(row: Nullable<PublicUserRow> | null, language: Language): TPlayer | null {
  if (!row?.userId) return null;
  const player: PublicUserRow = {
    userId: row.userId,
    username: row.username ?? '',
    profileImage: row.profileImage ?? '',
    country: row.country ?? '',
    city: row.city ?? '',
    loginStatus: row.loginStatus ?? '',
    cityEn: row.cityEn,
    cityJa: row.cityJa,
  };
  return { ...presentPublicUser(player, language), status: player.loginStatus };
}

/** Who a reply is for: the public, or organisers, who always see the counts. */
export type CountsAudience = 'public' | 'organisers';

/** One battle, its players' places in the reply language; its counts null where `audience` may not see them. */
export function presentBattle(
  row: BattleWithPlayers,
  votes: BattleVotes | undefined,
  roulette: RouletteRow | undefined,
  language: Language,
  audience: CountsAudience = 'public',
): TBattle {
  const { battle } = row;
  return {
    _id: battle.id,
    battle_name: battle.battleName,
    battle_name_jap: battle.battleNameJap,
    ...timerOf(battle),
    battle_phase: phaseOfRow(battle),
    voting_opened: battle.votingOpenedAt !== null,
    draw: battle.draw,
    battle1: presentPlayer(row.player1, language),
    battle2: presentPlayer(row.player2, language),
    player_winner_id: battle.winnerId,
    battle1_keyword_eng: battle.keyword1Eng,
    battle1_keyword_jap: battle.keyword1Jap,
    battle2_keyword_eng: battle.keyword2Eng,
    battle2_keyword_jap: battle.keyword2Jap,
    voting_status: battle.votingStatus,
    voting_bar: battle.votingBar,
    judge_scores: battle.judgeScores,
    votes:
      audience === 'organisers' || countsPublic(battle)
        ? { Player1: votes?.Player1 ?? 0, Player2: votes?.Player2 ?? 0 }
        : null,
    roulette: roulette ? { sponsor_img: roulette.sponsorImg } : null,
    battle1_artwork: artworkMetaOf(battle.artwork1),
    battle2_artwork: artworkMetaOf(battle.artwork2),
  };
}

/** A canvas's photo as the replies give it: public files under uploads/artworks (docs/decisions.md#425). */
const artworkMetaOf = (image: ArtworkImage | null): TImageMeta | null =>
  image && imageMetaOf(image, (fileName) => `uploads/artworks/${fileName}`);

/** The show of the night (docs/decisions.md#277): its stage and battle on stage read by the contract's rule, and the roulette as stored. */
function presentShow(row: ShowRow | undefined, battles: TBattle[]): TShow {
  const { stage, currentId, number } = stageOf(battles, row?.currentBattleId ?? null);
  return {
    stage,
    current_battle_id: currentId,
    battle_number: number,
    roulette: {
      state: row?.rouletteState ?? 'idle',
      battle_id: row?.rouletteBattleId ?? null,
      left: row?.rouletteLeft ?? null,
      right: row?.rouletteRight ?? null,
      changed_at: iso(row?.rouletteChangedAt ?? null),
    },
  };
}

export function presentEventBattles(event: EventRow, battles: TBattle[], showRow?: ShowRow): TEventBattles {
  const show = presentShow(showRow, battles);
  const current = battles.find((battle) => battle._id === show.current_battle_id);
  return {
    _id: event.id,
    event_type: event.eventType,
    title_eng: event.titleEng,
    title_jap: event.titleJap,
    youtube_emd: event.youtubeEmd,
    battles_time: event.battlesTime,
    battles,
    roulette: current?.roulette ?? null,
    show,
    voting_rule: event.votingRule,
    projector_language: event.projectorLanguage,
  };
}

/** A stored battle's phase (docs/decisions.md#275). */
export const phaseOfRow = (battle: BattleRow): BattlePhase =>
  phaseOf({
    battle_status: battle.battleStatus,
    voting_status: battle.votingStatus,
    voting_opened: battle.votingOpenedAt !== null,
  });

/** What the life cycle's guards read of a stored battle and its votes. */
export const factsOfRow = (battle: BattleRow, votes: { Player1: number; Player2: number }): BattleFacts => ({
  phase: phaseOfRow(battle),
  votingOpen: battle.votingStatus === 'on',
  votingOpened: battle.votingOpenedAt !== null,
  timerStarted: battle.timeStatus !== null,
  votes,
});

/** The timer fields of a stored battle, as the contract's timer rules read them (§4). */
export function timerOf(battle: BattleRow): BattleTimer {
  return {
    battle_status: battle.battleStatus,
    battle_time_status: battle.timeStatus,
    battle_time_start: iso(battle.timeStart),
    battle_time_pause: iso(battle.timePause),
    battle_time_replay: iso(battle.timeReplay),
    battle_timeRemaining: battle.timeRemaining,
  };
}

/** A roulette as the roulette calls answer it (§3 Roulette). */
export const presentRoulette = (row: RouletteRow): TRoulette => ({
  keywords: row.keywords,
  sponsor_img: row.sponsorImg,
});
