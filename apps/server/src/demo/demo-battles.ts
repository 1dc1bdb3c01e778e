import type { TJudgeScores } from '@artclash/contract';
import type { RouletteKeyword } from '../db/schema/index.ts';
import type { NewBattle, NewRoulette } from '../modules/battles/index.ts';
import { demoId } from './ids.ts';
import { artworkImage, demoArtwork, demoImagePath, sponsorImage } from './images.ts';
import { DEMO_ARTISTS, DEMO_FANS } from './people.ts';
import { KEYWORDS } from './event-specs.ts';
import { type Picker, picker } from './prng.ts';

interface DemoVote {
  eventId: string;
  battleId: string;
  voterId: string;
  receiverId: string;
  /** From the big screen's room code, or online. */
  inRoom: boolean;
  /** Seconds after voting opened: the time of its entry in the night's log. */
  after: number;
}

export interface DemoBattle {
  battle: NewBattle;
  roulette: NewRoulette;
  votes: DemoVote[];
}

export const BATTLE_NAMES = [
  ['Battle 1', 'バトル1'],
  ['Battle 2', 'バトル2'],
  ['Final Battle', '決勝バトル'],
] as const;

function rouletteKeywords(p: Picker): RouletteKeyword[] {
  return Array.from({ length: 6 }, () => {
    const [first, second] = [p.pick(KEYWORDS), p.pick(KEYWORDS)];
    return { keyword_eng1: first[0], keyword_jap1: first[1], keyword_eng2: second[0], keyword_jap2: second[1] };
  });
}

function judgeScores(p: Picker): TJudgeScores {
  const score = () => Math.round(p.between(60, 96));
  return {
    idea: { player1: score(), player2: score() },
    speed: { player1: score(), player2: score() },
    technique: { player1: score(), player2: score() },
    storytelling: { player1: score(), player2: score() },
  };
}

/** About three in four fans vote, leaning towards one player; never a player of the battle (docs/product.md#rule-17). */
function fanVotes(p: Picker, eventId: string, battleId: string, players: [string, string]) {
  const lean = p.between(0.25, 0.75);
  return DEMO_FANS.filter(() => p.next() < 0.75).map((fan) => ({
    eventId,
    battleId,
    voterId: fan.id,
    receiverId: p.next() < lean ? players[0] : players[1],
  }));
}

/**
 * When and from where each vote came, in the battle's `seconds` of voting (docs/decisions.md#421): about two in three
 * from the room; one player's votes come early and the other's late, so a lead often changes. A picker of its own, so
 * the votes themselves are those of every earlier demo.
 */
function timed(p: Picker, votes: Omit<DemoVote, 'inRoom' | 'after'>[], seconds: number): DemoVote[] {
  const late = votes[Math.floor(p.next() * votes.length)]?.receiverId;
  return votes.map((vote) => {
    const share = p.next();
    const after = seconds * 0.9 * (vote.receiverId === late ? Math.sqrt(share) : share ** 2);
    return { ...vote, inRoom: p.next() < 0.65, after: Math.round(after * 10) / 10 };
  });
}

/** The seed of a demo canvas's photo: one per event, battle and side. */
export const artworkSeed = (eventIndex: number, position: number, side: 1 | 2) => eventIndex * 10 + position * 2 + side;

/**
 * The three battles of one demo event, each with its roulette. Past battles are complete: the
 * keywords were spun, the votes are in, the winner is the player with more votes.
 */
export function demoBattles({
  eventIndex,
  eventId,
  artists,
  past,
  photographed = false,
  battlesTime,
}: {
  eventIndex: number;
  eventId: string;
  artists: number[];
  past: boolean;
  /** Its canvases were photographed at time up (docs/decisions.md#425): the last past night's were. */
  photographed?: boolean;
  /** Each battle's minutes. */
  battlesTime: number;
}): DemoBattle[] {
  const p = picker(7000 + eventIndex);
  return BATTLE_NAMES.map(([battleName, battleNameJap], position) => {
    const id = demoId('battle', eventIndex * 10 + position + 1);
    const players: [string, string] = [
      DEMO_ARTISTS[artists[position * 2] ?? 0]!.id,
      DEMO_ARTISTS[artists[position * 2 + 1] ?? 1]!.id,
    ];
    const keywords = rouletteKeywords(p);
    const roulette: NewRoulette = {
      id: demoId('roulette', eventIndex * 10 + position + 1),
      keywords,
      sponsorImg: demoImagePath(sponsorImage((eventIndex + position) % 4)),
    };
    const battle: NewBattle = {
      id,
      eventId,
      position,
      battleName,
      battleNameJap,
      player1Id: players[0],
      player2Id: players[1],
    };
    if (!past) return { battle, roulette, votes: [] };

    const votes = timed(picker(9000 + eventIndex * 10 + position), fanVotes(p, eventId, id, players), battlesTime * 60);
    const forFirst = votes.filter((vote) => vote.receiverId === players[0]).length;
    const spun = keywords[0]!;
    Object.assign(battle, {
      battleStatus: 'complete',
      timeRemaining: 'Time is up!',
      votingBar: 'show',
      winnerId: forFirst >= votes.length - forFirst ? players[0] : players[1],
      keyword1Eng: spun.keyword_eng1,
      keyword1Jap: spun.keyword_jap1,
      keyword2Eng: spun.keyword_eng2,
      keyword2Jap: spun.keyword_jap2,
      judgeScores: position === 2 ? judgeScores(p) : null,
      ...(photographed && {
        artwork1: demoArtwork(artworkImage(artworkSeed(eventIndex, position, 1))),
        artwork2: demoArtwork(artworkImage(artworkSeed(eventIndex, position, 2))),
      }),
    } satisfies Partial<NewBattle>);
    return { battle, roulette, votes };
  });
}
