import type { TAdminReferenceItem, TAdminTag } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const REFERENCE = '/backend/admin-api/reference';
const ok = (fields: object) => ({ body: { status: 1, message: 'ok', ...fields } });

/** The organiser API of one list, kept in memory: writes change what the next read answers. */
function stubReference(list: string, start: TAdminReferenceItem[], { conflictOn }: { conflictOn?: string } = {}) {
  let items = [...start];
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<TAdminReferenceItem>) : {};
    if (url.pathname === '/backend/api/fetch-all-country')
      return ok({
        data: [
          { _id: 'JP', name: 'Japan' },
          { _id: 'KR', name: 'South Korea' },
        ],
      });
    if (url.pathname === `${REFERENCE}/${list}` && method === 'GET') return ok({ list, items });
    if (url.pathname === `${REFERENCE}/${list}` && method === 'POST') {
      if (body.name_eng === conflictOn)
        return {
          status: 409,
          body: {
            status: 0,
            message: `“${conflictOn}” is already in this list.`,
            errors: { name_eng: 'This name is already in the list.' },
          },
        };
      const item = {
        _id: `new-${items.length}`,
        name_eng: body.name_eng ?? '',
        name_jap: body.name_jap ?? '',
        position: items.length,
        in_use: 0,
      };
      items = [...items, item];
      return ok({ item });
    }
    const itemId = url.pathname.slice(`${REFERENCE}/${list}/`.length);
    if (method === 'PUT') {
      items = items.map((item) => (item._id === itemId ? { ...item, ...body } : item));
      return ok({ item: items.find((item) => item._id === itemId) });
    }
    if (method === 'DELETE') {
      const affected = items.find((item) => item._id === itemId)?.in_use ?? 0;
      items = items.filter((item) => item._id !== itemId);
      return ok({ affected });
    }
    return undefined;
  });
}

const painting: TAdminReferenceItem = { _id: 'a1', name_eng: 'Painting', name_jap: '絵画', position: 0, in_use: 12 };
const sculpture: TAdminReferenceItem = { _id: 'a2', name_eng: 'Sculpture', name_jap: '彫刻', position: 1, in_use: 0 };

describe('the reference data screen (docs/product.md#rule-120)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
  });

  it('edits an item’s names in place and saves them', async () => {
    const { requests } = stubReference('art-types', [painting, sculpture]);
    renderRoute('/admin/reference');
    const english = await screen.findByLabelText('Item 1: Name (English)');
    expect(english).toHaveValue('Painting');
    expect(screen.getByText('12 users')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Item 1' });
    expect(save).toBeDisabled();
    await userEvent.clear(english);
    await userEvent.type(english, 'Oil painting');
    await userEvent.click(save);
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')).toBeDefined());
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe(`${REFERENCE}/art-types/a1`);
    expect(put.body).toEqual({ name_eng: 'Oil painting', name_jap: '絵画' });
    expect(await screen.findByLabelText('Item 1: Name (English)')).toHaveValue('Oil painting');
  });

  it('checks a new item by the contract’s rules in the current language, then adds it', async () => {
    const { requests } = stubReference('art-types', [painting]);
    renderRoute('/admin/reference');
    await screen.findByLabelText('Item 1: Name (English)');
    await userEvent.type(screen.getByLabelText('Add an item: Name (English)'), 'Collage');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await i18n.changeLanguage('ja');
    expect(await screen.findByText('必須項目です。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText('項目を追加：名前（日本語）'), 'コラージュ');
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(await screen.findByDisplayValue('コラージュ')).toHaveAccessibleName('項目2：名前（日本語）');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name_eng: 'Collage',
      name_jap: 'コラージュ',
    });
    expect(screen.getByLabelText('項目を追加：名前（英語）')).toHaveValue('');
  }, 15_000);

  it('shows a name the list has already on its field', async () => {
    stubReference('art-types', [painting], { conflictOn: 'Painting' });
    renderRoute('/admin/reference');
    await screen.findByLabelText('Item 1: Name (English)');
    await userEvent.type(screen.getByLabelText('Add an item: Name (English)'), 'Painting');
    await userEvent.type(screen.getByLabelText('Add an item: Name (Japanese)'), '別の絵画');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Another item of this list has this name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add an item: Name (English)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before removing an item, saying how many users lose it, and removes it', async () => {
    const { requests } = stubReference('art-types', [painting, sculpture]);
    renderRoute('/admin/reference');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Item 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Painting”?' });
    expect(
      within(dialog).getByText('Removes “Painting” from 12 users’ interests. This cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Painting')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'DELETE')?.url.pathname).toBe(`${REFERENCE}/art-types/a1`);
    expect(screen.getByLabelText('Item 1: Name (English)')).toHaveValue('Sculpture');
  });

  it('needs a country for a city, picked from the country list', async () => {
    const { requests } = stubReference('cities', [
      { _id: 'c1', name_eng: 'Tokyo', name_jap: '東京', position: 0, country_code: 'JP', in_use: 3 },
    ]);
    renderRoute('/admin/reference?list=cities');
    expect(await screen.findByLabelText('Item 1: Country')).toHaveValue('JP');
    await userEvent.type(screen.getByLabelText('Add an item: Name (English)'), 'Seoul');
    await userEvent.type(screen.getByLabelText('Add an item: Name (Japanese)'), 'ソウル');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Add an item: Country'), 'KR');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        name_eng: 'Seoul',
        name_jap: 'ソウル',
        country_code: 'KR',
      }),
    );
  });
});

