import { ZArtTypeListReplySchema, ZCommunicateListReplySchema, ZStatusReplySchema } from '@artclash/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { artistSession, userDetailsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const artTypes = on('/backend/api/art-type-getAll', {
  body: ZArtTypeListReplySchema.parse({
    status: 1,
    message: 'ok',
    data: [
      { _id: 'a1', art_type: 'Painting' },
      { _id: 'a2', art_type: 'Street art' },
      { _id: 'a3', art_type: 'Manga' },
    ],
  }),
});
const communicates = on('/backend/api/communicate-getAll', {
  body: ZCommunicateListReplySchema.parse({
    status: 1,
    message: 'ok',
    data: [{ _id: 'c1', communicate: 'Instagram' }],
  }),
});
const details = userDetailsReply({
  art_types: [{ _id: 'a1', art_type: 'Painting' }],
  participates: [{ _id: 'p1', participate: 'Live battles' }],
});
const sections = [
  'Types of Art that I enjoy',
  'Type of Artwork that I create or do',
  'How I prefer to participate',
  'How we communicate',
];

beforeEach(() => void saveSession(artistSession));

describe('User Interests /user-interests (docs/product.md §2.9)', () => {
  it('shows the four sections with the chosen items as chips', async () => {
    stubFetch(on('/backend/api/get_user/u1', { body: details }));
    renderRoute('/user-interests');

    expect(await screen.findByRole('heading', { level: 2, name: sections[0] })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(sections);
    expect(
      within(screen.getByRole('list', { name: sections[0] }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Painting']);
    expect(within(screen.getByRole('list', { name: sections[2] })).getByText('Live battles')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing chosen yet')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
  });

  it('toggles options in the modal and sends every list with InterestsUserProfile, then reloads the details', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on('/backend/api/get_user/u1', { body: details }),
      artTypes,
      communicates,
      on('/backend/api/InterestsUserProfile', {
        body: ZStatusReplySchema.parse({ status: 1, message: 'Interests updated successfully' }),
      }),
    );
    renderRoute('/user-interests');

    await user.click(await screen.findByRole('button', { name: `Edit: ${sections[0]}` }));
    const dialog = screen.getByRole('dialog', { name: sections[0] });
    expect(await within(dialog).findByRole('button', { name: 'Painting' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Manga' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Manga' }));
    await user.click(within(dialog).getByRole('button', { name: 'Painting' }));
    expect(within(dialog).getByRole('button', { name: 'Manga' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      within(screen.getByRole('list', { name: sections[0] }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Manga']);

    await user.click(screen.getByRole('button', { name: `Edit: ${sections[3]}` }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Instagram' }));
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('list', { name: sections[3] })).getByText('Instagram')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname === '/backend/api/InterestsUserProfile')).toMatchObject({
        method: 'POST',
        body: { userId: 'u1', art_types: ['a3'], art_works: [], participates: ['p1'], communicates: ['c1'] },
      }),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.url.pathname === '/backend/api/get_user/u1').length).toBeGreaterThan(
        1,
      ),
    );
    expect(requests.filter((request) => request.url.pathname === '/backend/api/art-type-getAll')).toHaveLength(1);
  });

  it('keeps an unsaved choice through a language switch, its chips named in the new language (docs/product.md#rule-175)', async () => {
    const user = userEvent.setup();
    const japanese = (init: RequestInit | undefined) => new Headers(init?.headers).get('Accept-Language') === 'ja';
    const { requests } = stubFetch(
      (url, init) =>
        url.pathname === '/backend/api/get_user/u1'
          ? {
              body: japanese(init)
                ? userDetailsReply({ art_types: [{ _id: 'a1', art_type: '絵画' }] })
                : userDetailsReply({ art_types: [{ _id: 'a1', art_type: 'Painting' }] }),
            }
          : undefined,
      (url, init) =>
        url.pathname === '/backend/api/art-type-getAll'
          ? {
              body: ZArtTypeListReplySchema.parse({
                status: 1,
                message: 'ok',
                data: japanese(init)
                  ? [
                      { _id: 'a1', art_type: '絵画' },
                      { _id: 'a3', art_type: 'マンガ' },
                    ]
                  : [
                      { _id: 'a1', art_type: 'Painting' },
                      { _id: 'a3', art_type: 'Manga' },
                    ],
              }),
            }
          : undefined,
    );
    renderRoute('/user-interests');

    await user.click(await screen.findByRole('button', { name: `Edit: ${sections[0]}` }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Manga' }));
    await user.keyboard('{Escape}');
    await act(() => i18n.changeLanguage('ja'));

    const chips = async () =>
      within(await screen.findByRole('list', { name: '好きなアートの種類' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
    await waitFor(async () => expect(await chips()).toEqual(['絵画', 'マンガ']));
    expect(
      requests
        .filter((request) => request.url.pathname === '/backend/api/get_user/u1')
        .map((request) => request.headers.get('Accept-Language')),
    ).toContain('ja');
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(on('/backend/api/get_user/u1', { body: details }));
    renderRoute('/user-interests');
    expect(await screen.findByRole('heading', { level: 1, name: '興味・関心' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '好きなアートの種類' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '編集：コミュニケーションの方法' })).toBeInTheDocument();
    expect(screen.getAllByText('まだ選択されていません')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '更新' })).toBeInTheDocument();
  });
});
