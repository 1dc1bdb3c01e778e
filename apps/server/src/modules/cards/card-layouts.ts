import type { Language } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { box, CARD, type CardNode } from './card-image.ts';

// The two share cards' layouts (docs/decisions.md#423), in the big screen's colours: player 1 blue, player 2 magenta
// (docs/product.md#rule-16), the product's gold for what was won.
const PADDING = { x: 56, y: 40 } as const;
const COLOURS = { stage: '#0f1424', blue: '#4ea3e6', magenta: '#e0558f', gold: '#f5b301', muted: '#aab4c8' } as const;

/** A face for a card: a data URI and who it is. */
export interface CardPerson {
  name: string;
  face: string;
  /** The photo of their canvas in this battle (docs/decisions.md#425), ARTWORK's size, when one was taken. */
  artwork?: string | undefined;
}

/** A canvas's photo on a battle card: 3:2, as most phones take them, the face small on its corner. */
export const ARTWORK = { width: 300, height: 200 } as const;

/** The champion's canvas in the final on the event card: larger, the same shape. */
export const CHAMPION_ARTWORK = { width: 400, height: 300 } as const;

/**
 * What shows a player: the photo of their canvas (`size`) with their face small on its corner, or their face alone
 * (`faceSize` square).
 */
function portrait(
  person: CardPerson,
  ring: string,
  { size = ARTWORK, faceSize = 150 }: { size?: { width: number; height: number }; faceSize?: number } = {},
): CardNode {
  if (!person.artwork) return face(person, faceSize, ring);
  const corner = Math.round(size.width / 4);
  return box(
    { position: 'relative', width: size.width, height: size.height, marginBottom: 24 },
    {
      type: 'img',
      props: {
        src: person.artwork,
        width: size.width,
        height: size.height,
        style: { borderRadius: 18, border: `4px solid ${ring}`, objectFit: 'cover' },
      },
    },
    box({ position: 'absolute', left: -18, bottom: -18 }, face(person, corner, ring)),
  );
}

const face = (person: CardPerson, size: number, ring: string): CardNode => ({
  type: 'img',
  props: {
    src: person.face,
    width: size,
    height: size,
    style: { borderRadius: '50%', border: `6px solid ${ring}`, objectFit: 'cover' },
  },
});

/** The card's frame: the stage's dark with the two players' glows, the product and the event along the top. */
const frame = (top: string, ...children: CardNode[]): CardNode =>
  box(
    {
      // Satori sizes a box without its padding: the card's size is the padded box's.
      width: CARD.width - 2 * PADDING.x,
      height: CARD.height - 2 * PADDING.y,
      flexDirection: 'column',
      padding: `${PADDING.y}px ${PADDING.x}px`,
      color: 'white',
      fontFamily: 'Noto Sans JP',
      backgroundColor: COLOURS.stage,
      backgroundImage: `radial-gradient(circle at 0% 50%, rgba(15,120,197,0.45), transparent 45%), radial-gradient(circle at 100% 50%, rgba(193,39,104,0.45), transparent 45%)`,
    },
    box(
      { alignItems: 'center', gap: 16, fontSize: 26 },
      box({ color: COLOURS.gold, fontWeight: 900 }, 'ArtClash'),
      box({ color: COLOURS.muted, fontWeight: 400 }, top),
    ),
    ...children,
  );

/** One player's side of a battle card: the face, the name, their share and votes, and Winner above the winner. */
function side(person: CardPerson, colour: string, share: string, votes: string, badge: string | undefined): CardNode {
  return box(
    { flexDirection: 'column', alignItems: 'center', width: 330, gap: 4 },
    box(
      { height: 40, alignItems: 'center', fontSize: 24, fontWeight: 900, color: COLOURS.stage },
      badge ? box({ backgroundColor: COLOURS.gold, borderRadius: 20, padding: '2px 18px' }, badge) : '',
    ),
    portrait(person, colour),
    box({ fontSize: 32, fontWeight: 700, maxWidth: 330, overflow: 'hidden' }, person.name),
    box({ fontSize: 52, fontWeight: 900, color: colour, lineHeight: 1 }, share),
    box({ fontSize: 22, color: COLOURS.muted }, votes),
  );
}

