import { act, screen } from '@testing-library/react';
import type { TAccountType } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession, SESSION_KEY } from '@/lib/session';
import { renderRoute } from '@/test/render';
import { PublicOnly, RequireMainType, RequireParkType, RequireSession } from './guards';

const routes = [
  { path: '/', element: <p>Home screen</p> },
  { path: '/home', element: <p>Chooser screen</p> },
  { element: <PublicOnly />, children: [{ path: '/signin', element: <p>Login screen</p> }] },
  {
    element: <RequireSession />,
    children: [
      { path: '/my-profile', element: <p>My profile</p> },
      { path: '/voting/:eventId', element: <p>Voting</p> },
    ],
  },
  {
    path: '/park-only',
    element: (
      <RequireParkType>
        <p>Park-only screen</p>
      </RequireParkType>
    ),
  },
  {
    path: '/main-only',
    element: (
      <RequireMainType>
        <p>Main-only screen</p>
      </RequireMainType>
    ),
  },
];

const signIn = (type: TAccountType) =>
  void saveSession({
    _id: 'u1',
    username: 'mika',
    email: 'mika@example.com',
    profileImage: '',
    type,
    role: 'user',
    token: 'jwt',
  });

describe('route guards (docs/product.md §2.2)', () => {
  it('sends a signed-out visitor of a private route to /home', async () => {
    const { router } = renderRoute('/my-profile', { routes });
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('remembers the screen a signed-out visitor opened as next (docs/product.md#rule-152)', async () => {
    const { router } = renderRoute('/voting/ev-42?from=qr', { routes });
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/voting/ev-42?from=qr');
  });

  it('sends a user who signs in on a public-only route to the next it carries, and only a safe one', async () => {
    signIn('fan');
    const { router } = renderRoute('/signin?next=%2Fvoting%2Fev-42', { routes });
    expect(await screen.findByText('Voting')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voting/ev-42');
  });

  it('ignores a next that leaves the app', async () => {
    signIn('fan');
    const { router } = renderRoute(`/signin?next=${encodeURIComponent('//evil.example/x')}`, { routes });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('remembers the screen when a session runs out there, not when the person logs out', async () => {
    signIn('fan');
    const expired = renderRoute('/voting/ev-1', { routes });
    expect(await screen.findByText('Voting')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
    expect(expired.router.state.location.search).toBe('?next=%2Fvoting%2Fev-1');
    expired.unmount();

    signIn('fan');
    const loggedOut = renderRoute('/voting/ev-1', { routes });
    expect(await screen.findByText('Voting')).toBeInTheDocument();
    act(() => clearSession({ byUser: true }));
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
    expect(loggedOut.router.state.location.search).toBe('');
  });

  it('gives a signed-in user of the wrong type no next', async () => {
    signIn('fan');
    const { router } = renderRoute('/park-only', { routes });
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sends a visitor whose stored user cannot be read to /home', async () => {
    localStorage.setItem(SESSION_KEY, '{"_id": "u1"');
    renderRoute('/my-profile', { routes });
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
  });

  it('admits a signed-in user to a private route, also with a session kept for this tab only', async () => {
    saveSession(
      { _id: 'u1', username: 'mika', email: '', profileImage: '', type: 'fan', role: 'user', token: 'jwt' },
      { remember: false },
    );
    renderRoute('/my-profile', { routes });
    expect(await screen.findByText('My profile')).toBeInTheDocument();
  });

  it('sends a signed-in user away from a public-only route to /', async () => {
    signIn('fan');
    const { router } = renderRoute('/signin', { routes });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a public-only route when signed out', () => {
    renderRoute('/signin', { routes });
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it.each<[TAccountType, string, string]>([
    ['parent', '/park-only', 'Park-only screen'],
    ['myself', '/park-only', 'Park-only screen'],
    ['fan', '/main-only', 'Main-only screen'],
    ['artist', '/main-only', 'Main-only screen'],
  ])('admits a %s to %s', async (type, path, text) => {
    signIn(type);
    renderRoute(path, { routes });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each<[TAccountType | null, string]>([
    ['fan', '/park-only'],
    ['artist', '/park-only'],
    ['parent', '/main-only'],
    ['myself', '/main-only'],
    [null, '/park-only'],
    [null, '/main-only'],
  ])('sends a %s user from %s to /home', async (type, path) => {
    if (type) signIn(type);
    renderRoute(path, { routes });
    expect(await screen.findByText('Chooser screen')).toBeInTheDocument();
  });
});
