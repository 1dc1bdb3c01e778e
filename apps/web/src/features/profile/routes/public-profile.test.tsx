import { ZEventListReplySchema, ZPublicProfileReplySchema, type TPublicProfile } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { artistSession, buildPost, postListReply } from '@/test/creators';
import { buildEvent } from '@/test/factories';
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
      ...overrides,
    },
  });
const publicProfile = (reply = profile()) => on('/backend/api/public-profile/u2', { body: reply });

beforeEach(() => void saveSession(artistSession));

describe('public profile /public-profile/{userId} (docs/product.md §2.9, docs/decisions.md#10)', () => {
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
