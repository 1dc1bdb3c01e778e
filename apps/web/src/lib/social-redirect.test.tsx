import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '@/test/accounts';
import { renderRoute } from '@/test/render';
import { readPendingRegistration, savePendingRegistration } from './pending-registration';
import { readSession } from './session';
import { useSocialRedirect } from './social-redirect';

function Landing() {
  useSocialRedirect();
  return <p>Landing page</p>;
}

const routes = [
  { path: '/', element: <Landing /> },
  { path: '/signin', element: <Landing /> },
  { path: '/park/user-type', element: <p>Park user type</p> },
  { path: '/park/select-age', element: <p>Park select age</p> },
];

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('the social-login redirect (docs/product.md §4)', () => {
  it('stores the session from user + token, clears the pending registration and stays on /', async () => {
    savePendingRegistration({ userId: 'old', userType: 'parent', loginStatus: 'login' });
    const user = buildSessionUser({ _id: 'u-42', username: 'kenta', type: 'fan' });
    const { router } = renderRoute(
      `/${query({ token: 'jwt-google', user: JSON.stringify(user), message: 'Login successful.', userID: 'u-42', type: 'fan', login_status: 'google_login' })}`,
      { routes },
    );
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ _id: 'u-42', username: 'kenta', type: 'fan', token: 'jwt-google' });
    expect(readPendingRegistration()).toEqual({});
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it("stores the account's role with the session", async () => {
    const user = buildSessionUser({ _id: 'u-43', role: 'admin' });
    renderRoute(`/${query({ token: 'jwt-admin', user: JSON.stringify(user), message: 'Login successful.' })}`, { routes });
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ _id: 'u-43', role: 'admin', token: 'jwt-admin' });
  });

  it('sends a new park user to /park/user-type, with the pending registration stored', async () => {
    const { router } = renderRoute(
      `/signin${query({ message: 'unverified', userID: 'u-7', type: 'park', login_status: 'line_login' })}`,
      { routes },
    );
    expect(await screen.findByText('Park user type')).toBeInTheDocument();
    expect(readPendingRegistration()).toEqual({ userId: 'u-7', userType: 'park', loginStatus: 'line_login' });
    expect(router.state.location.search).toBe('');
    expect(readSession()).toBeNull();
  });

  it('sends an unfinished account whose type is known to /park/select-age', async () => {
    renderRoute(`/${query({ message: 'unverified', userID: 'u-8', type: 'parent', login_status: 'google_login' })}`, { routes });
    expect(await screen.findByText('Park select age')).toBeInTheDocument();
    expect(readPendingRegistration()).toEqual({ userId: 'u-8', userType: 'parent', loginStatus: 'google_login' });
  });

  it("sends type 'park' with login_status 'login' to /park/select-age", async () => {
    renderRoute(`/${query({ message: 'unverified', userID: 'u-9', type: 'park', login_status: 'login' })}`, { routes });
    expect(await screen.findByText('Park select age')).toBeInTheDocument();
  });

  it('shows the message of a failed sign-in as an error and removes it from the address', async () => {
    const { router } = renderRoute(
      `/signin${query({ status: '0', message: 'Sign-in with Google is not available right now. Please use your email and password.' })}`,
      { routes },
    );
    expect(await screen.findByText('Sign-in with Google is not available right now. Please use your email and password.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('');
    expect(readSession()).toBeNull();
  });

  it('does nothing without redirect parameters', () => {
    const { router } = renderRoute('/?city=Tokyo', { routes });
    expect(screen.getByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Tokyo');
  });
});
