import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { artistSession, buildPost, mediaTypesReply, postReply, tagsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';
import { stubXhr } from '@/test/xhr-stub';

const options = () => [
  on('/backend/api/media-type-getAll', { body: mediaTypesReply(['Digital', 'Oil']) }),
  on('/backend/api/tag-category-keyword-getAll', { body: tagsReply(['city', 'portrait']) }),
];

beforeEach(() => {
  saveSession(artistSession);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});

describe('Update Post /update-post/{postId} (docs/product.md §2.10)', () => {
  it('starts from the post, keeps the image when none is chosen, reads Updating... and opens the details', async () => {
    const user = userEvent.setup();
    const post = buildPost({
      title: 'Harbour',
      skill_level: 'Beginner',
      visibility_settings: 'Private',
      tags: [{ _id: 'tag-1', name: 'city' }],
    });
    const updated = { ...post, title: 'Harbour at dawn' };
    let stored = post;
    stubFetch(
      ...options(),
      on(`/backend/api/single-user-post-getAll/${post._id}`, () => ({ body: postReply(stored, 'ok') })),
    );
    const uploads = stubXhr({ body: postReply(updated, 'Post updated successfully') });
    const { router } = renderRoute(`/update-post/${post._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Update Post' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Harbour');
    await waitFor(() => expect(screen.getByLabelText('Media Type')).toHaveValue('media-1'));
    expect(screen.getByLabelText('Skill Level (optional)')).toHaveValue('Beginner');
    expect(screen.getByLabelText('Visibility Settings')).toHaveValue('Private');
    expect(screen.getByLabelText('Date of Creation')).toHaveValue('2026-11-01');
    expect(within(screen.getByRole('list', { name: 'Chosen tags' })).getByText('city')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      `/backend/uploads/posts/${post._id}-1280.webp`,
    );
    expect(screen.getByRole('link', { name: /back/i })).toHaveAttribute('href', `/post-details/${post._id}`);

    await user.clear(title);
    await user.type(title, 'Harbour at dawn');
    await user.type(screen.getByLabelText('Tags / Categories / Keywords'), 'dawn{Enter}');
    const update = screen.getByRole('button', { name: 'Update' });
    stored = updated;
    fireEvent.click(update);
    fireEvent.click(update);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/post-details/${post._id}`));
    expect(uploads.requests).toHaveLength(1);
    const form = uploads.requests[0]?.body as FormData;
    expect(uploads.requests[0]?.url.pathname).toBe('/backend/api/user-post-update');
    expect(form.get('postid')).toBe(post._id);
    expect(form.get('title')).toBe('Harbour at dawn');
    expect(JSON.parse(String(form.get('tags')))).toEqual(['tag-1', 'dawn']);
    expect(form.has('image')).toBe(false);
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour at dawn' })).toBeInTheDocument();
  });

  it('completes a draft from a battle: says what it is, asks for the visibility, and publishes (docs/decisions.md#425)', async () => {
    const user = userEvent.setup();
    const draft = buildPost({
      title: 'Winter Clash · Final',
      visibility_settings: 'Private',
      draft: true,
      mediatype: null,
      software_tools: '',
      tags: [],
      description: '',
      collaboration_credits: '',
      licensing_reuse_rights: '',
      intended_message: 'Ocean + Robot (海 + ロボット)',
    });
    stubFetch(...options(), on(`/backend/api/single-user-post-getAll/${draft._id}`, { body: postReply(draft, 'ok') }));
    const uploads = stubXhr({ body: postReply({ ...draft, draft: false }, 'Post updated successfully') });
    renderRoute(`/update-post/${draft._id}`);

    expect(
      await screen.findByText(
        'The organisers took this photo of your canvas. Complete the post and publish it: until then only you see it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Winter Clash · Final');
    expect(screen.getByLabelText('Intended Message / Theme (optional)')).toHaveValue('Ocean + Robot (海 + ロボット)');
    expect(screen.getByLabelText('Visibility Settings')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please select visibility setting')).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(0);

    await act(() => i18n.changeLanguage('ja'));
    expect(await screen.findByRole('button', { name: '公開する' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('sends a newly chosen image and shows its preview instead of the stored one', async () => {
    const user = userEvent.setup();
    const post = buildPost();
    stubFetch(...options(), on(`/backend/api/single-user-post-getAll/${post._id}`, { body: postReply(post, 'ok') }));
    const uploads = stubXhr({ body: postReply(post, 'Post updated successfully') });
    renderRoute(`/update-post/${post._id}`);
    const photo = new File(['png'], 'new.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Image'), photo);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Media Type')).toHaveValue('media-1'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect((uploads.requests[0]?.body as FormData).get('image')).toBe(photo);
  });

  it('brings the details back with the page they were opened from, after saving or going back (docs/product.md#rule-176)', async () => {
    const user = userEvent.setup();
    const post = buildPost({ title: 'Harbour' });
    stubFetch(...options(), on(`/backend/api/single-user-post-getAll/${post._id}`, { body: postReply(post, 'ok') }));
    stubXhr({ body: postReply(post, 'Post updated successfully') });
    const { router } = renderRoute({ pathname: `/update-post/${post._id}`, state: { cameFrom: '/public-profile/u1' } });
    const back = () => screen.getByRole('link', { name: 'Back' });

    await screen.findByLabelText('Title');
    await user.click(back());
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour' })).toBeInTheDocument();
    expect(back()).toHaveAttribute('href', '/public-profile/u1');

    await user.click(screen.getByRole('link', { name: 'Edit post' }));
    await waitFor(() => expect(screen.getByLabelText('Media Type')).toHaveValue('media-1'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/post-details/${post._id}`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour' })).toBeInTheDocument();
    expect(back()).toHaveAttribute('href', '/public-profile/u1');
  });

  it("prefills 'Other' with its text for a post without a listed media type", async () => {
    const post = buildPost({ mediatype: null, other: 'Linocut' });
    stubFetch(...options(), on(`/backend/api/single-user-post-getAll/${post._id}`, { body: postReply(post, 'ok') }));
    renderRoute(`/update-post/${post._id}`);
    expect(await screen.findByLabelText('Other Media Type')).toHaveValue('Linocut');
    expect(screen.getByLabelText('Media Type')).toHaveValue('other');
  });

  it("gives someone who is not the author no form, and an unknown post 'Post not found'", async () => {
    const theirs = buildPost({ user: { _id: 'u9', username: 'ren', profileImage: '' } });
    stubFetch(
      ...options(),
      on(`/backend/api/single-user-post-getAll/${theirs._id}`, { body: postReply(theirs, 'ok') }),
    );
    const view = renderRoute(`/update-post/${theirs._id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Only the author of this post can change it.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    view.unmount();

    renderRoute('/update-post/missing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Post not found' })).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    const post = buildPost();
    stubFetch(...options(), on(`/backend/api/single-user-post-getAll/${post._id}`, { body: postReply(post, 'ok') }));
    renderRoute(`/update-post/${post._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '投稿を編集' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '更新' })).toBeInTheDocument();
    expect(screen.getByText('どの形式の画像でも、10 MB まで。 選ばなければ今の画像のままです。')).toBeInTheDocument();
  });
  it('keeps what was typed while the post loads again in another language (docs/product.md#rule-175)', async () => {
    const user = userEvent.setup();
    const post = buildPost({ title: 'Harbour' });
    const { requests } = stubFetch(
      ...options(),
      on(`/backend/api/single-user-post-getAll/${post._id}`, { body: postReply(post, 'ok') }),
    );
    renderRoute(`/update-post/${post._id}`);

    const title = await screen.findByLabelText('Title');
    await user.type(title, ' at dawn');
    await act(() => i18n.changeLanguage('ja'));

    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.url.pathname === `/backend/api/single-user-post-getAll/${post._id}`)
          .map((request) => request.headers.get('Accept-Language')),
      ).toContain('ja'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('posts.update.title') })).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('posts.form.postTitle'))).toHaveValue('Harbour at dawn');
  });
});
