import { type TRouletteRound, ZRouletteDrawsReplySchema } from '@artclash/contract';
import { SCREEN_HEADER } from '@artclash/contract/values';
import { describe, expect, it } from 'vitest';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { checkRound, drawTheme, rouletteCommitment, rouletteSeed } from './roulette-draw.ts';

// The roulette anyone can check (docs/decisions.md#422): a commitment before the spin, the seed at the lock.
const t = useTestApp();
const pair = (eng1: string, jap1: string, eng2: string, jap2: string) => ({
  keyword_eng1: eng1,
  keyword_jap1: jap1,
  keyword_eng2: eng2,
  keyword_jap2: jap2,
});
const keywords = [
  pair('Ocean', '海', 'Fire', '炎'),
  pair('City', '街', 'Dream', '夢'),
  pair('Forest', '森', 'Light', '光'),
  pair('Ocean', '海', 'Storm', '嵐'),
];

describe('the draw rule', () => {
  const seed = rouletteSeed({ secret: 's'.repeat(32), battleId: 'b1', round: 0 });
  const none = { left: [], right: [] };

  it('gives each battle and round a seed of its own, and the same draw for the same seed, pool and draw number', () => {
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(rouletteSeed({ secret: 's'.repeat(32), battleId: 'b1', round: 1 })).not.toBe(seed);
    expect(rouletteSeed({ secret: 's'.repeat(32), battleId: 'b2', round: 0 })).not.toBe(seed);
    const first = drawTheme({ seed, keywords, draw: 1, excluded: none });
    expect(drawTheme({ seed, keywords, draw: 1, excluded: none })).toEqual(first);
    // Over many draws every keyword of a side comes up, each side's duplicates once.
    const lefts = new Set(
      Array.from({ length: 60 }, (_, draw) => drawTheme({ seed, keywords, draw, excluded: none })?.left.eng),
    );
    expect(lefts).toEqual(new Set(['Ocean', 'City', 'Forest']));
  });

  it('leaves out what other battles have on a side, until every keyword of it was drawn', () => {
    const excluded = {
      left: [
        { eng: 'Ocean', jap: '海' },
        { eng: 'City', jap: '街' },
      ],
      right: [],
    };
    for (let draw = 1; draw <= 20; draw += 1)
      expect(drawTheme({ seed, keywords, draw, excluded })?.left).toEqual({ eng: 'Forest', jap: '森' });
    const all = { left: [...excluded.left, { eng: 'Forest', jap: '森' }], right: [] };
    expect(drawTheme({ seed, keywords, draw: 1, excluded: all })).toBeDefined();
  });

  it('checks a round: a tampered seed, pool or draw fails', () => {
    const theme = drawTheme({ seed, keywords, draw: 1, excluded: none })!;
    const round: TRouletteRound = {
      battle_id: 'b1',
      round: 0,
      seed,
      spins: [
        {
          at: '',
          commitment: rouletteCommitment({ battleId: 'b1', keywords, seed }),
          keywords,
          stops: [{ at: '', draw: 1, excluded: none, theme }],
        },
      ],
      locked: theme,
    };
    expect(checkRound(round)).toEqual([]);
    expect(checkRound({ ...round, seed: seed.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toContainEqual({
      problem: 'commitment',
    });
    const other = drawTheme({ seed, keywords, draw: 2, excluded: none })!;
    const swapped = {
      ...round.spins[0]!,
      stops: [
        {
          at: '',
          draw: 1,
          excluded: none,
          theme: { ...theme, left: other.left.eng === theme.left.eng ? { eng: 'Nope', jap: 'x' } : other.left },
        },
      ],
    };
    expect(checkRound({ ...round, spins: [swapped] })).toContainEqual({ problem: 'draw', draw: 1 });
    expect(checkRound({ ...round, locked: { ...theme, right: { eng: 'Nope', jap: 'x' } } })).toEqual([
      { problem: 'lock' },
    ]);
    expect(checkRound({ ...round, seed: null })).toEqual([]);
  });
});

describe('the roulette-draws call, through the control room’s calls', () => {
  it('shows a commitment before the spin that the spin keeps, and the seed only at the lock; the round checks', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId } = await buildBattle({ db: t.db, eventId, roulette: { keywords, sponsorImg: '' } });
    const organiser = await userWithToken(t, { role: 'admin' });
    const turn = async (action: string, from: string) => {
      const reply = await t.inject({
        method: 'POST',
        url: `/backend/admin-api/events/${eventId}/show/roulette`,
        payload: { battleId, action, from },
        headers: { authorization: organiser.token, [SCREEN_HEADER]: 'controlRoom' },
      });
      expect(reply.statusCode).toBe(200);
    };
    const draws = async () =>
      ZRouletteDrawsReplySchema.parse((await callAs(t, 'GET', `/backend/api/events/${eventId}/roulette-draws`)).json());

    const before = await draws();
    expect(before.rounds).toEqual([]);
    const [next] = before.next;
    expect(next).toMatchObject({ battle_id: battleId, round: 0, commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });

    await turn('spin', 'idle');
    await turn('stop', 'spinning');
    await turn('spin', 'stopped');
    await turn('stop', 'spinning');
    const stopped = await draws();
    const [open] = stopped.rounds;
    // The spins keep the commitment shown before them; the seed is still secret.
    expect(open?.spins.map((spin) => spin.commitment)).toEqual([next!.commitment, next!.commitment]);
    expect(open?.spins.flatMap((spin) => spin.stops.map((stop) => stop.draw))).toEqual([1, 2]);
    expect(open?.seed).toBeNull();
    expect(JSON.stringify(stopped)).not.toContain(rouletteSeed({ secret: t.config.jwtSecret, battleId, round: 0 }));

    await turn('lock', 'stopped');
    const locked = await draws();
    const [round] = locked.rounds;
    expect(round?.seed).toBe(rouletteSeed({ secret: t.config.jwtSecret, battleId, round: 0 }));
    expect(round?.locked).toEqual(round?.spins[1]?.stops[0]?.theme);
    expect(checkRound(round!)).toEqual([]);
    // The battle is running: nothing is committed for it until an undone start begins its next round.
    expect(locked.next).toEqual([]);

    for (const id of ['nope', '2b3c1d52-6f3a-4d3c-9a0b-0f2f4e5d6c7b'])
      expect((await callAs(t, 'GET', `/backend/api/events/${id}/roulette-draws`)).statusCode).toBe(404);
  });
});
