import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { battleNameIn, finalistsOfBattles, type Language, type TPlayer } from '@artclash/contract';
import { localized, voteShare } from '@artclash/contract/values';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { battleById, readEventBattles } from '../battles/index.ts';
import { readEventDetails } from '../events/index.ts';
import { artworkOf, faceOf, renderCard } from './card-image.ts';
import { ARTWORK, battleCardLayout, CHAMPION_ARTWORK, type CardPerson, eventCardLayout } from './card-layouts.ts';

/** Raised when a layout changes: every card is made again. */
const LAYOUT_VERSION = 1;
const FACE = { battle: 150, champion: 260, runnerUp: 64 } as const;

export interface CardPlaces {
  db: Executor;
  uploadsDir: string;
  /** Where made cards are kept: DATA_DIR/cards. */
  cardsDir: string;
}

/**
 * A card made once (docs/decisions.md#423): its file is named by a hash of everything it shows (the texts, the faces'
 * files, the layout's version), so a card is drawn again only when something on it changed, and the old one is left
 * to the next backup's pruning. Two requests at once may both draw it; the last rename wins, with the same bytes.
 */
async function cached(cardsDir: string, shows: unknown, draw: () => Promise<Buffer>) {
  const key = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, shows]))
    .digest('hex')
    .slice(0, 32);
  const file = join(cardsDir, `${key}.png`);
  try {
    return { key, png: await readFile(file) };
  } catch {
    const png = await draw();
    await mkdir(cardsDir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, png);
    await rename(partial, file);
    return { key, png };
  }
}

const personOf = async (player: TPlayer | null, uploadsDir: string, size: number): Promise<CardPerson> => ({
  name: player?.username ?? '—',
  face: await faceOf(player?.profileImage, uploadsDir, size),
});

/** A completed battle's card in `language`: 404 for no such battle, 409 before it is complete. */
export async function battleCard({
  db,
  uploadsDir,
  cardsDir,
  battleId,
  language,
}: CardPlaces & { battleId: string; language: Language }) {
  const eventId = isUuid(battleId) ? (await battleById({ db, battleId }))?.eventId : undefined;
  const event = eventId ? await readEventBattles({ db, eventId, language }) : undefined;
  const battle = event?.battles.find((each) => each._id === battleId);
  if (!event || !battle) throw new AppError('notFound', 'server.battleNotFound');
  if (battle.battle_status !== 'complete' || !battle.votes) throw new AppError('conflict', 'server.cardNotYet');
  const { votes } = battle;
  const shows = {
    language,
    event: localized(language, event.title_eng, event.title_jap),
    battle: battleNameIn(language, battle),
    theme: [
      localized(language, battle.battle1_keyword_eng, battle.battle1_keyword_jap),
      localized(language, battle.battle2_keyword_eng, battle.battle2_keyword_jap),
    ]
      .filter(Boolean)
      .join(' + '),
    votes,
    shares: voteShare(votes),
    won: battle.draw
      ? ('draw' as const)
      : battle.player_winner_id === battle.battle1?._id
        ? (1 as const)
        : battle.player_winner_id === battle.battle2?._id
          ? (2 as const)
          : null,
    faces: [battle.battle1, battle.battle2].map((player) => [player?.username, player?.profileImage]),
    artworks: [battle.battle1_artwork, battle.battle2_artwork].map((artwork) => artwork?.sizes.at(-1)?.path),
  };
  const playerOf = async (player: TPlayer | null, artwork: string | undefined) => ({
    ...(await personOf(player, uploadsDir, FACE.battle)),
    artwork: await artworkOf(artwork, uploadsDir, ARTWORK),
  });
  return cached(cardsDir, shows, async () =>
    renderCard(
      battleCardLayout({
        ...shows,
        players: [await playerOf(battle.battle1, shows.artworks[0]), await playerOf(battle.battle2, shows.artworks[1])],
      }),
    ),
  );
}

/** A finished event's card in `language`, its champion large: 404 for no such event, 409 before it has a champion. */
export async function eventCard({
  db,
  uploadsDir,
  cardsDir,
  eventId,
  language,
}: CardPlaces & { eventId: string; language: Language }) {
  const [details, event] = isUuid(eventId)
    ? await Promise.all([readEventDetails({ db, eventId, language }), readEventBattles({ db, eventId, language })])
    : [];
  if (!details || !event) throw new AppError('notFound', 'server.eventNotFound');
  const finalists = finalistsOfBattles(event.battles);
  const players = event.battles.flatMap((battle) => [battle.battle1, battle.battle2]);
  const champion = players.find((player) => player && player._id === finalists?.champion);
  if (!details.results_public || !champion) throw new AppError('conflict', 'server.cardNotYet');
  const runnerUp = players.find((player) => player && player._id === finalists?.runnerUp) ?? null;
  // The champion's canvas in the final, the last battle completed (docs/product.md#rule-111), when photographed.
  const final = event.battles.filter((battle) => battle.battle_status === 'complete').at(-1);
  const artwork = final?.battle1?._id === champion._id ? final.battle1_artwork : final?.battle2_artwork;
  const first = details.date_times[0];
  const shows = {
    language,
    title: localized(language, details.title_eng, details.title_jap),
    date: first
      ? new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${first.dates}T00:00:00Z`),
        )
      : '',
    faces: [champion, runnerUp].map((player) => [player?.username, player?.profileImage]),
    artwork: artwork?.sizes.at(-1)?.path,
  };
  return cached(cardsDir, shows, async () =>
    renderCard(
      eventCardLayout({
        ...shows,
        champion: {
          ...(await personOf(champion, uploadsDir, FACE.champion)),
          artwork: await artworkOf(shows.artwork, uploadsDir, CHAMPION_ARTWORK),
        },
        runnerUp: runnerUp ? await personOf(runnerUp, uploadsDir, FACE.runnerUp) : undefined,
      }),
    ),
  );
}
