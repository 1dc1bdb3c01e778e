import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const sides = (Player1: number, Player2: number) => ({ Player1, Player2 });
const report = {
  status: 1,
  message: 'ok',
  event: {
    _id: 'e1',
    title_eng: 'Night Canvas',
    title_jap: '夜のキャンバス',
    date_times: [{ dates: '2026-12-05', start_time: '18:00', end_time: '21:00' }],
    timezone: 'Asia/Tokyo',
    venue_name_eng: 'Shibuya Hall',
    venue_name_jap: '渋谷ホール',
  },
  joined: { artists: 4, voters: 120, voters_in_room: 85 },
  peak_watching: { viewers: 342, at: '2026-12-05T10:12:00.000Z' },
  battles: [
    {
      battle_id: 'b1',
      battle_name: 'Final',
      battle_name_jap: '決勝',
      player1: 'mika.paints',
      player2: 'jun_ink',
      player1_id: 'u1',
      status: 'complete',
      winner_id: 'u1',
      draw: false,
      votes: { room: sides(50, 30), online: sides(12, 18) },
      curve: {
        battle_id: 'b1',
        started_at: '2026-12-05T10:00:00.000Z',
        step: 60,
        points: [
          { at: 0, room: sides(0, 0), online: sides(0, 0) },
          { at: 600, room: sides(50, 30), online: sides(12, 18) },
        ],
        lead_changes: [{ at: 30, leader: 'Player1' }],
        voting: [{ opened: 0, closed: 600 }],
      },
    },
  ],
  sponsors: [{ image: 'uploads/sponsors/brush-co.webp', seconds: 754 }],
};

describe('the night report /admin/report/:eventId (docs/decisions.md#424)', () => {
  beforeEach(() => {
    saveSession(sessionOf(buildSessionUser({ _id: 'admin-1', role: 'admin' }), 'jwt-admin'));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('says who joined, the peak watching, each battle’s votes by origin with its curve, and each sponsor’s time; prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    stubFetch(on('/backend/admin-api/events/e1/report', { body: report }));
    renderRoute('/admin/report/e1');
    expect(await screen.findByRole('heading', { name: 'Night report — Night Canvas' })).toBeInTheDocument();
    const joined = within(screen.getByRole('region', { name: 'Who joined' }));
    expect(joined.getByText('Voters').nextElementSibling).toHaveTextContent('120 (of them in the room 85)');
    expect(joined.getByText('Peak watching').nextElementSibling).toHaveTextContent('342 at 7:12 PM');

    const final = within(screen.getByRole('article', { name: 'Final' }));
    expect(final.getByText('mika.paints vs jun_ink · Winner: mika.paints')).toBeInTheDocument();
    expect([...within(final.getAllByRole('table')[0]!).getAllByRole('row')].map((row) => row.textContent)).toEqual([
      'Votesmika.paintsjun_ink',
      'In the room5030',
      'Online1218',
      'Total6248',
    ]);
    expect(final.getByRole('figure', { name: 'How the votes went' })).toBeInTheDocument();
    const sponsors = within(screen.getByRole('region', { name: 'Sponsors on the projector' }));
    expect(sponsors.getByRole('img', { name: 'Sponsor' })).toHaveAttribute(
      'src',
      '/backend/uploads/sponsors/brush-co.webp',
    );
    expect(sponsors.getByText('12 min 34 s')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('heading', { name: 'ナイトレポート — 夜のキャンバス' })).toBeInTheDocument();
    expect(screen.getByText('12分34秒')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '決勝' })).toBeInTheDocument();
  });
});
