import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildBattle, buildEvent, buildPlayer, buildUser, eventBattlesReply, singleEventReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const mika = buildPlayer({ username: 'mika.paints', country: 'Japan' });
const jun = buildPlayer({ username: 'jun_ink', country: 'Korea' });
const event = buildEvent({
  title_eng: 'Akihabara Pixel & Paint',
  title_jap: '秋葉原ピクセル＆ペイント',
  types: 'past',
  participants: [mika, jun, buildUser({ username: 'sora', city: 'Taipei', country: 'Taiwan' })].map((user) => ({
    user,
  })),
});
const scored = buildBattle({
  battle_name: 'Final',
  battle1: mika,
  battle2: jun,
  player_winner_id: mika._id,
  votes: { Player1: 30, Player2: 10 },
  judge_scores: { idea: { player1: 90, player2: 75 }, technique: { player1: 98, player2: 89 } },
});
const unscored = buildBattle({
  battle_name: 'Semi-final',
  battle1: jun,
  battle2: mika,
  votes: { Player1: 1, Player2: 2 },
});

function stubResults() {
  stubFetch(
    on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }),
    on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, [scored, unscored]) }),
  );
}

describe('Art Battle Results', () => {
  it('shows each battle with its winner, vote shares and totals, and only the judge scores entered', async () => {
    stubResults();
    renderRoute(`/match-details/${event._id}`);
    expect(await screen.findByRole('heading', { name: 'Akihabara Pixel & Paint' })).toBeInTheDocument();
    expect(screen.getByText('Sat, Dec 5, 2026')).toBeInTheDocument();

    const [final, semi] = screen.getAllByRole('article');
    const finalCard = within(final!);
    expect(finalCard.getByRole('link', { name: 'Open the live page of Final' })).toHaveAttribute(
      'href',
      `/live-event/${event._id}`,
    );
    expect(finalCard.getByText('Winner')).toBeInTheDocument();
    expect(finalCard.getByText('Winner').parentElement).toHaveTextContent('mika.paints');
    expect(finalCard.getByRole('img', { name: 'Vote share: mika.paints 75%, jun_ink 25%' })).toBeInTheDocument();
    expect(finalCard.getByText('30 votes')).toBeInTheDocument();
    expect(finalCard.getByText('Total votes: 40')).toBeInTheDocument();
    expect(finalCard.getByRole('rowheader', { name: 'IDEA' })).toBeInTheDocument();
    expect(finalCard.getByRole('rowheader', { name: 'TECHNIQUE' })).toBeInTheDocument();
    expect(finalCard.queryByRole('rowheader', { name: 'SPEED' })).not.toBeInTheDocument();
    expect(finalCard.queryByRole('rowheader', { name: 'STORYTELLING' })).not.toBeInTheDocument();

    const semiCard = within(semi!);
    expect(semiCard.queryByRole('table')).not.toBeInTheDocument();
    expect(semiCard.queryByText('Winner')).not.toBeInTheDocument();
    expect(semiCard.getByRole('img', { name: 'Vote share: jun_ink 33.33%, mika.paints 66.67%' })).toBeInTheDocument();
  });

  it('names the champion and runner-up from the last completed battle, the final (docs/product.md#rule-111)', async () => {
    const semi = buildBattle({
      battle_name: 'Semi-final',
      battle_status: 'complete',
      battle1: jun,
      battle2: mika,
      player_winner_id: jun._id,
      votes: { Player1: 9, Player2: 1 },
    });
    const final = buildBattle({
      battle_name: 'Final',
      battle_status: 'complete',
      battle1: mika,
      battle2: jun,
      player_winner_id: mika._id,
      votes: { Player1: 2, Player2: 1 },
    });
    stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, [semi, final]) }),
    );
    renderRoute(`/match-details/${event._id}`);
    const podium = within(await screen.findByRole('region', { name: 'Champion' }));
    const [champion, runnerUp] = podium.getAllByRole('listitem');
    expect(champion).toHaveTextContent('Champion');
    expect(champion).toHaveTextContent('mika.paints');
    expect(runnerUp).toHaveTextContent('2nd');
    expect(runnerUp).toHaveTextContent('jun_ink');
  });

  it('names no champion while the final has none', async () => {
    stubResults();
    renderRoute(`/match-details/${event._id}`);
    await screen.findByRole('heading', { name: 'Akihabara Pixel & Paint' });
    expect(screen.queryByRole('region', { name: 'Champion' })).not.toBeInTheDocument();
  });

  it('reads Draw for a drawn battle, in either language, with no winner (docs/product.md#rule-377)', async () => {
    const drawn = buildBattle({ battle_name: 'Tie', battle1: mika, battle2: jun, draw: true, player_winner_id: null });
    stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, [unscored, drawn]) }),
    );
    const user = userEvent.setup();
    renderRoute(`/match-details/${event._id}`);
    await screen.findByText('Tie');
    const [semiCard, drawnCard] = screen.getAllByRole('article');
    const card = within(drawnCard!);
    expect(card.getAllByText('Draw')).toHaveLength(2);
    expect(card.queryByText('Winner')).not.toBeInTheDocument();
    expect(within(semiCard!).queryByText('Draw')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Champion' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findAllByText('引き分け')).toHaveLength(2);
  });

  it('shows the photos of the canvases under their artists, in either language, and none where none was taken (docs/decisions.md#425)', async () => {
    const photo = {
      width: 1280,
      height: 960,
      sizes: [320, 640, 1280].map((width) => ({ path: `uploads/artworks/ocean-${width}.webp`, width })),
    };
    const pictured = { ...scored, battle1_artwork: photo };
    stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, [pictured, unscored]) }),
    );
    const user = userEvent.setup();
    renderRoute(`/match-details/${event._id}`);
    await screen.findByText('Final');
    const [final, semi] = screen.getAllByRole('article');
    const artworks = within(within(final!).getByRole('list', { name: 'The artworks' }));
    const image = artworks.getByRole('img', { name: "mika.paints's artwork" });
    expect(image).toHaveAttribute('src', '/backend/uploads/artworks/ocean-1280.webp');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/backend/uploads/artworks/ocean-320.webp 320w'));
    expect(image).toHaveAttribute('width', '1280');
    expect(artworks.queryByRole('img', { name: "jun_ink's artwork" })).not.toBeInTheDocument();
    expect(within(semi!).queryByRole('list', { name: 'The artworks' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('img', { name: 'mika.paintsさんの作品' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '作品' })).toBeInTheDocument();
  });

  it('lists participants with profile links, and See All opens them in the modal', async () => {
    const user = userEvent.setup();
    stubResults();
    renderRoute(`/match-details/${event._id}`);
    const section = (await screen.findByRole('heading', { name: 'Participants' })).closest('section')!;
    expect(within(section).getByRole('link', { name: /sora/ })).toHaveTextContent('Taipei, Taiwan');

    await user.click(within(section).getByRole('button', { name: 'See All' }));
    const dialog = screen.getByRole('dialog', { name: 'Participants' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(event.participants.map(({ user: p }) => `/public-profile/${p._id}`));
  });

  it('offers the vote log for a recount: its download, its hash when asked, and the command, in both languages (docs/decisions.md#416)', async () => {
    const user = userEvent.setup();
    const hash = 'a'.repeat(64);
    const entry = {
      battle_id: scored._id,
      at: '2026-12-05T12:00:00.000Z',
      side: 'Player1',
      origin: 'room',
      voter: 'x1',
    };
    const { requests } = stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, [scored, unscored]) }),
      on(`/backend/api/events/${event._id}/vote-log`, {
        body: { status: 1, message: 'ok', event_id: event._id, entries: [entry, entry], hash },
      }),
    );
    renderRoute(`/match-details/${event._id}`);
    const card = within((await screen.findByRole('heading', { name: 'Vote log' })).closest('section')!);
    expect(card.getByRole('link', { name: 'Download the vote log' })).toHaveAttribute(
      'href',
      `/backend/api/events/${event._id}/vote-log`,
    );
    expect(card.getByText(`npm run recount -- --url ${window.location.origin} ${event._id}`)).toBeInTheDocument();
    // The log is read only when someone asks for its hash.
    expect(requests.some(({ url }) => url.pathname.endsWith('/vote-log'))).toBe(false);
    await user.click(card.getByRole('button', { name: 'Show its hash' }));
    expect(await card.findByText(hash)).toBeInTheDocument();
    expect(card.getByText('Votes in the log').nextElementSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('heading', { name: '投票記録' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '投票記録をダウンロード' })).toBeInTheDocument();
  });

  it('draws how each battle was won, with the lead changes and the closing in words and the figures in a table, in both languages (docs/decisions.md#421)', async () => {
    const user = userEvent.setup();
    // No canvas here: the chart's box stays empty, and what it draws is said beside it.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const sides = (Player1: number, Player2: number) => ({ Player1, Player2 });
    const curve = {
      battle_id: scored._id,
      started_at: '2026-12-05T12:00:00.000Z',
      step: 30,
      points: [
        { at: 0, room: sides(0, 0), online: sides(0, 0) },
        { at: 30, room: sides(1, 0), online: sides(0, 0) },
        { at: 60, room: sides(1, 0), online: sides(0, 0) },
        { at: 90, room: sides(1, 2), online: sides(0, 1) },
        { at: 95.4, room: sides(20, 8), online: sides(10, 2) },
      ],
      lead_changes: [
        { at: 12, leader: 'Player1' },
        { at: 75, leader: 'Player2' },
        { at: 93, leader: 'Player1' },
      ],
      voting: [{ opened: 0, closed: 95.4 }],
    };
    const { requests } = stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, [scored, unscored]) }),
      on(`/backend/api/events/${event._id}/battle-curves`, {
        body: { status: 1, message: 'ok', event_id: event._id, battles: [curve] },
      }),
    );
    renderRoute(`/match-details/${event._id}`);
    const [final, semi] = await screen.findAllByRole('article');
    const chart = within(await within(final!).findByRole('figure', { name: 'How the votes went' }));
    expect(within(semi!).queryByRole('figure')).not.toBeInTheDocument();
    expect(requests.filter(({ url }) => url.pathname.endsWith('/battle-curves'))).toHaveLength(1);

    expect(
      chart.getByText('mika.paints’s share of the votes over time, from the opening of voting (0:00) to 1:35.'),
    ).toBeInTheDocument();
    expect(
      chart
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(-4),
    ).toEqual([
      '0:12 mika.paints takes the lead',
      '1:15 jun_ink takes the lead',
      '1:33 mika.paints takes the lead',
      '1:35 voting closed',
    ]);
    // The table's rows: the points whose figures changed (0:30 and 1:00 are the same), each pair player 1 – player 2.
    await user.click(chart.getByText('The figures'));
    const table = within(
      chart.getByRole('table', { name: 'Votes for mika.paints – jun_ink, at each time the figures changed' }),
    );
    expect(table.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Time', 'In the room', 'Online', 'All votes', 'mika.paints’s share'],
      ['0:00', '0 – 0', '0 – 0', '0 – 0', '—'],
      ['0:30', '1 – 0', '0 – 0', '1 – 0', '100%'],
      ['1:30', '1 – 2', '0 – 1', '1 – 3', '25%'],
      ['1:35', '20 – 8', '10 – 2', '30 – 10', '75%'],
    ]);

    await user.click(screen.getByRole('button', { name: '日本語' }));
    const ja = within(await screen.findByRole('figure', { name: '投票の推移' }));
    expect(ja.getByText('1:15 jun_inkがリード')).toBeInTheDocument();
    expect(ja.getByText('1:35 投票締め切り')).toBeInTheDocument();
    expect(ja.getByRole('columnheader', { name: 'mika.paintsの得票率' })).toBeInTheDocument();
  });

  it('offers no vote log before the results are public', async () => {
    const upcoming = { ...event, types: 'upcoming' as const, results_public: false };
    stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(upcoming) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(upcoming, [scored]) }),
    );
    renderRoute(`/match-details/${event._id}`);
    expect(await screen.findByRole('heading', { name: 'Akihabara Pixel & Paint' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vote log' })).not.toBeInTheDocument();
  });
});
