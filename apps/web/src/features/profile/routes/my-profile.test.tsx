import { ZEventListReplySchema, ZStatusReplySchema, ZUserProfileUpdateReplySchema } from '@artclash/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { artistSession, buildPost, postListReply, signedPostImage, userDetailsReply } from '@/test/creators';
import { buildEvent } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';
import { stubXhr } from '@/test/xhr-stub';

const details = userDetailsReply({
  bio: 'Ink and neon.',
  country: 'Japan',
  uploads: 3,
  views: 5932,
  website_link: 'https://mika.example.com',
  instagram_link: 'https://instagram.com/mika',
  twitter_link: '',
  profileImage: 'uploads/profiles/k-320.webp',
  profileImageMeta: {
    width: 320,
    height: 320,
    sizes: [
      { path: 'uploads/profiles/k-160.webp', width: 160 },
      { path: 'uploads/profiles/k-320.webp', width: 320 },
    ],
  },
});
const getUser = (reply = details) => on('/backend/api/get_user/u1', { body: reply });
const posts = (list = [buildPost()]) => on('/backend/api/user-post-getAll/u1', { body: postListReply(list) });
const ok = (message: string) => ({ body: ZStatusReplySchema.parse({ status: 1, message }) });

beforeEach(() => {
  saveSession(artistSession);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});

