import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, buildUser, eventListReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const event = buildEvent({
  title_eng: 'Shibuya Night Canvas',
  participants: Array.from({ length: 6 }, () => ({ user: buildUser() })),
});

describe('Calendar view', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for today, 00:00 to 23:59:59.999 local time, and lists what it gets', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 5, 15, 30) });
    const { requests } = stubFetch(on('/backend/api/AllEventGet', { body: eventListReply([event]) }));
    renderRoute('/calendar');

    const item = (await screen.findByRole('heading', { name: 'Shibuya Night Canvas' })).closest('a')!;
    expect(item).toHaveAttribute('href', `/event-details/${event._id}`);
    expect(within(item).getByText('+1 Participant')).toBeInTheDocument();
    expect(within(item).getByText(/6:00 PM – 9:00 PM/)).toBeInTheDocument();
    const query = requests.find((r) => r.url.pathname === '/backend/api/AllEventGet')!.url.searchParams;
    expect(new Date(query.get('from')!)).toEqual(new Date(2026, 11, 5, 0, 0, 0, 0));
    expect(new Date(query.get('to')!)).toEqual(new Date(2026, 11, 5, 23, 59, 59, 999));
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar view' })).toBeInTheDocument();
  });

  it('says No Records when nothing falls in the range, and the picker and list follow the language', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 5, 15, 30) });
    const user = userEvent.setup();
    stubFetch(on('/backend/api/AllEventGet', { body: eventListReply([]) }));
    renderRoute('/calendar');
    expect(await screen.findByText('No Records')).toBeInTheDocument();
    expect(screen.getByText('December 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByText('該当するイベントはありません')).toBeInTheDocument();
    expect(screen.getByText('2026年12月')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'カレンダー' })).toBeInTheDocument();
  });

  it('marks the days of the shown month that have events, and asks for the whole grid', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 1, 10, 0) });
    const { requests } = stubFetch(on('/backend/api/AllEventGet', { body: eventListReply([event]) }));
    renderRoute('/calendar');
    // The event is on Saturday 5 December 2026 (Tokyo evening, the same day here).
    expect(await screen.findByRole('button', { name: /December 5th, 2026, has events/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /December 6th, 2026$/ })).toBeInTheDocument();
    const grid = requests.map((r) => r.url.searchParams).find((q) => new Date(q.get('from')!) < new Date(2026, 11, 1));
    expect(grid && new Date(grid.get('to')!) > new Date(2026, 11, 31)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByRole('button', { name: /2026年12月5日.*イベントあり/ })).toBeInTheDocument();
  });

  it('picks one day on the first tap and a range on the second, keeps it in the URL, and Today goes back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 5, 15, 30) });
    const user = userEvent.setup();
    const { requests } = stubFetch(on('/backend/api/AllEventGet', { body: eventListReply([event]) }));
    const { router } = renderRoute('/calendar');
    await screen.findByText('December 2026');
    const listed = () =>
      requests
        .filter((r) => r.url.pathname === '/backend/api/AllEventGet')
        .map((r) => [new Date(r.url.searchParams.get('from')!), new Date(r.url.searchParams.get('to')!)])
        .at(-1);

    await user.click(screen.getByRole('button', { name: /December 10th, 2026/ }));
    expect(await screen.findByText('Thu, Dec 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('Tap another day to choose a range.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-12-10&to=2026-12-10');

    await user.click(screen.getByRole('button', { name: /December 8th, 2026/ }));
    expect(await screen.findByText('Tue, Dec 8, 2026 – Thu, Dec 10, 2026')).toBeInTheDocument();
    expect(listed()).toEqual([new Date(2026, 11, 8, 0, 0, 0, 0), new Date(2026, 11, 10, 23, 59, 59, 999)]);

    // The next tap starts again with one day.
    await user.click(screen.getByRole('button', { name: /December 20th, 2026/ }));
    expect(await screen.findByText('Sun, Dec 20, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next month/i }));
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByText('February 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Back on today's range (asked for when the screen opened, so read from the cache).
    await waitFor(() => expect(screen.queryByText('Sun, Dec 20, 2026')).toBeNull());
    expect(screen.getAllByText('Sat, Dec 5, 2026').length).toBeGreaterThan(0);
  }, 20_000);

  it('opens on the range a link asks for, in order, and on today for nonsense', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 5, 15, 30) });
    stubFetch(on('/backend/api/AllEventGet', { body: eventListReply([event]) }));
    renderRoute('/calendar?from=2027-01-20&to=2027-01-02');
    expect(await screen.findByText('Sat, Jan 2, 2027 – Wed, Jan 20, 2027')).toBeInTheDocument();
    expect(screen.getByText('January 2027')).toBeInTheDocument();
  });
});
