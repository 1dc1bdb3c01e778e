import { type TAdminAccount, ZAdminAccountListReplySchema } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const ACCOUNTS = '/backend/admin-api/accounts';
const me: TAdminAccount = { _id: 'me', username: 'aiko', email: 'aiko@example.com', type: 'fan', role: 'admin' };
const fan: TAdminAccount = { _id: 'u-2', username: 'mika', email: 'mika@example.com', type: 'artist', role: 'user' };
const park: TAdminAccount = {
  _id: 'u-3',
  username: 'family',
  email: 'family@example.com',
  type: 'parent',
  role: 'user',
};

/** The server's list and role calls over `accounts`, which a role change edits. */
function stubAccounts(accounts: TAdminAccount[]) {
  const list = (url: URL) => {
    const role = url.searchParams.get('role');
    const shown = accounts.filter((account) => !role || account.role === role);
    const organisers = accounts.filter((account) => account.role === 'admin').length;
    return ZAdminAccountListReplySchema.parse({
      status: 1,
      message: 'ok',
      accounts: shown,
      page: 1,
      pages: 1,
      total: shown.length,
      organisers,
    });
  };
  return stubFetch((url, init) => {
    const change = /^\/backend\/admin-api\/accounts\/([^/]+)\/role$/.exec(url.pathname);
    if (change && init?.method === 'PUT') {
      const account = accounts.find((entry) => entry._id === change[1])!;
      account.role = JSON.parse(String(init.body)).role;
      return { body: { status: 1, message: 'Role changed', account } };
    }
    return url.pathname === ACCOUNTS ? { body: list(url) } : undefined;
  });
}

describe('the Organisers screen (docs/product.md#rule-112)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession(sessionOf(buildSessionUser({ _id: 'me', username: 'aiko', role: 'admin' }), 'jwt-admin'));
  });

  it('makes a fan an organiser after a confirmation that says what it gives, and the list shows it', async () => {
    const { requests } = stubAccounts([me, { ...fan }, park]);
    renderRoute('/admin/organisers');
    const row = (await screen.findByText('mika')).closest('li')!;
    expect(within(row).getByText('mika@example.com · Artist')).toBeInTheDocument();
    // A park sign-up cannot become an organiser: no button is offered.
    expect(within(screen.getByText('family').closest('li')!).queryByRole('button')).toBeNull();
    // The only organiser cannot be removed.
    expect(
      within(screen.getByText('aiko@example.com · Fan').closest('li')!).getByRole('button', {
        name: 'Remove organiser',
      }),
    ).toBeDisabled();
    expect(screen.getAllByText('The last organiser cannot be removed.').length).toBeGreaterThan(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Make organiser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make mika an organiser?' });
    expect(within(dialog).getByText(/will be able to create, change and delete every event/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make organiser' }));

    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ role: 'admin' }));
    expect(requests.find((request) => request.method === 'PUT')?.url.pathname).toBe(
      '/backend/admin-api/accounts/u-2/role',
    );
    expect(await screen.findByText('2 organisers')).toBeInTheDocument();
    expect(
      within(screen.getByText('mika').closest('li')!).getByRole('button', { name: 'Remove organiser' }),
    ).toBeEnabled();
  });

  it('warns an organiser removing themselves, in Japanese too, and Cancel changes nothing', async () => {
    await i18n.changeLanguage('ja');
    const { requests } = stubAccounts([me, { ...fan, role: 'admin' }]);
    renderRoute('/admin/organisers?role=admin');
    const mine = (await screen.findByText('aiko@example.com · ファン')).closest('li')!;
    expect(within(mine).getByText(/（あなた）/)).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: '主催者から外す' }));
    const dialog = await screen.findByRole('dialog', { name: 'aiko さんを主催者から外しますか？' });
    expect(
      within(dialog).getByText('すべての端末ですぐに管理画面を使えなくなり、自分では元に戻せません。'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(requests.find((request) => request.url.pathname === ACCOUNTS)?.url.searchParams.get('role')).toBe('admin');
  });
});
