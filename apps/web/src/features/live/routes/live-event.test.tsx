import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import defaultAvatar from '@/assets/default-avatar.svg';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildBattle, buildEvent, buildPlayer, eventBattles, liveVotes, singleEventReply } from '@/test/factories';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink', profileImage: '' });
const ren = buildPlayer({ username: 'ren' });
const sora = buildPlayer({ username: 'sora' });
const event = buildEvent({
  title_eng: 'Shibuya Night Canvas',
  title_jap: '渋谷ナイトキャンバス',
  youtube_emd: '<iframe width="560" height="315" src="https://www.youtube.com/embed/live123" allowfullscreen></iframe>',
});
const done = buildBattle({
  battle_name: 'Opening',
  battle_status: 'complete',
  battle1: ren,
  battle2: sora,
  player_winner_id: sora._id,
});
const live = buildBattle({
  battle_name: 'Semi-final',
  battle_status: 'live',
  battle1: mika,
  battle2: jun,
  voting_bar: 'show',
  votes: { Player1: 3, Player2: 1 },
});
const next = buildBattle({ battle_name: 'Final', battle_status: null, battle1: ren, battle2: mika });
const later = buildBattle({ battle_name: 'Encore', battle_status: null, battle1: null, battle2: sora });

const stubDetails = () =>
  stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event) }));

describe('the spectator live page /live-event (docs/product.md#rule-3)', () => {
  beforeEach(() => void stubEventSource());

  it('shows the stream, the title and date, and the live battle with its real players', async () => {
    stubDetails();
    renderRoute(`/live-event/${event._id}`);
    await connectStream(eventBattles(event, [done, live, next]));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Art Battle | mika.paints vs jun_ink' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/event-details/${event._id}`);
    expect(screen.getByText('Live now')).toBeInTheDocument();
    const stream = await screen.findByTitle('Live stream: Shibuya Night Canvas');
    expect(stream).toHaveAttribute('src', 'https://www.youtube.com/embed/live123');
    expect(stream).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(screen.getByRole('heading', { level: 2, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(await screen.findByText('Sat, Dec 5, 2026')).toBeInTheDocument();

    const card = within(screen.getByRole('region', { name: /Semi-final/ }));
    expect(card.getByText('mika.paints')).toBeInTheDocument();
    const avatars = card.getAllByRole('presentation');
    expect(avatars).toHaveLength(2);
    expect(avatars[0]).toHaveAttribute('width', '80');
    expect(avatars[1]).toHaveAttribute('src', defaultAvatar);
    expect(card.getByText('Theme: Ocean + Fire')).toBeInTheDocument();
    expect(card.getByRole('timer', { name: 'Time left' })).toHaveTextContent('10:00.0');
    expect(card.getByRole('img', { name: 'Vote share: mika.paints 75%, jun_ink 25%' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vote!' })).toHaveAttribute('href', `/voting/${event._id}`);
    // The battle list is /live-match's.
    expect(screen.queryByRole('heading', { name: 'Event Battles' })).not.toBeInTheDocument();
  });

  it('follows the stream: new counts move the bar, a new snapshot changes the battle', async () => {
    stubDetails();
    renderRoute(`/live-event/${event._id}`);
    const source = await connectStream(eventBattles(event, [done, live, next]));
    expect(await screen.findByRole('img', { name: /mika.paints 75%/ })).toBeInTheDocument();

    source.send('votes', liveVotes(live._id, 1, 1));
    expect(await screen.findByRole('img', { name: 'Vote share: mika.paints 50%, jun_ink 50%' })).toBeInTheDocument();

    source.send('snapshot', {
      event: eventBattles(event, [
        done,
        { ...live, battle_status: 'complete', battle_phase: 'complete', voting_bar: 'hide' },
        { ...next, battle_status: 'live', battle_phase: 'live', voting_bar: 'hide' },
      ]),
      serverNow: new Date().toISOString(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Art Battle | ren vs mika.paints' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Vote share/ })).not.toBeInTheDocument();
  });

  it('shows the last completed battle, with its winner, when none is live', async () => {
    stubDetails();
    renderRoute(`/live-event/${event._id}`);
    await connectStream(eventBattles(event, [done, next]));
    const card = within(await screen.findByRole('region', { name: /Opening/ }));
    expect(card.getByText('Winner').parentElement).toHaveTextContent('sora');
  });

  it('asks to wait when no battle has started, and speaks Japanese', async () => {
    localStorage.setItem('language', 'ja');
    const user = userEvent.setup();
    stubDetails();
    renderRoute(`/live-event/${event._id}`);
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    await connectStream(eventBattles(event, [next, later]));
    expect(FakeEventSource.latest().url).toBe(`/backend/api/live/${event._id}?lang=ja`);

    expect(await screen.findByRole('heading', { level: 3, name: '次のバトルまでお待ちください' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'アートバトル' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '渋谷ナイトキャンバス' })).toBeInTheDocument();
    expect(await screen.findByText('2026年12月5日(土)')).toBeInTheDocument();
    // No battle runs: the stream is not announced as live (docs/product.md#rule-327).
    expect(screen.queryByText('ライブ配信中')).toBeNull();
    expect(screen.getByRole('link', { name: '投票する！' })).toBeInTheDocument();
  });

  it('says the theme and the header in Japanese during a battle', async () => {
    localStorage.setItem('language', 'ja');
    const user = userEvent.setup();
    stubDetails();
    renderRoute(`/live-event/${event._id}`);
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    await connectStream(eventBattles(event, [live]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'アートバトル | mika.paints vs jun_ink' }),
    ).toBeInTheDocument();
    expect(screen.getByText('テーマ：海 + 炎')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '残り時間' })).toHaveTextContent('10:00.0');
  });

  it('shows "Event not found" for an unknown event', async () => {
    stubFetch(
      on('/backend/api/EventByAllBattle/nope', { status: 404, body: { status: 0, message: 'Event data not found' } }),
      on('/backend/api/SingleEventDetails/nope', { status: 404, body: { status: 0, message: 'Event data not found' } }),
    );
    renderRoute('/live-event/nope');
    const source = await waitFor(() => FakeEventSource.latest());
    source.fail({ retrying: false });
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });
});

describe('the watch page /live-match (docs/product.md#rule-4)', () => {
  beforeEach(() => void stubEventSource());

  it('adds the Event Battles list: battles neither live nor complete', async () => {
    saveSession(sessionOf(buildSessionUser(), 'jwt'));
    stubDetails();
    renderRoute(`/live-match/${event._id}`);
    await connectStream(eventBattles(event, [done, live, next, later]));
    const list = (await screen.findByRole('heading', { name: 'Event Battles' })).closest('section')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Finalren VS mika.paints', 'EncoreTo be decided VS sora']);
    expect(screen.getByRole('heading', { level: 1, name: 'Art Battle | mika.paints vs jun_ink' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/event-details/${event._id}`);
  });

  it('lists the battles in Japanese', async () => {
    localStorage.setItem('language', 'ja');
    saveSession(sessionOf(buildSessionUser(), 'jwt'));
    const user = userEvent.setup();
    stubDetails();
    renderRoute(`/live-match/${event._id}`);
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    await connectStream(eventBattles(event, [live, later]));
    const list = (await screen.findByRole('heading', { name: 'バトル一覧' })).closest('section')!;
    expect(within(list).getByText('未定 VS sora')).toBeInTheDocument();
  });

  it('needs a session', async () => {
    stubDetails();
    renderRoute(`/live-match/${event._id}`);
    expect(await screen.findByText('Where would you like to begin?')).toBeInTheDocument();
  });
});
