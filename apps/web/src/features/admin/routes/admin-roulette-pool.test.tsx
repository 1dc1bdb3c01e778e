import { ZAdminEventReplySchema } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildEvent } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const event = buildEvent({ title_eng: 'Night Canvas' });
const ROULETTE = `/backend/admin-api/events/${event._id}/roulette`;
const stored = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];

function stubRoulette() {
  return stubFetch(
    (url, init) =>
      url.pathname === ROULETTE && init?.method === 'PUT'
        ? {
            body: {
              status: 1,
              message: 'Roulette saved',
              Roulette: { keywords: JSON.parse(String(init.body)).keywords, sponsor_img: '' },
            },
          }
        : undefined,
    on(ROULETTE, { body: { status: 1, message: 'ok', Roulette: { keywords: stored, sponsor_img: '' } } }),
    on(`/backend/admin-api/events/${event._id}`, {
      body: ZAdminEventReplySchema.parse({
        status: 1,
        message: 'ok',
        event: { ...event, voting_rule: 'room_or_proven', auto_close_voting: false, projector_language: 'both' },
        version: 1,
        screen_key: 'screen-key-of-the-event',
      }),
    }),
  );
}

describe('the roulette pool (docs/product.md#rule-110)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
  });

  it('adds pasted rows, names each line it cannot read by number in the current language, and saves the table', async () => {
    const { requests } = stubRoulette();
    renderRoute(`/admin/roulette-pool/${event._id}`);
    expect(await screen.findByDisplayValue('Ocean')).toBeInTheDocument();

    const box = screen.getByLabelText('Rows to add');
    await userEvent.click(box);
    await userEvent.paste('City\t街\tDream\t夢\nonly,three,cells\n\nA,,B,い');
    await userEvent.click(screen.getByRole('button', { name: 'Add rows' }));
    expect(await screen.findByText('Line 2: it needs exactly four keywords.')).toBeInTheDocument();
    expect(screen.getByText('Line 4: a keyword is empty.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Dream')).toBeInTheDocument();
    // What could not be read stays in the box to be mended.
    expect(box).toHaveValue('only,three,cells\nA,,B,い');

    await i18n.changeLanguage('ja');
    await userEvent.click(await screen.findByRole('button', { name: 'まとめて追加' }));
    expect(await screen.findByText('1行目：キーワードをちょうど4つ入力してください。')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      keywords: [...stored, { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' }],
    });
  }, 15_000);

  it('clears the messages about pasted lines with the box (docs/product.md#rule-374)', async () => {
    stubRoulette();
    renderRoute(`/admin/roulette-pool/${event._id}`);
    await screen.findByDisplayValue('Ocean');
    const box = screen.getByLabelText('Rows to add');
    await userEvent.click(box);
    await userEvent.paste('one,two\nthree,four,five,six\nA,,B,い');
    await userEvent.click(screen.getByRole('button', { name: 'Add rows' }));
    expect(await screen.findByText('Line 1: it needs exactly four keywords.')).toBeInTheDocument();
    expect(box).toHaveValue('one,two\nA,,B,い');
    // Mending a line keeps the messages until the rows are added again.
    await userEvent.type(box, 'x');
    expect(screen.getByText('Line 3: a keyword is empty.')).toBeInTheDocument();

    await userEvent.clear(box);
    expect(box).toHaveValue('');
    expect(screen.queryByText('Line 1: it needs exactly four keywords.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Line 3/)).not.toBeInTheDocument();
  });

  it('refuses to save a row with an empty keyword, naming the row', async () => {
    const { requests } = stubRoulette();
    renderRoute(`/admin/roulette-pool/${event._id}`);
    await screen.findByDisplayValue('Ocean');
    await userEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Row 2: fill in all four keywords.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('names each column in a header over it', async () => {
    stubRoulette();
    renderRoute(`/admin/roulette-pool/${event._id}`);
    await screen.findByDisplayValue('Ocean');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Row',
      'Keyword 1 (English)',
      'Keyword 1 (Japanese)',
      'Keyword 2 (English)',
      'Keyword 2 (Japanese)',
      'Remove',
    ]);
  });

  it('asks before leaving with rows not saved, stays on Cancel and leaves on confirm (docs/product.md#rule-318)', async () => {
    stubRoulette();
    const { router } = renderRoute(`/admin/roulette-pool/${event._id}`);
    await screen.findByDisplayValue('Ocean');
    await userEvent.type(screen.getByLabelText('Row 1: Keyword 1 (English)'), 's');

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to the keyword rows are not saved yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/roulette-pool/${event._id}`);
    expect(screen.getByDisplayValue('Oceans')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/add-battles/${event._id}`));
  });

  it('lets the browser ask before the tab closes with rows not saved, and not once they are saved', async () => {
    stubRoulette();
    const { router } = renderRoute(`/admin/roulette-pool/${event._id}`);
    await screen.findByDisplayValue('Ocean');
    const closing = () => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    expect(closing()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(closing()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(closing()).toBe(false);

    await userEvent.clear(screen.getByLabelText('Row 1: Keyword 2 (Japanese)'));
    await userEvent.type(screen.getByLabelText('Row 1: Keyword 2 (Japanese)'), '火');
    expect(closing()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keywords saved.')).toBeInTheDocument();
    expect(closing()).toBe(false);
    // Saved rows leave without a question.
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/add-battles/${event._id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
