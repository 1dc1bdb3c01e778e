import { ZEventListReplySchema, ZPublicProfileReplySchema, type TPublicProfile } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { artistSession, buildPost, postListReply } from '@/test/creators';
import { buildEvent, buildUser } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const profile = (overrides: Partial<TPublicProfile> = {}) =>
  ZPublicProfileReplySchema.parse({
    status: 1,
    message: 'Profile fetched successfully',
    data: {
      _id: 'u2',
      username: 'kenji',
      nickname: '',
      bio: 'Charcoal only.',
      country: 'Japan',
      city: 'Osaka',
      instagram_link: '',
      twitter_link: 'https://x.com/kenji',
      website_link: '',
      profileImage: '',
      profileImageMeta: null,
      type: 'artist',
      uploads: 1,
      views: 42,
      battle_record: { battles: 0, wins: 0, events: 0 },
      battles: [],
      ...overrides,
    },
  });
const publicProfile = (reply = profile()) => on('/backend/api/public-profile/u2', { body: reply });

beforeEach(() => void saveSession(artistSession));

describe('public profile /public-profile/{userId} (docs/product.md §2.9, docs/product.md#rule-10)', () => {
  it("shows another user's face and the posts the server lets this viewer see, each opening its details", async () => {
    const post = buildPost({ title: 'Harbour', user: { _id: 'u2', username: 'kenji', profileImage: '' } });
    const { requests } = stubFetch(
      publicProfile(),
      on('/backend/api/user-post-getAll/u2', { body: postListReply([post]) }),
    );
    renderRoute('/public-profile/u2');

    expect(await screen.findByRole('heading', { level: 2, name: 'kenji' })).toBeInTheDocument();
    expect(screen.getByText('Charcoal only.')).toBeInTheDocument();
    expect(screen.getByText('Country').nextElementSibling).toHaveTextContent('Japan');
    expect(screen.getByText('Uploads').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Views').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByRole('link', { name: 'Twitter (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    // Not the owner: no edit icons, no 'Add Profile bio'.
    expect(screen.queryByRole('button', { name: 'Edit profile bio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile image' })).not.toBeInTheDocument();

    const grid = await screen.findByRole('list', { name: 'Posts' });
    expect(within(grid).getByRole('link', { name: 'Harbour' })).toHaveAttribute('href', `/post-details/${post._id}`);
    expect(within(grid).getByRole('img', { name: 'Harbour' })).toHaveAttribute('width', '1280');
    expect(
      requests
        .find((request) => request.url.pathname === '/backend/api/public-profile/u2')
        ?.headers.get('Authorization'),
    ).toBe('jwt');
    await waitFor(() => expect(document.title).toBe('kenji | ArtClash'));
  });

  it('says so when there is nothing to show, and lists their events on the Events tab', async () => {
    const user = userEvent.setup();
    const event = buildEvent({ title_eng: 'Night Canvas' });
    stubFetch(
      publicProfile(profile({ bio: '', country: '' })),
      on('/backend/api/user-post-getAll/u2', { body: postListReply([]) }),
      on('/backend/api/participated-events/u2', {
        body: ZEventListReplySchema.parse({ status: 1, message: 'ok', events: [event] }),
      }),
    );
    renderRoute('/public-profile/u2');

    expect(await screen.findByText('No posts to show yet')).toBeInTheDocument();
    expect(screen.queryByText('Add Profile bio')).not.toBeInTheDocument();
    expect(screen.getByText('Country').nextElementSibling).toHaveTextContent('-');
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('link', { name: /Night Canvas/ })).toHaveAttribute(
      'href',
      `/event-details/${event._id}`,
    );
  });

  it("shows an artist's battles with their results, wins and events, each opening its results (docs/product.md#rule-379)", async () => {
    const user = userEvent.setup();
    const opponent = buildUser({ username: 'jun_ink' });
    const night = { _id: 'e1', title_eng: 'Night Canvas', title_jap: 'ナイトキャンバス' };
    stubFetch(
      publicProfile(
        profile({
          battle_record: { battles: 3, wins: 1, events: 2 },
          battles: [
            { _id: 'b1', battle_name: 'Final', event: night, opponent, result: 'won' },
            { _id: 'b2', battle_name: 'Semi-final', event: night, opponent: null, result: 'draw' },
            {
              _id: 'b3',
              battle_name: 'Opening',
              event: { _id: 'e0', title_eng: 'Harbour Sketch-off', title_jap: 'ハーバー・スケッチオフ' },
              opponent,
              result: 'lost',
            },
          ],
        }),
      ),
      on('/backend/api/user-post-getAll/u2', { body: postListReply([]) }),
    );
    renderRoute('/public-profile/u2');

    const record = await screen.findByRole('region', { name: 'Battles' });
    expect([...record.querySelectorAll('[data-fact]')].map((fact) => fact.textContent)).toEqual([
      'Battles3',
      'Wins1',
      'Events2',
    ]);
    const played = within(within(record).getByRole('list', { name: 'Battles played' }));
    // Each battle's share card to download, in the page's language (docs/decisions.md#423).
    const cards = played.getAllByRole('link', { name: /^Share card of / });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      Array.from({ length: 3 }, () => expect.stringMatching(/^\/backend\/api\/battles\/[^/]+\/card\?lang=en$/)),
    );
    expect(cards[0]).toHaveAccessibleName('Share card of Final (PNG)');
    const links = played.getAllByRole('link').filter((link) => !cards.includes(link));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/match-details/e1',
      '/match-details/e1',
      '/match-details/e0',
    ]);
    expect(links[0]).toHaveTextContent('Final');
    expect(links[0]).toHaveTextContent('Night Canvas');
    expect(links[0]).toHaveTextContent('vs jun_ink');
    expect(links.map((link) => link.querySelector('[data-result]')?.textContent)).toEqual(['Won', 'Draw', 'Lost']);
    expect(links[1]).toHaveTextContent('vs a former member');

    await user.click(screen.getByRole('button', { name: '日本語' }));
    const ja = await screen.findByRole('region', { name: 'バトル戦績' });
    expect(within(ja).getByText('勝利数')).toBeInTheDocument();
    expect(within(ja).getAllByText('ナイトキャンバス')).toHaveLength(2);
    expect(within(ja).getAllByText('引き分け')).toHaveLength(1);
    expect(within(ja).getByText('勝ち')).toBeInTheDocument();
  });

  it('says an artist has played no battles yet', async () => {
    stubFetch(publicProfile(), on('/backend/api/user-post-getAll/u2', { body: postListReply([]) }));
    renderRoute('/public-profile/u2');
    expect(await screen.findByText('No battles played yet')).toBeInTheDocument();
  });

  it('shows no battle record for a fan who has not played', async () => {
    stubFetch(
      publicProfile(profile({ type: 'fan' })),
      on('/backend/api/user-post-getAll/u2', { body: postListReply([]) }),
    );
    renderRoute('/public-profile/u2');
    expect(await screen.findByText('No posts to show yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Battles' })).not.toBeInTheDocument();
  });

  it('shows a friendly not-found state for an unknown profile', async () => {
    stubFetch(on('/backend/api/public-profile/u2', { status: 404, body: { status: 0, message: 'User not found' } }));
    renderRoute('/public-profile/u2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(publicProfile(), on('/backend/api/user-post-getAll/u2', { body: postListReply([]) }));
    renderRoute('/public-profile/u2');
    expect(await screen.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeInTheDocument();
    expect(await screen.findByText('表示できる投稿はまだありません')).toBeInTheDocument();
    expect(screen.getByText('閲覧数')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twitter（新しいタブで開きます）' })).toBeInTheDocument();
  });

  it('sends a visitor to /home', async () => {
    localStorage.clear();
    stubFetch();
    const { router } = renderRoute('/public-profile/u2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
