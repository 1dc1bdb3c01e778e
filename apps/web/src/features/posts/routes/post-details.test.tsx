import { ZPostDeleteReplySchema, ZPublicProfileReplySchema } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { postKeys } from '@/lib/post-keys';
import { saveSession } from '@/lib/session';
import { artistSession, buildPost, postListReply, postReply, signedPostImage, userDetailsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const detailsOf = (post: ReturnType<typeof buildPost>) =>
  on(`/backend/api/single-user-post-getAll/${post._id}`, { body: postReply(post, 'ok') });
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
/** The header's back arrow (docs/product.md §2.3). */
const backArrow = () => screen.getByRole('link', { name: 'Back' });
const publicProfileOf = (userId: string, username: string) =>
  on(`/backend/api/public-profile/${userId}`, {
    body: ZPublicProfileReplySchema.parse({
      status: 1,
      message: 'ok',
      data: {
        _id: userId,
        username,
        nickname: '',
        bio: '',
        country: '',
        city: '',
        instagram_link: '',
        twitter_link: '',
        website_link: '',
        profileImage: '',
        profileImageMeta: null,
        type: 'artist',
        uploads: 1,
        views: 0,
        battle_record: { battles: 0, wins: 0, events: 0 },
        battles: [],
      },
    }),
  });

beforeEach(() => void saveSession(artistSession));

describe('Post Details /post-details/{postId} (docs/product.md §2.10)', () => {
  it("shows 'Loading...', then the image with srcset and its size, and every field in order", async () => {
    const post = buildPost({
      title: 'Harbour',
      tags: [
        { _id: 'tag-1', name: 'city' },
        { _id: 'tag-2', name: 'night' },
      ],
      intended_message: 'Quiet hours.',
      skill_level: 'Advanced',
      visibility_settings: 'Judges/Sponsors Only',
      ...signedPostImage('p1'),
    });
    stubFetch(detailsOf(post));
    renderRoute(`/post-details/${post._id}`);

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Harbour' });
    expect(image).toHaveAttribute('src', '/backend/api/post-image/p1/k-640.webp?exp=1&sig=abc');
    expect(image).toHaveAttribute(
      'srcset',
      '/backend/api/post-image/p1/k-320.webp?exp=1&sig=def 320w, /backend/api/post-image/p1/k-640.webp?exp=1&sig=abc 640w',
    );
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '900');
    expect(factOf('Date of Creation')).toHaveTextContent('November 1, 2026');
    expect(factOf('Tags')).toHaveTextContent('city, night');
    expect(factOf('Media Type')).toHaveTextContent('Digital');
    expect(factOf('Tools / Software Used')).toHaveTextContent('Procreate');
    expect(factOf('Collaboration / Credits')).toHaveTextContent('Solo');
    expect(factOf('Intended Message / Theme')).toHaveTextContent('Quiet hours.');
    expect(factOf('Skill Level')).toHaveTextContent('Advanced');
    expect(screen.queryByText('Project Type or Usage Context')).not.toBeInTheDocument();
    expect(factOf('Visibility')).toHaveTextContent('Judges/Sponsors Only');
    expect(factOf('Licensing / Reuse Rights')).toHaveTextContent('All rights reserved');
    expect(factOf('Description / Artist Statement')).toHaveTextContent('A night street.');
    expect(screen.getByRole('link', { name: 'Edit post' })).toHaveAttribute('href', `/update-post/${post._id}`);
    // Opened directly by its author: back to My Profile.
    expect(backArrow()).toHaveAttribute('href', '/my-profile');
  });

  it("names the 'Other' media type and hides Edit and Delete from someone who is not the author", async () => {
    const post = buildPost({
      mediatype: null,
      other: 'Linocut',
      user: { _id: 'u9', username: 'ren', profileImage: '' },
    });
    stubFetch(detailsOf(post));
    renderRoute(`/post-details/${post._id}`);
    await screen.findByRole('heading', { level: 2 });
    expect(factOf('Media Type')).toHaveTextContent('Linocut');
    expect(screen.getByText('By ren')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
    // Opened directly by someone else: back to the author's public profile, not to the viewer's own.
    expect(backArrow()).toHaveAttribute('href', '/public-profile/u9');
  });

  it('says a draft from a battle is not published yet, with the way to publish it (docs/decisions.md#425)', async () => {
    const draft = buildPost({ title: 'Winter Clash · Final', visibility_settings: 'Private', draft: true });
    stubFetch(detailsOf(draft));
    renderRoute(`/post-details/${draft._id}`);
    expect(
      await screen.findByText(/The organisers took this photo of your canvas\. Complete the post and publish it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete and publish' })).toHaveAttribute(
      'href',
      `/update-post/${draft._id}`,
    );
  });

  it('goes back to the public profile it was opened from (docs/product.md#rule-176)', async () => {
    const user = userEvent.setup();
    const post = buildPost({ title: 'Harbour', user: { _id: 'u9', username: 'ren', profileImage: '' } });
    stubFetch(
      publicProfileOf('u9', 'ren'),
      on('/backend/api/user-post-getAll/u9', { body: postListReply([post]) }),
      detailsOf(post),
    );
    const { router } = renderRoute('/public-profile/u9');

    await user.click(within(await screen.findByRole('list', { name: 'Posts' })).getByRole('link', { name: 'Harbour' }));
    await screen.findByRole('heading', { level: 2, name: 'Harbour' });
    expect(backArrow()).toHaveAttribute('href', '/public-profile/u9');
    await user.click(backArrow());
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-profile/u9'));
  });

  it('takes its author back to their own public profile when they opened the post there, also after editing it', async () => {
    const user = userEvent.setup();
    const post = buildPost({ title: 'Harbour' });
    stubFetch(detailsOf(post));
    const { router } = renderRoute({
      pathname: `/post-details/${post._id}`,
      state: { cameFrom: '/public-profile/u1' },
    });

    await screen.findByRole('heading', { level: 2, name: 'Harbour' });
    expect(backArrow()).toHaveAttribute('href', '/public-profile/u1');
    // The edit screen passes the way back on: its own back arrow returns to these details, which still lead there.
    await user.click(screen.getByRole('link', { name: 'Edit post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/update-post/${post._id}`));
    expect(router.state.location.state).toEqual({ cameFrom: '/public-profile/u1' });
  });

  it('never follows a way back that leaves the app', async () => {
    const post = buildPost({ title: 'Harbour' });
    stubFetch(detailsOf(post));
    renderRoute({ pathname: `/post-details/${post._id}`, state: { cameFrom: '//evil.example/' } });
    await screen.findByRole('heading', { level: 2, name: 'Harbour' });
    expect(backArrow()).toHaveAttribute('href', '/my-profile');
  });

  it('deletes only after confirming, then goes back to My Profile and reloads the posts and details', async () => {
    const user = userEvent.setup();
    const post = buildPost({ title: 'Harbour' });
    const { requests } = stubFetch(
      detailsOf(post),
      on(`/backend/api/user-post-delete/${post._id}`, {
        body: ZPostDeleteReplySchema.parse({ status: 1, message: 'Post deleted successfully' }),
      }),
      on('/backend/api/get_user/u1', { body: userDetailsReply() }),
      on('/backend/api/user-post-getAll/u1', { body: postListReply([]) }),
    );
    const { router, queryClient } = renderRoute(`/post-details/${post._id}`);
    queryClient.setQueryData(postKeys.byUser('u1'), [post]);
    const deletes = () => requests.filter((request) => request.method === 'DELETE');

    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "Harbour"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
    expect(deletes()).toHaveLength(1);
    expect(deletes()[0]?.url.pathname).toBe(`/backend/api/user-post-delete/${post._id}`);
    // The cached list (fresh for ever in tests) is loaded again only because the delete invalidated it.
    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname === '/backend/api/user-post-getAll/u1')).toBe(true),
    );
  });

  it("says 'Post not found' for an unknown post or one the viewer may not see", async () => {
    stubFetch(
      on('/backend/api/single-user-post-getAll/missing', {
        status: 404,
        body: { status: 0, message: 'Post not found' },
      }),
    );
    renderRoute('/post-details/missing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Profile' })).toHaveAttribute('href', '/my-profile');
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    const post = buildPost({ title: 'Harbour', project_context: 'School Project' });
    stubFetch(detailsOf(post));
    renderRoute(`/post-details/${post._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '投稿の詳細' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Harbour' });
    expect(factOf('制作日')).toHaveTextContent('2026年11月1日');
    expect(factOf('公開設定')).toHaveTextContent('公開');
    expect(factOf('プロジェクトの種類・用途')).toHaveTextContent('学校の課題');
    expect(screen.getByRole('button', { name: '投稿を削除' })).toBeInTheDocument();
  });

  it('speaks Japanese when the post is missing', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(
      on('/backend/api/single-user-post-getAll/missing', {
        status: 404,
        body: { status: 0, message: 'Post not found' },
      }),
    );
    renderRoute('/post-details/missing');
    expect(await screen.findByRole('heading', { level: 2, name: '投稿が見つかりません' })).toBeInTheDocument();
  });
});