describe('My Profile /my-profile (docs/product.md §2.9)', () => {
  it("shows the user's face from get_user: avatar, username, bio, country, the real counts and the links in a new tab", async () => {
    const { requests } = stubFetch(getUser(), posts());
    renderRoute('/my-profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'mika' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ink and neon.')).toBeInTheDocument();
    expect(screen.getByText('Country').nextElementSibling).toHaveTextContent('Japan');
    expect(screen.getByText('Uploads').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Views').nextElementSibling).toHaveTextContent('5,932');

    const avatar = screen.getByRole('main').querySelector('img');
    expect(avatar).toHaveAttribute('src', '/backend/uploads/profiles/k-320.webp');
    expect(avatar).toHaveAttribute(
      'srcset',
      '/backend/uploads/profiles/k-160.webp 160w, /backend/uploads/profiles/k-320.webp 320w',
    );
    expect(avatar).toHaveAttribute('sizes', '112px');

    const website = screen.getByRole('link', { name: 'Website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://mika.example.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://instagram.com/mika',
    );
    expect(screen.queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/add-post');
    expect(
      requests.find((request) => request.url.pathname === '/backend/api/get_user/u1')?.headers.get('Authorization'),
    ).toBe('jwt');
  });

  it("shows '-' without a country and 'Add Profile bio' without a bio", async () => {
    stubFetch(getUser(userDetailsReply()), posts([]));
    renderRoute('/my-profile');
    expect(await screen.findByText('Add Profile bio')).toBeInTheDocument();
    expect(screen.getByText('Country').nextElementSibling).toHaveTextContent('-');
    expect(screen.getByText('Views').nextElementSibling).toHaveTextContent('0');
  });

  it('shows the posts as a grid of images with srcset, sizes and their size, each opening its details; signed addresses as given', async () => {
    const open = buildPost({ title: 'Harbour' });
    const hidden = buildPost({
      title: 'Study',
      visibility_settings: 'Private',
      ...signedPostImage('p2'),
    });
    stubFetch(getUser(), posts([open, hidden]));
    renderRoute('/my-profile');

    const grid = await screen.findByRole('list', { name: 'Posts' });
    const images = within(grid).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Harbour', 'Study']);
    expect(images[0]).toHaveAttribute(
      'srcset',
      `/backend/uploads/posts/${open._id}-320.webp 320w, /backend/uploads/posts/${open._id}-640.webp 640w, /backend/uploads/posts/${open._id}-1280.webp 1280w`,
    );
    expect(images[0]).toHaveAttribute('sizes', '(max-width: 480px) 33vw, 160px');
    expect(images[0]).toHaveAttribute('width', '1280');
    expect(images[0]).toHaveAttribute('height', '960');
    expect(images[1]).toHaveAttribute('src', '/backend/api/post-image/p2/k-640.webp?exp=1&sig=abc');
    expect(images[1]).toHaveAttribute(
      'srcset',
      '/backend/api/post-image/p2/k-320.webp?exp=1&sig=def 320w, /backend/api/post-image/p2/k-640.webp?exp=1&sig=abc 640w',
    );
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/post-details/${open._id}`, `/post-details/${hidden._id}`]);
  });

  it('puts the drafts from battles above the posts, each opening the form that publishes it, in both languages (docs/decisions.md#425)', async () => {
    const user = userEvent.setup();
    const draft = buildPost({
      title: 'Winter Clash · Final',
      visibility_settings: 'Private',
      draft: true,
      ...signedPostImage('p9'),
    });
    stubFetch(getUser(), posts([draft]));
    renderRoute('/my-profile');

    const drafts = within(await screen.findByRole('region', { name: 'From your battles: ready to publish' }));
    expect(drafts.getByRole('img', { name: 'Winter Clash · Final' })).toHaveAttribute(
      'src',
      '/backend/api/post-image/p9/k-640.webp?exp=1&sig=abc',
    );
    expect(drafts.getByRole('link', { name: 'Complete and publish' })).toHaveAttribute(
      'href',
      `/update-post/${draft._id}`,
    );
    // Not a post yet: the grid does not hold it.
    expect(screen.getByText('You have not posted anything yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Posts' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '日本語' }));
    const japanese = within(await screen.findByRole('region', { name: 'バトルの作品：公開を待っています' }));
    expect(japanese.getByRole('link', { name: '書き足して公開' })).toBeInTheDocument();
  });

  it("says 'You have not posted anything yet' without posts, and the Events tab lists the user's events", async () => {
    const user = userEvent.setup();
    const event = buildEvent({ title_eng: 'Night Canvas', title_jap: 'ナイトキャンバス' });
    const { requests } = stubFetch(
      getUser(),
      posts([]),
      on('/backend/api/participated-events/u1', {
        body: ZEventListReplySchema.parse({ status: 1, message: 'ok', events: [event] }),
      }),
    );
    renderRoute('/my-profile');

    expect(await screen.findByText('You have not posted anything yet')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname.startsWith('/backend/api/participated-events'))).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(within(list).getByRole('link', { name: /Night Canvas/ })).toHaveAttribute(
      'href',
      `/event-details/${event._id}`,
    );
  });

  it('updates the bio in the modal: refuses an empty one, then saves, closes and loads the details again', async () => {
    const user = userEvent.setup();
    let saved = 'Ink and neon.';
    const { requests } = stubFetch(
      (url) => (url.pathname === '/backend/api/get_user/u1' ? { body: userDetailsReply({ bio: saved }) } : undefined),
      posts([]),
      on('/backend/api/UserBioUpdate', () => ((saved = 'Brushes at dawn.'), ok('Profile bio updated successfully'))),
    );
    renderRoute('/my-profile');

    await user.click(await screen.findByRole('button', { name: 'Edit profile bio' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile bio' });
    const field = within(dialog).getByLabelText('Bio');
    expect(field).toHaveValue('Ink and neon.');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select Profile Bio.');
    expect(requests.some((request) => request.url.pathname === '/backend/api/UserBioUpdate')).toBe(false);

    await user.type(field, 'Brushes at dawn.');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.url.pathname === '/backend/api/UserBioUpdate')).toMatchObject({
      method: 'POST',
      body: { bio: 'Brushes at dawn.' },
    });
    expect(await screen.findByText('Brushes at dawn.')).toBeInTheDocument();
  });

  it('uploads a profile image dropped on the modal, with a preview and the progress, then loads the details again', async () => {
    const user = userEvent.setup();
    let uploaded = false;
    const { requests } = stubFetch(
      (url) =>
        url.pathname === '/backend/api/get_user/u1'
          ? { body: userDetailsReply({ profileImage: uploaded ? 'uploads/profiles/new-320.webp' : '' }) }
          : undefined,
      posts([]),
    );
    const uploads = stubXhr(
      {
        body: ZUserProfileUpdateReplySchema.parse({
          status: 1,
          message: 'Profile image updated successfully',
          profileImage: 'uploads/profiles/new-320.webp',
          profileImageMeta: { width: 320, height: 320, sizes: [{ path: 'uploads/profiles/new-320.webp', width: 320 }] },
        }),
      },
      { total: 200, steps: [100, 200] },
    );
    renderRoute('/my-profile');

    await user.click(await screen.findByRole('button', { name: 'Change profile image' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile image' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select an image to upload.');

    const zone = within(dialog).getByText('Drag and drop an image here, or click to choose one').closest('label');
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['gif'], 'cat.gif', { type: 'image/gif' })] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only JPG, JPEG, PNG, or WEBP images are allowed.');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.drop(zone, { dataTransfer: { files: [big] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The image is too large: it must be 10 MB or less.');

    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
    expect(within(dialog).getByRole('img', { name: 'Preview of the new profile image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    uploaded = true;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads.requests).toHaveLength(1);
    expect(uploads.requests[0]?.url.pathname).toBe('/backend/api/UserProfileUpdate');
    expect(uploads.requests[0]?.headers.Authorization).toBe('jwt');
    expect((uploads.requests[0]?.body as FormData).get('profileImage')).toBe(photo);
    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname === '/backend/api/get_user/u1').length).toBeGreaterThan(
        1,
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('img')).toHaveAttribute(
        'src',
        '/backend/uploads/profiles/new-320.webp',
      ),
    );
  });

  it('chooses the image by clicking the drop zone (the file input it labels)', async () => {
    const user = userEvent.setup();
    stubFetch(getUser(), posts([]));
    renderRoute('/my-profile');
    await user.click(await screen.findByRole('button', { name: 'Change profile image' }));
    const input = screen.getByLabelText(/Drag and drop an image here/);
    await user.upload(input, new File(['webp'], 'me.webp', { type: 'image/webp' }));
    expect(screen.getByRole('img', { name: 'Preview of the new profile image' })).toBeInTheDocument();
  });

  it('keeps the modal open with the chosen image when the server refuses the upload', async () => {
    const user = userEvent.setup();
    stubFetch(getUser(), posts([]));
    stubXhr(
      { status: 413, body: { status: 0, message: 'The image is too large: it must be 10 MB or less.' } },
      { total: 200, steps: [100] },
    );
    renderRoute('/my-profile');
    await user.click(await screen.findByRole('button', { name: 'Change profile image' }));
    await user.upload(
      screen.getByLabelText(/Drag and drop an image here/),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Profile image' })).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(getUser(), posts([]));
    renderRoute('/my-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'マイプロフィール' })).toBeInTheDocument();
    expect(await screen.findByText('まだ投稿がありません')).toBeInTheDocument();
    expect(screen.getByText('投稿数')).toBeInTheDocument();
    expect(screen.getByText('閲覧数')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新規投稿' })).toHaveAttribute('href', '/add-post');
    expect(screen.getByRole('link', { name: 'ウェブサイト（新しいタブで開きます）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'イベント' })).toBeInTheDocument();
  });

  it('is for fans and artists: a park account is sent away, a visitor to /home', async () => {
    saveSession({ ...artistSession, type: 'parent' });
    stubFetch(getUser(), posts([]));
    const { router } = renderRoute('/my-profile');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/my-profile'));
  });
});