describe('the tags tab (docs/product.md#rule-123)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
  });

  const watercolour: TAdminTag = { _id: 't1', name: 'watercolour', posts: 4 };
  const watercolor: TAdminTag = { _id: 't2', name: 'Watercolor', posts: 9 };

  function stubTags() {
    let tags = [watercolour, watercolor];
    return stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (url.pathname === '/backend/admin-api/tags' && method === 'GET') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const found = tags.filter((tag) => tag.name.toLowerCase().includes(q));
        return ok({ tags: found, page: 1, pages: 1, total: found.length });
      }
      if (url.pathname === '/backend/admin-api/tags/t1/merge' && method === 'POST') {
        tags = tags.filter((tag) => tag._id !== 't1').map((tag) => (tag._id === 't2' ? { ...tag, posts: 13 } : tag));
        return ok({ tag: tags[0] });
      }
      if (url.pathname === '/backend/admin-api/tags/t2' && method === 'PUT') {
        return {
          status: 409,
          body: {
            status: 0,
            message: 'Another tag is already called “watercolour”. Merge this tag into it instead.',
            errors: { name: 'x' },
          },
        };
      }
      return undefined;
    });
  }

  it('merges a tag into the one picked, after a confirm that says what happens to its posts', async () => {
    const { requests } = stubTags();
    renderRoute('/admin/reference?list=tags');
    await screen.findByLabelText('Name of the tag “watercolour”');
    const row = screen.getByRole('form', { name: 'watercolour' });
    await userEvent.click(within(row).getByRole('button', { name: 'Merge into…' }));
    const picker = await screen.findByRole('dialog', { name: 'Merge “watercolour” into another tag' });
    await userEvent.type(within(picker).getByLabelText('Find the tag to keep'), 'color');
    await userEvent.click(await within(picker).findByRole('button', { name: /Merge into “Watercolor”/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Merge “watercolour” into “Watercolor”?' });
    expect(
      within(confirm).getByText(
        'Its 4 posts get “Watercolor” instead, and “watercolour” is removed. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Merge into “Watercolor”' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ into: 't2' }));
    await waitFor(() => expect(screen.queryByLabelText('Name of the tag “watercolour”')).not.toBeInTheDocument());
    expect(screen.getByText('13 posts')).toBeInTheDocument();
  });

  it('shows on the field that another tag has the name, and says to merge', async () => {
    stubTags();
    renderRoute('/admin/reference?list=tags');
    const name = await screen.findByLabelText('Name of the tag “Watercolor”');
    await userEvent.clear(name);
    await userEvent.type(name, 'watercolour');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Watercolor' })).getByRole('button', { name: 'Rename' }),
    );
    expect(await screen.findByText('Another item of this list has this name.')).toBeInTheDocument();
    expect(
      await screen.findByText('Another tag is already called “watercolour”. Merge this tag into it instead.'),
    ).toBeInTheDocument();
  });
});
