import { type TEvent, type TVotingRule, ZAdminEventReplySchema } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser, failureReply } from '@/test/accounts';
import { buildBattle, buildEvent, buildUser, eventBattlesReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const asOrganiser = () => void saveSession(sessionOf(buildSessionUser({ _id: 'admin-1', role: 'admin' }), 'jwt-admin'));
const adminReply = (event: TEvent, version = 1, message = 'ok', voting_rule: TVotingRule = 'room_or_proven') =>
  ZAdminEventReplySchema.parse({
    status: 1,
    message,
    event: { ...event, voting_rule, auto_close_voting: false, projector_language: 'both' },
    version,
    screen_key: 'screen-key-of-the-event',
  });
const listReply = (events: TEvent[]) => ({
  status: 1,
  message: 'ok',
  page: 1,
  pages: 1,
  total: events.length,
  events: events.map((event) => ({
    _id: event._id,
    title_eng: event.title_eng,
    title_jap: event.title_jap,
    city: event.city,
    timezone: event.timezone,
    starts_at: event.date_times[0]?.starts_at ?? null,
    ends_at: null,
    battles: 2,
  })),
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('who may open the console (docs/product.md#rule-21)', () => {
  it('sends anyone signed out from /admin to /home, and a signed-in fan on from there to the home page', async () => {
    stubFetch();
    const signedOut = renderRoute('/admin/events');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/home'));
    signedOut.unmount();

    saveSession(sessionOf(buildSessionUser({ role: 'user' }), 'jwt-fan'));
    const fan = renderRoute('/admin/add-battles/some-event');
    await waitFor(() => expect(fan.router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Battles — ' })).not.toBeInTheDocument();
  });

  it('shows an organiser the events, found by title', async () => {
    asOrganiser();
    const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
    const { requests } = stubFetch(on('/backend/admin-api/events', { body: listReply([event]) }));
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('link', { name: 'Shibuya Night Canvas' })).toHaveAttribute(
      'href',
      `/admin/events/${event._id}`,
    );
    expect(router.state.location.pathname).toBe('/admin/events');
    expect(screen.getByText('2 battles', { exact: false })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'Shibuya{Enter}');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('q')).toBe('Shibuya'));
  });
});

describe('the event editor', () => {
  beforeEach(asOrganiser);

  it('checks the form by the contract before sending, with messages in the current language', async () => {
    const { requests } = stubFetch();
    renderRoute('/admin/events/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Title (English)'), 'Bad\u0007title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remove the invisible control characters.')).toBeInTheDocument();

    await i18n.changeLanguage('ja');
    expect(await screen.findByText('必須項目です。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('creates an event with both titles, a date and the venue, then opens its editor', async () => {
    const created = buildEvent({ title_eng: 'Night Canvas', title_jap: 'ナイトキャンバス' });
    const { requests } = stubFetch(
      on('/backend/admin-api/events', { body: adminReply(created) }),
      on(`/backend/admin-api/events/${created._id}`, { body: adminReply(created) }),
      on(`/backend/api/EventByAllBattle/${created._id}`, { body: eventBattlesReply(created, []) }),
    );
    const { router } = renderRoute('/admin/events/new');
    await userEvent.type(await screen.findByLabelText('Title (English)'), 'Night Canvas');
    await userEvent.type(screen.getByLabelText('Title (Japanese)'), 'ナイトキャンバス');
    await userEvent.type(screen.getByLabelText('Venue name (English)'), 'Shibuya Hall');
    await userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2031-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/events/${created._id}`));
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({
      title_eng: 'Night Canvas',
      title_jap: 'ナイトキャンバス',
      venue_name_eng: 'Shibuya Hall',
      timezone: 'Asia/Tokyo',
      battles_time: 10,
      date_times: [{ dates: '2031-06-01', start_time: '18:00', end_time: '21:00' }],
    });
  });

  it("starts a new date at today in the event's time zone, Japan's unless told (docs/product.md#rule-375)", async () => {
    // 00:30 on 10 March in Tokyo, still 9 March in UTC and in Los Angeles.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-09T15:30:00.000Z') });
    try {
      stubFetch();
      renderRoute('/admin/events/new');
      await userEvent.click(await screen.findByRole('button', { name: 'Add a date' }));
      expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
      expect(screen.getByLabelText('Starts')).toHaveValue('18:00');

      const zone = screen.getByLabelText('Time zone');
      await userEvent.clear(zone);
      await userEvent.type(zone, 'America/Los_Angeles');
      await userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
      expect(screen.getAllByLabelText('Date').map((field) => (field as HTMLInputElement).value)).toEqual([
        '2026-03-10',
        '2026-03-09',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the version it read, and offers to reload when another organiser saved first (409)', async () => {
    const event = buildEvent({ title_eng: 'Mine', participants: [{ user: buildUser({ username: 'kenji_lines' }) }] });
    const conflict =
      'Someone else saved this event after you opened it. Reload to see their changes, then make yours again.';
    const path = `/backend/admin-api/events/${event._id}`;
    const { requests } = stubFetch(
      (url, init) =>
        url.pathname === path && init?.method === 'PUT' ? { status: 409, body: failureReply(conflict) } : undefined,
      on(path, { body: adminReply(event, 4) }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, []) }),
    );
    renderRoute(`/admin/events/${event._id}`);
    expect(await screen.findByText('kenji_lines')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reload to see the other organiser’s changes.')).toBeInTheDocument();
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toMatchObject([
      { version: 4, title_eng: 'Mine', participants: [event.participants[0]?.user._id] },
    ]);
  });
});

describe('the voting rule and where the votes came from (docs/decisions.md#305, #307)', () => {
  beforeEach(asOrganiser);

  it('chooses the rule in a select that explains it, sends it with the event, and shows the projector link for the room', async () => {
    const event = buildEvent({ title_eng: 'Rules' });
    const path = `/backend/admin-api/events/${event._id}`;
    const { requests } = stubFetch(
      (url, init) =>
        url.pathname === path && init?.method === 'PUT'
          ? { body: adminReply(event, 2, 'Event saved', 'room') }
          : undefined,
      on(path, { body: adminReply(event) }),
      on(`${path}/vote-checks`, { body: { status: 1, message: 'ok', battles: [] } }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, []) }),
    );
    renderRoute(`/admin/events/${event._id}`);
    const select = await screen.findByRole('combobox', { name: 'Who may vote' });
    expect(select).toHaveValue('room_or_proven');
    expect(select).toHaveAccessibleDescription(
      /with nothing to type\. People watching the stream vote once their e-mail/,
    );

    await userEvent.selectOptions(select, 'In the room');
    expect(select).toHaveAccessibleDescription(/Only phones in the room: they scan the QR code on the big screen/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toMatchObject([
        { voting_rule: 'room', version: 1 },
      ]),
    );

    await i18n.changeLanguage('ja');
    expect(await screen.findByRole('combobox', { name: '投票できる人' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '会場にいる人のみ' })).toBeInTheDocument();
  });

  it('closes voting at time up when the organiser ticks it, sent with the event (docs/decisions.md#396)', async () => {
    const event = buildEvent({ title_eng: 'Closing' });
    const path = `/backend/admin-api/events/${event._id}`;
    const saved = adminReply(event, 2);
    const closing = { ...saved, event: { ...saved.event, auto_close_voting: true } };
    let stored = adminReply(event);
    const { requests } = stubFetch(
      (url, init) => {
        if (url.pathname !== path) return undefined;
        if (init?.method === 'PUT') stored = closing;
        return { body: stored };
      },
      on(`${path}/vote-checks`, { body: { status: 1, message: 'ok', battles: [] } }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, []) }),
    );
    renderRoute(`/admin/events/${event._id}`);
    const box = await screen.findByRole('checkbox', { name: 'Close voting when the time is up' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toMatchObject([
        { auto_close_voting: true, version: 1 },
      ]),
    );
    await i18n.changeLanguage('ja');
    expect(await screen.findByRole('checkbox', { name: '時間切れで投票を締め切る' })).toBeChecked();
  });

  it("chooses the projector's language, both unless told, sent with the event, in either console language (docs/product.md#rule-397)", async () => {
    const event = buildEvent({ title_eng: 'Projector' });
    const path = `/backend/admin-api/events/${event._id}`;
    const saved = adminReply(event, 2);
    let stored = adminReply(event);
    const { requests } = stubFetch(
      (url, init) => {
        if (url.pathname !== path) return undefined;
        if (init?.method === 'PUT') stored = { ...saved, event: { ...saved.event, projector_language: 'en' } };
        return { body: stored };
      },
      on(`${path}/vote-checks`, { body: { status: 1, message: 'ok', battles: [] } }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: eventBattlesReply(event, []) }),
    );
    renderRoute(`/admin/events/${event._id}`);
    const select = await screen.findByRole('combobox', { name: 'Language on the projector' });
    expect(select).toHaveValue('both');
    expect(select).toHaveAccessibleDescription(/English with its Japanese under it/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Both (English + 日本語)', '日本語 (Japanese)', 'English']);
    await userEvent.selectOptions(select, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toMatchObject([
        { projector_language: 'en', version: 1 },
      ]),
    );
    await i18n.changeLanguage('ja');
    const japanese = await screen.findByRole('combobox', { name: 'プロジェクターの表示言語' });
    await waitFor(() => expect(japanese).toHaveValue('en'));
    expect(within(japanese).getByRole('option', { name: '両方（English + 日本語）' })).toBeInTheDocument();
  });

  it('shows per battle the votes of new accounts, shared devices, the busiest address and proof bought in bulk, and the projector link whatever the rule (docs/product.md#rule-350, docs/decisions.md#353)', async () => {
    const event = buildEvent({ title_eng: 'Checked' });
    const reply = eventBattlesReply(event, [buildBattle({ battle_name: 'Final' })]);
    const battleId = reply.event.battles[0]!._id;
    const path = `/backend/admin-api/events/${event._id}`;
    stubFetch(
      on(`${path}/vote-checks`, {
        body: {
          status: 1,
          message: 'ok',
          battles: [
            {
              battle_id: battleId,
              votes: 61,
              new_accounts: 60,
              shared_devices: 58,
              top_address: 60,
              bulk_proof: [
                { domain: 'catchall.example', votes: 12 },
                { domain: 'gmail.example', votes: 1 },
              ],
            },
          ],
        },
      }),
      on(path, { body: adminReply(event, 1, 'ok', 'anyone') }),
      on(`/backend/api/EventByAllBattle/${event._id}`, { body: reply }),
    );
    renderRoute(`/admin/events/${event._id}`);
    const row = await screen.findByRole('row', { name: /Final/ });
    await waitFor(() => expect(row).toHaveTextContent(/Final\s*61\s*60\s*58\s*60/));
    expect(screen.getByRole('columnheader', { name: 'New accounts' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'New accounts at one mail domain' })).toBeInTheDocument();
    expect(row).toHaveTextContent('12 votes from new accounts at catchall.example');
    expect(row).toHaveTextContent('1 vote from new accounts at gmail.example');
    expect(screen.getByRole('link', { name: /\?screen=screen-key-of-the-event&lang=both$/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/live-event-battle/${event._id}?screen=screen-key-of-the-event&lang=both`,
    );
  });
});