export interface BattleCardData {
  language: Language;
  event: string;
  battle: string;
  theme: string;
  players: [CardPerson, CardPerson];
  votes: { Player1: number; Player2: number };
  shares: { player1: number; player2: number };
  /** 1 or 2 for the winner's side, 'draw', or null. */
  won: 1 | 2 | 'draw' | null;
}

/** A completed battle's card: its two faces (on their canvases' photos when taken) and names, the theme, the split and the winner. */
export function battleCardLayout(data: BattleCardData): CardNode {
  const say = (key: string, values?: Record<string, string | number>) =>
    translate(data.language, `server.card.${key}` as Parameters<typeof translate>[1], values);
  const [one, two] = data.players;
  const badge = (side: 1 | 2) => (data.won === 'draw' ? say('draw') : data.won === side ? say('winner') : undefined);
  const total = Math.max(data.votes.Player1 + data.votes.Player2, 1);
  return frame(
    data.event,
    box({ fontSize: 46, fontWeight: 900, marginTop: 4 }, data.battle),
    box(
      { flex: 1, alignItems: 'center', justifyContent: 'space-between' },
      side(one, COLOURS.blue, `${data.shares.player1}%`, say('votes', { count: data.votes.Player1 }), badge(1)),
      box(
        { flexDirection: 'column', alignItems: 'center', gap: 8, width: 320, textAlign: 'center' },
        box({ fontSize: 40, fontWeight: 900, color: COLOURS.muted }, 'VS'),
        box({ fontSize: 22, color: COLOURS.muted }, say('theme')),
        box({ fontSize: 34, fontWeight: 700, color: COLOURS.gold, justifyContent: 'center' }, data.theme || '—'),
      ),
      side(two, COLOURS.magenta, `${data.shares.player2}%`, say('votes', { count: data.votes.Player2 }), badge(2)),
    ),
    box(
      { height: 22, borderRadius: 11, overflow: 'hidden', backgroundColor: '#2a3146' },
      box({ width: `${(data.votes.Player1 / total) * 100}%`, backgroundColor: COLOURS.blue }),
      box({ width: `${(data.votes.Player2 / total) * 100}%`, backgroundColor: COLOURS.magenta }),
    ),
  );
}

export interface EventCardData {
  language: Language;
  title: string;
  date: string;
  champion: CardPerson;
  runnerUp: CardPerson | undefined;
}

/** A finished event's card: its champion, large (on their canvas in the final, when photographed), and the runner-up. */
export function eventCardLayout(data: EventCardData): CardNode {
  const say = (key: string) => translate(data.language, `server.card.${key}` as Parameters<typeof translate>[1]);
  return frame(
    data.date,
    box({ fontSize: 54, fontWeight: 900, marginTop: 6 }, data.title),
    box(
      { flex: 1, alignItems: 'center', gap: 48 },
      portrait(data.champion, COLOURS.gold, { size: CHAMPION_ARTWORK, faceSize: 260 }),
      box(
        { flexDirection: 'column', gap: 10 },
        box({ fontSize: 34, fontWeight: 900, color: COLOURS.gold }, say('champion')),
        box({ fontSize: 68, fontWeight: 900, lineHeight: 1.1 }, data.champion.name),
        data.runnerUp
          ? box(
              { alignItems: 'center', gap: 16, marginTop: 18, fontSize: 28, color: COLOURS.muted },
              face(data.runnerUp, 64, COLOURS.muted),
              `${say('runnerUp')}  ${data.runnerUp.name}`,
            )
          : false,
      ),
    ),
  );
}
