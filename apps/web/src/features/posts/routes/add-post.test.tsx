import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/lib/accounts/query-keys';
import { i18n } from '@/lib/i18n';
import { postKeys } from '@/lib/post-keys';
import { saveSession } from '@/lib/session';
import { artistSession, buildPost, mediaTypesReply, postReply, tagsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';
import { stubXhr } from '@/test/xhr-stub';

const options = () => [
  on('/backend/api/media-type-getAll', { body: mediaTypesReply(['Digital', 'Oil']) }),
  on('/backend/api/tag-category-keyword-getAll', { body: tagsReply(['city', 'portrait']) }),
];
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  saveSession(artistSession);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});

/** Fills every required field of §5 Post form (and the server's, docs/product.md#rule-136, #rule-319). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Image'), new File(['png'], 'harbour.png', { type: 'image/png' }));
  await user.type(screen.getByLabelText('Title'), 'Harbour at night');
  await user.selectOptions(await screen.findByLabelText('Media Type'), 'Digital');
  await user.type(screen.getByLabelText('Tools / Software Used'), 'Procreate');
  await user.type(screen.getByLabelText('Tags / Categories / Keywords'), 'CITY{Enter}');
  await user.type(screen.getByLabelText('Tags / Categories / Keywords'), 'night sky{Enter}');
  fireEvent.change(screen.getByLabelText('Date of Creation'), { target: { value: '2026-11-01' } });
  await user.type(screen.getByLabelText('Description / Artist Statement'), 'Lights on the water.');
  await user.selectOptions(screen.getByLabelText('Visibility Settings'), 'Private');
  await user.type(screen.getByLabelText('Licensing / Reuse Rights'), 'CC BY 4.0');
}

describe('New Post /add-post (docs/product.md §2.10)', () => {
  it('offers every field and option: media types with Other, the §9 project types, skill levels and visibilities', async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    renderRoute('/add-post');

    expect(await screen.findByRole('heading', { level: 1, name: 'New Post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    const media = screen.getByLabelText('Media Type');
    await waitFor(() => expect(optionNames(media)).toEqual(['Select media type', 'Digital', 'Oil', 'Other']));
    expect(screen.queryByLabelText('Other Media Type')).not.toBeInTheDocument();
    await user.selectOptions(media, 'Other');
    expect(screen.getByLabelText('Other Media Type')).toBeInTheDocument();
    expect(screen.getByLabelText('Description / Artist Statement')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Date of Creation')).toHaveAttribute('type', 'date');
    for (const label of [
      'Intended Message / Theme (optional)',
      'Licensing / Reuse Rights',
      'Collaboration / Credits (if applicable)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(optionNames(screen.getByLabelText('Project Type or Usage Context (optional)'))).toEqual([
      'None',
      'School Project',
      'Personal Practice',
      'Competition Entry',
      'Commissioned Work',
      'Workshop Result',
    ]);
    expect(optionNames(screen.getByLabelText('Skill Level (optional)'))).toEqual([
      'None',
      'Beginner',
      'Intermediate',
      'Advanced',
      'Professional',
    ]);
    expect(optionNames(screen.getByLabelText('Visibility Settings'))).toEqual([
      'Select visibility',
      'Public',
      'Judges/Sponsors Only',
      'Private',
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows the §5 messages under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    const uploads = stubXhr({ body: postReply(buildPost()) });
    renderRoute('/add-post');
    await user.selectOptions(await screen.findByLabelText('Media Type'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const messageOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(messageOf('Title')).toHaveTextContent('Title is required');
    expect(messageOf('Other Media Type')).toHaveTextContent('Please specify media type');
    expect(messageOf('Tools / Software Used')).toHaveTextContent('Tools are required');
    expect(messageOf('Tags / Categories / Keywords')).toHaveTextContent('At least one tag is required');
    expect(messageOf('Image')).toHaveTextContent('Image is required.');
    expect(messageOf('Visibility Settings')).toHaveTextContent('Please select visibility setting');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(uploads.requests).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Media Type'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf('Media Type')).toHaveTextContent('Media type is required');
  });

  it('refuses a file that is not an image before sending', async () => {
    stubFetch(...options());
    renderRoute('/add-post');
    const input = await screen.findByLabelText('Image');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Only image files are allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
  });

  it('chooses tags: Enter picks an existing tag ignoring case or adds a new one, never twice, and never sends the form', async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    const uploads = stubXhr({ body: postReply(buildPost()) });
    renderRoute('/add-post');
    await screen.findByRole('option', { name: 'Digital' });
    const field = screen.getByLabelText('Tags / Categories / Keywords');
    await user.type(field, 'CITY{Enter}');
    await user.type(field, 'night sky{Enter}');
    await user.type(field, 'Night Sky{Enter}');
    await user.type(field, '   {Enter}');
    const chips = screen.getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['city', 'night sky']);
    expect(field).toHaveValue('');
    expect(uploads.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove tag city' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['night sky']);
  });

  it("saves with one request per press, reads 'Saving...' meanwhile, then opens the new post and reloads the user's posts and details", async () => {
    const user = userEvent.setup();
    const created = buildPost({ title: 'Harbour at night' });
    stubFetch(
      ...options(),
      on(`/backend/api/single-user-post-getAll/${created._id}`, { body: postReply(created, 'ok') }),
    );
    const uploads = stubXhr({ body: postReply(created) });
    const { router, queryClient } = renderRoute('/add-post');
    queryClient.setQueryData(postKeys.byUser('u1'), []);
    queryClient.setQueryData(userKeys.details(artistSession), null);

    await fillRequired(user);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/post-details/${created._id}`));
    expect(uploads.requests).toHaveLength(1);
    const sent = uploads.requests[0];
    expect(sent?.url.pathname).toBe('/backend/api/user-post-create');
    expect(sent?.headers.Authorization).toBe('jwt');
    const form = sent?.body as FormData;
    expect(form.get('title')).toBe('Harbour at night');
    expect(form.get('mediatype')).toBe('media-1');
    expect(form.has('other')).toBe(false);
    expect(form.get('software_tools')).toBe('Procreate');
    expect(JSON.parse(String(form.get('tags')))).toEqual(['tag-1', 'night sky']);
    expect(form.get('date_creation')).toBe('2026-11-01');
    expect(form.get('visibility_settings')).toBe('Private');
    expect(form.get('project_context')).toBe('');
    expect(form.get('licensing_reuse_rights')).toBe('CC BY 4.0');
    expect((form.get('image') as File).name).toBe('harbour.png');
    expect(queryClient.getQueryState(postKeys.byUser('u1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userKeys.details(artistSession))?.isInvalidated).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour at night' })).toBeInTheDocument();
  });

  it('sends a post without the optional fields: intended message, project type, skill level and credits (docs/product.md#rule-319)', async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    const uploads = stubXhr({ body: postReply(buildPost()) });
    renderRoute('/add-post');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const form = uploads.requests[0]?.body as FormData;
    for (const name of ['intended_message', 'project_context', 'skill_level', 'collaboration_credits']) {
      expect(form.get(name)).toBe('');
    }
  }, 15_000);

  it('brings the first field in error into view and focuses it, after its own check and after the server', async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    stubXhr({
      status: 400,
      body: {
        status: 0,
        message: 'Please select licensing option',
        errors: { licensing_reuse_rights: 'Please select licensing option' },
      },
    });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRoute('/add-post');
    await user.upload(await screen.findByLabelText('Image'), new File(['png'], 'harbour.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Title'), 'Harbour at night');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Image and title are fine: the media type is the first field in error, the description far below it is not.
    const media = screen.getByLabelText('Media Type');
    await waitFor(() => expect(media).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(media);
    expect(screen.getByLabelText('Description / Artist Statement')).toHaveAttribute('aria-invalid', 'true');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const licensing = screen.getByLabelText('Licensing / Reuse Rights');
    await waitFor(() => expect(licensing).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(licensing);
  }, 15_000);

  it('sends the typed media type with Other', async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    const uploads = stubXhr({ body: postReply(buildPost()) });
    renderRoute('/add-post');
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Media Type'), 'Other');
    await user.type(screen.getByLabelText('Other Media Type'), 'Linocut');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const form = uploads.requests[0]?.body as FormData;
    expect(form.get('mediatype')).toBe('other');
    expect(form.get('other')).toBe('Linocut');
  });

  it("puts the server's field messages under their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    stubFetch(...options());
    stubXhr({
      status: 400,
      body: { status: 0, message: 'Only image files are allowed.', errors: { image: 'Only image files are allowed.' } },
    });
    const { router } = renderRoute('/add-post');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Only image files are allowed.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Title')).toHaveValue('Harbour at night');
    expect(router.state.location.pathname).toBe('/add-post');
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    const user = userEvent.setup();
    stubFetch(...options());
    renderRoute('/add-post');
    expect(await screen.findByRole('heading', { level: 1, name: '新規投稿' })).toBeInTheDocument();
    await waitFor(() =>
      expect(optionNames(screen.getByLabelText('メディアの種類'))).toEqual([
        'メディアの種類を選択',
        'Digital',
        'Oil',
        'その他',
      ]),
    );
    expect(optionNames(screen.getByLabelText('公開設定'))).toEqual([
      '公開設定を選択',
      '公開',
      '審査員・スポンサーのみ',
      '非公開',
    ]);
    expect(optionNames(screen.getByLabelText('スキルレベル（任意）'))).toEqual([
      'なし',
      '初級',
      '中級',
      '上級',
      'プロ',
    ]);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('タイトルを入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('タグ・カテゴリー・キーワード')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is for fans and artists: a park account is sent away', async () => {
    saveSession({ ...artistSession, type: 'parent' });
    stubFetch(...options());
    const { router } = renderRoute('/add-post');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/add-post'));
  });
});
