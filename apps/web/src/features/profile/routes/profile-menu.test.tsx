import type { TUserDetails } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import defaultAvatar from '@/assets/default-avatar.svg';
import { readSession, saveSession } from '@/lib/session';
import { artistSession, userDetailsReply } from '@/test/creators';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const session = { ...artistSession, username: 'stored-name' };

const details = (overrides: Partial<TUserDetails> = {}) =>
  userDetailsReply({ profileImage: 'uploads/profile/mika.webp', ...overrides });

const getUser = (reply = details()) => on('/backend/api/get_user/u1', { body: reply });

describe('profile menu /profile (docs/product.md §2.9)', () => {
  it("loads the user's details on entry and shows the avatar, the username and the five links", async () => {
    saveSession(session);
    const { requests } = stubFetch(getUser());
    renderRoute('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('mika')).toBeInTheDocument();
    expect(screen.queryByText('stored-name')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('img')).toHaveAttribute('src', '/backend/uploads/profile/mika.webp');
    expect(requests[0]?.headers.get('Authorization')).toBe('jwt');

    const menu = screen.getByRole('navigation', { name: 'Profile settings' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['General Profile', '/user-profile'],
      ['Past Voting', '/past-voting'],
      ['Participated Events', '/participated-events'],
      ['User Interests', '/user-interests'],
      ['Event History', '/event-history'],
    ]);
    // The header's avatar dropdown is not offered on the profile menu (§2.3).
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('offers a park user only the screens a park user may open (docs/product.md#rule-177)', async () => {
    saveSession({ ...session, type: 'parent' });
    stubFetch(getUser(details({ type: 'parent' })));
    renderRoute('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Past Voting', '/past-voting'],
      ['Event History', '/event-history'],
    ]);
  });

  it('offers organisers the console (docs/product.md#rule-292)', async () => {
    saveSession({ ...session, role: 'admin' });
    stubFetch(getUser(details({ role: 'admin' })));
    renderRoute('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    expect(within(menu).getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
  });

  it('offers no console to anyone but an organiser', async () => {
    saveSession(session);
    stubFetch(getUser());
    renderRoute('/profile');
    const menu = await screen.findByRole('navigation', { name: 'Profile settings' });
    await within(menu).findByRole('link', { name: 'Event History' });
    expect(within(menu).queryByRole('link', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('shows the stored name and the default avatar until the details arrive, and when they fail', async () => {
    saveSession(session);
    stubFetch(on('/backend/api/get_user/u1', { status: 500, body: { status: 0, message: 'Something went wrong' } }));
    const { queryClient } = renderRoute('/profile');
    expect(await screen.findByText('stored-name')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(['user', 'u1', 'jwt'])?.status).toBe('error'));
    expect(screen.getByText('stored-name')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', defaultAvatar);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out: ends the session on the server, removes it here and goes to /home', async () => {
    const user = userEvent.setup();
    saveSession(session);
    const { requests } = stubFetch(
      getUser(),
      on('/backend/api/logout', { body: { status: 1, message: 'You have been logged out.' } }),
    );
    const { router } = renderRoute('/profile');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readSession()).toBeNull();
    const logout = requests.find((request) => request.url.pathname === '/backend/api/logout');
    expect(logout).toMatchObject({ method: 'POST' });
    expect(logout?.headers.get('Authorization')).toBe('jwt');
  });

  it('logs out here even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    saveSession(session);
    stubFetch(getUser(), on('/backend/api/logout', { status: 503, body: null }));
    const { router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readSession()).toBeNull();
  });

  it("logs out everywhere: ends every session of the account, with the server's message", async () => {
    const user = userEvent.setup();
    saveSession(session);
    const { requests } = stubFetch(
      getUser(),
      on('/backend/api/logout-all', { body: { status: 1, message: 'You have been logged out on every device.' } }),
    );
    const { router } = renderRoute('/profile');

    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));

    expect(await screen.findByText('You have been logged out on every device.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readSession()).toBeNull();
    expect(
      requests.find((request) => request.url.pathname === '/backend/api/logout-all')?.headers.get('Authorization'),
    ).toBe('jwt');
  });

  it('keeps the session and says why when logging out everywhere fails', async () => {
    const user = userEvent.setup();
    saveSession(session);
    stubFetch(
      getUser(),
      on('/backend/api/logout-all', { status: 500, body: { status: 0, message: 'Something went wrong on our side.' } }),
    );
    const { router } = renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ token: 'jwt' });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a visitor without a session to /home', async () => {
    stubFetch();
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends the user to /home when the stored token is refused (401)', async () => {
    saveSession(session);
    stubFetch(
      on('/backend/api/get_user/u1', {
        status: 401,
        body: { status: 0, message: 'Your session has expired. Please log in again.' },
      }),
    );
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readSession()).toBeNull();
  });

  it('reads in Japanese with the terms of docs/product.md §9.1', async () => {
    const user = userEvent.setup();
    saveSession(session);
    stubFetch(getUser());
    renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: '日本語' }));

    expect(screen.getByRole('heading', { level: 1, name: 'マイプロフィール' })).toBeInTheDocument();
    for (const name of ['基本プロフィール', '過去の投票', '参加したイベント', '興味・関心', 'イベント履歴']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべての端末からログアウト' })).toBeInTheDocument();
  });
});

describe("the bottom navigation's Profile item (/my-profile, docs/product.md §2.3)", () => {
  it('sends a signed-out visitor who taps it to /home', async () => {
    const user = userEvent.setup();
    stubFetch();
    const { router } = renderRoute('/calendar');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const profile = within(nav).getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/my-profile');

    await user.click(profile);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('opens the profile menu for a park user, who has no My Profile (docs/product.md#rule-177)', async () => {
    const user = userEvent.setup();
    saveSession({ ...session, type: 'myself' });
    stubFetch(getUser(details({ type: 'myself' })));
    const { router } = renderRoute('/calendar');
    const profile = within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
      name: 'Profile',
    });
    expect(profile).toHaveAttribute('href', '/profile');

    await user.click(profile);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('opens My Profile for a signed-in user, loading the details again on entry', async () => {
    const user = userEvent.setup();
    saveSession(session);
    const { requests } = stubFetch(
      getUser(),
      on('/backend/api/user-post-getAll/u1', { body: { status: 1, message: 'ok', data: [] } }),
    );
    const { router } = renderRoute('/calendar');
    const userRequests = () => requests.filter((request) => request.url.pathname === '/backend/api/get_user/u1');
    await waitFor(() => expect(userRequests()).toHaveLength(1)); // the header's

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Profile' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-profile');
    await waitFor(() => expect(userRequests()).toHaveLength(2));
  });
});
