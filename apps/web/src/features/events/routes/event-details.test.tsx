import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildEvent, buildUser, singleEventReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute, renderRouteInTab } from '@/test/render';

const participants = Array.from({ length: 7 }, (_, i) => ({
  user: buildUser({ username: `artist${i + 1}`, city: 'Osaka', country: 'Japan' }),
}));
const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス', participants });

/** Keeps the files the screen hands to the browser to download, in order. */
function keepDownloads(): Blob[] {
  const files: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (files.push(blob), 'blob:calendar'),
      revokeObjectURL: () => undefined,
    }),
  );
  return files;
}

describe('Event Details', () => {
  it('shows the event in its own time zone, with rules, gallery and Join Event', async () => {
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
    renderRoute(`/event-details/${event._id}`);

    expect(await screen.findByRole('heading', { name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.getByText('Sat, Dec 5, 2026')).toBeInTheDocument();
    expect(screen.getByText(/6:00 PM – 9:00 PM/)).toBeInTheDocument();
    expect(
      screen.getByText('Ten minutes per battle. No tracing.', { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Shibuya Night Canvas, photo/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Join Event' })).toHaveAttribute('href', `/live-match/${event._id}`);
  });

  it('opens the participants modal with a profile link for everyone, and closes it on Escape', async () => {
    const user = userEvent.setup();
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
    renderRoute(`/event-details/${event._id}`);

    await user.click(await screen.findByRole('button', { name: '+2 Participants' }));
    const dialog = screen.getByRole('dialog', { name: 'Participants' });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', `/public-profile/${participants[0]!.user._id}`);
    expect(links[0]).toHaveTextContent('artist1');
    expect(links[0]).toHaveTextContent('Osaka, Japan');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the participants without profile links for a park user, who may not open profiles (docs/product.md#rule-177)', async () => {
    const user = userEvent.setup();
    saveSession(sessionOf(buildSessionUser({ type: 'parent' }), 'jwt'));
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
    renderRoute(`/event-details/${event._id}`);

    await user.click(await screen.findByRole('button', { name: '+2 Participants' }));
    const dialog = screen.getByRole('dialog', { name: 'Participants' });
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    expect(within(dialog).getByText('artist1')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Osaka, Japan')).toHaveLength(7);
  });

  it('offers View Results for a past event, titled in Japanese when Japanese is chosen', async () => {
    localStorage.setItem('language', 'ja');
    const user = userEvent.setup();
    stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, {
        body: singleEventReply({ ...event, types: 'past', results_public: true }, 'past'),
      }),
    );
    renderRoute(`/event-details/${event._id}`);
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    expect(screen.getByRole('heading', { name: '渋谷ナイトキャンバス' })).toBeInTheDocument();
    expect(screen.getByText('2026年12月5日(土)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '結果を見る' })).toHaveAttribute('href', `/match-details/${event._id}`);
    // The browser tab names the event, in the chosen language.
    expect(document.title).toBe('渋谷ナイトキャンバス | ArtClash');
  });

  it('offers View Results instead of Join Event once the night is over, before the scheduled end (docs/product.md#rule-376)', async () => {
    stubFetch(
      on(`/backend/api/SingleEventDetails/${event._id}`, {
        body: singleEventReply({ ...event, results_public: true }, 'upcoming'),
      }),
    );
    renderRoute(`/event-details/${event._id}`);
    expect(await screen.findByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      `/match-details/${event._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Join Event' })).toBeNull();
  });

  it('opens a gallery photo on the whole screen, on the photo tapped, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
    renderRoute(`/event-details/${event._id}`);
    const second = (
      await screen.findByRole('img', { name: 'Shibuya Night Canvas, photo 2: open full screen' })
    ).closest('button')!;
    await user.click(second);
    const viewer = await screen.findByRole('dialog', { name: 'Photos: Shibuya Night Canvas' });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    expect(within(viewer).getAllByRole('img', { name: /Shibuya Night Canvas, photo \d/ })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();

    await user.click(second);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the event in the tab, and marks a session that ends after midnight', async () => {
    const late = { ...event, date_times: [{ ...event.date_times[0]!, start_time: '20:00', end_time: '00:30' }] };
    stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(late, 'upcoming') }));
    renderRoute(`/event-details/${event._id}`);
    expect(await screen.findByText(/8:00 PM – 12:30 AM \(\+1 day\)/)).toBeInTheDocument();
    expect(document.title).toBe('Shibuya Night Canvas | ArtClash');
    await userEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByText(/20:00〜翌日00:30/)).toBeInTheDocument();
  });

  it('shows a friendly not-found state for an unknown event', async () => {
    stubFetch(
      on('/backend/api/SingleEventDetails/nope', { status: 404, body: { status: 0, message: 'Event data not found' } }),
    );
    renderRoute('/event-details/nope');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  describe('the back arrow (docs/product.md#rule-321)', () => {
    it('returns to the screen the user came from inside the app', async () => {
      const user = userEvent.setup();
      stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
      const { router } = renderRouteInTab('/artclash');
      await screen.findByRole('link', { name: /Login/ });
      await router.navigate('/terms');
      await router.navigate(`/event-details/${event._id}`);
      await screen.findByRole('heading', { name: 'Shibuya Night Canvas' });

      await user.click(screen.getByRole('link', { name: 'Back' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
      // A step back, not a new entry: one more step back reaches the screen before it.
      expect(router.state.historyAction).toBe('POP');
    });

    it('leads home when Event Details was opened directly, from a shared link or a new tab', async () => {
      const user = userEvent.setup();
      stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
      const { router } = renderRouteInTab(`/event-details/${event._id}`);
      await screen.findByRole('heading', { name: 'Shibuya Night Canvas' });
      const back = screen.getByRole('link', { name: 'Back' });
      expect(back).toHaveAttribute('href', '/');
      await user.click(back);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.historyAction).toBe('PUSH');
    });
  });

  describe('Share and Add to calendar (docs/product.md#rule-92)', () => {
    const withShareSheet = (share: Navigator['share'] | undefined) =>
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    afterEach(() => {
      withShareSheet(undefined);
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('hands the event link to the system share sheet', async () => {
      const share = vi.fn().mockResolvedValue(undefined);
      withShareSheet(share);
      stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
      renderRoute(`/event-details/${event._id}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Shibuya Night Canvas',
        text: 'Shibuya Night Canvas on ArtClash',
        url: `${location.origin}/event-details/${event._id}`,
      });
    });

    it('copies the link where there is no share sheet, and says so in the chosen language', async () => {
      // userEvent puts a clipboard of its own on navigator.
      const user = userEvent.setup();
      stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
      renderRoute(`/event-details/${event._id}`);
      await user.click(await screen.findByRole('button', { name: '日本語' }));
      await user.click(await screen.findByRole('button', { name: '共有' }));
      expect(await screen.findByText('リンクをコピーしました。貼り付けてイベントを共有できます。')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(`${location.origin}/event-details/${event._id}`);
    });

    it('says it could not share when copying is refused too', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
      renderRoute(`/event-details/${event._id}`);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(
        await screen.findByText('Could not copy the link. Please copy it from the address bar.'),
      ).toBeInTheDocument();
    });

    it('downloads the event as an .ics file named after it', async () => {
      const files = keepDownloads();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        expect(this.download).toBe('Shibuya Night Canvas.ics');
      });
      stubFetch(on(`/backend/api/SingleEventDetails/${event._id}`, { body: singleEventReply(event, 'upcoming') }));
      renderRoute(`/event-details/${event._id}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const file = await files[0]!.text();
      expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
      expect(file).toContain('SUMMARY:Shibuya Night Canvas');
      expect(file).toContain(`URL:${location.origin}/event-details/${event._id}`);
      expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(event.date_times.length);
      // No venue told: the city stands for the place.
      expect(file).toContain('LOCATION:Tokyo');
    });

    it('puts the venue’s name and address in the file’s LOCATION, in the interface language (docs/product.md#rule-320)', async () => {
      const user = userEvent.setup();
      const files = keepDownloads();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const atVenue = buildEvent({
        title_eng: 'Shibuya Night Canvas',
        venue_name_eng: 'Shibuya Stream Hall',
        venue_name_jap: '渋谷ストリームホール',
        venue_address_eng: '3-21-3 Shibuya, Tokyo',
        venue_address_jap: '',
      });
      stubFetch(on(`/backend/api/SingleEventDetails/${atVenue._id}`, { body: singleEventReply(atVenue, 'upcoming') }));
      renderRoute(`/event-details/${atVenue._id}`);
      await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      /** LOCATION unfolded (RFC 5545 §3.1) and unescaped. */
      const locationOf = async (blob: Blob) =>
        (await blob.text())
          .replace(/\r\n[ \t]/g, '')
          .match(/^LOCATION:(.*)$/m)?.[1]
          ?.replace(/\\([,;\\])/g, '$1');
      expect(await locationOf(files[0]!)).toBe('Shibuya Stream Hall, 3-21-3 Shibuya, Tokyo');

      await user.click(screen.getByRole('button', { name: '日本語' }));
      await user.click(await screen.findByRole('button', { name: 'カレンダーに追加' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(2));
      // The address told in English only stays in English.
      expect(await locationOf(files[1]!)).toBe('渋谷ストリームホール, 3-21-3 Shibuya, Tokyo');
    });
  });
});
