import { screen, within } from '@testing-library/react';
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
});
