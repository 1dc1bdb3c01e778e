import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZSessionReplySchema } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { i18n } from '@/lib/i18n';
import { buildSessionUser, failureReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
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
  it('exchanges the one-time code by POST for the session, clears the pending registration and stays on /', async () => {
    savePendingRegistration({ userId: 'old', userType: 'parent', loginStatus: 'login' });
    const user = buildSessionUser({ _id: 'u-42', username: 'kenta', type: 'fan' });
    const { requests } = stubFetch(
      on('/backend/api/social-exchange', {
        body: ZSessionReplySchema.parse({ status: 1, message: 'Login successful.', token: 'jwt-google', user }),
      }),
    );
    const { router } = renderRoute(
      `/${query({ code: 'one-time-code', message: 'Login successful.', userID: 'u-42', type: 'fan', login_status: 'google_login' })}`,
      { routes },
    );
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { code: 'one-time-code' } });
    expect(readSession()).toMatchObject({ _id: 'u-42', username: 'kenta', type: 'fan', token: 'jwt-google' });
    expect(readPendingRegistration()).toEqual({});
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('shows, until closed, that a sign-in claimed an account someone else had set up (docs/decisions.md#363)', async () => {
    const user = buildSessionUser({ _id: 'u-45', username: 'Aiko Tanaka', type: 'fan' });
    stubFetch(
      on('/backend/api/social-exchange', {
        body: ZSessionReplySchema.parse({ status: 1, message: 'Login successful.', token: 'jwt-owner', user }),
      }),
    );
    const claimed = translate('ja', 'auth.messages.accountClaimed');
    const { router } = renderRoute(
      `/${query({ code: 'c', message: claimed, notice: 'claimed', userID: 'u-45', type: 'fan', login_status: 'google_login' })}`,
      { routes },
    );
    const toast = (await screen.findByText(claimed)).closest('.Toastify__toast');
    expect(toast).toHaveClass('Toastify__toast--warning');
    // No running timer bar: the toast closes only by its button.
    expect(toast?.querySelector('.Toastify__progress-bar--animated')).toBeNull();
    expect(toast?.querySelector('.Toastify__close-button')).not.toBeNull();
    expect(readSession()).toMatchObject({ _id: 'u-45', username: 'Aiko Tanaka', token: 'jwt-owner' });
    expect(router.state.location.search).toBe('');
  });

  it('shows a plain sign-in as a success that closes by itself', async () => {
    const user = buildSessionUser({ _id: 'u-46' });
    stubFetch(
      on('/backend/api/social-exchange', {
        body: ZSessionReplySchema.parse({ status: 1, message: 'Login successful.', token: 'jwt', user }),
      }),
    );
    renderRoute(`/${query({ code: 'c', message: 'Login successful.' })}`, { routes });
    const toast = (await screen.findByText('Login successful.')).closest('.Toastify__toast');
    expect(toast).toHaveClass('Toastify__toast--success');
    expect(toast?.querySelector('.Toastify__progress-bar--animated')).not.toBeNull();
  });

  it("stores the account's role with the session", async () => {
    const user = buildSessionUser({ _id: 'u-43', role: 'admin' });
    stubFetch(
      on('/backend/api/social-exchange', {
        body: ZSessionReplySchema.parse({ status: 1, message: 'Login successful.', token: 'jwt-admin', user }),
      }),
    );
    renderRoute(`/${query({ code: 'c', message: 'Login successful.' })}`, { routes });
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(readSession()).toMatchObject({ _id: 'u-43', role: 'admin', token: 'jwt-admin' });
  });

  it('removes the code from the address at once and shows why a used or late code is refused', async () => {
    const refusal = 'This sign-in has expired or was already completed. Please sign in again.';
    stubFetch(on('/backend/api/social-exchange', { status: 400, body: failureReply(refusal) }));
    const { router } = renderRoute(`/${query({ code: 'used', message: 'Login successful.' })}`, { routes });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('never takes a session from a token in the address', async () => {
    const { requests } = stubFetch();
    const user = buildSessionUser({ _id: 'u-44' });
    renderRoute(`/${query({ token: 'jwt-from-a-link', user: JSON.stringify(user) })}`, { routes });
    expect(screen.getByText('Landing page')).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(requests).toHaveLength(0);
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
    renderRoute(`/${query({ message: 'unverified', userID: 'u-8', type: 'parent', login_status: 'google_login' })}`, {
      routes,
    });
    expect(await screen.findByText('Park select age')).toBeInTheDocument();
    expect(readPendingRegistration()).toEqual({ userId: 'u-8', userType: 'parent', loginStatus: 'google_login' });
  });

  it.each([
    ['en', /^Someone had set up an account with your email before you proved it was yours/],
    ['ja', /^ご本人の確認より前に、別の人がこのメールアドレスでアカウントを作成していました。/],
  ] as const)(
    'tells the owner, in %s, that a park sign-in sent on to onboarding claimed an account someone else had set up (docs/decisions.md#363)',
    async (language, text) => {
      await act(() => i18n.changeLanguage(language));
      const { router } = renderRoute(
        `/signin${query({ message: 'unverified', notice: 'claimed', userID: 'u-10', type: 'parent', login_status: 'google_login' })}`,
        { routes },
      );
      expect(await screen.findByText('Park select age')).toBeInTheDocument();
      const notice = translate(language, 'auth.messages.accountClaimed');
      expect(notice).toMatch(text);
      const toast = (await screen.findByText(notice)).closest('.Toastify__toast');
      expect(toast).toHaveClass('Toastify__toast--warning');
      expect(toast?.querySelector('.Toastify__progress-bar--animated')).toBeNull();
      expect(toast?.querySelector('.Toastify__close-button')).not.toBeNull();
      expect(readPendingRegistration()).toEqual({ userId: 'u-10', userType: 'parent', loginStatus: 'google_login' });
      expect(router.state.location.search).toBe('');
    },
  );

  it('says nothing of a claim to a park sign-in that claimed nothing', async () => {
    renderRoute(`/${query({ message: 'unverified', userID: 'u-11', type: 'parent', login_status: 'google_login' })}`, {
      routes,
    });
    expect(await screen.findByText('Park select age')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
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
    expect(
      await screen.findByText('Sign-in with Google is not available right now. Please use your email and password.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('');
    expect(readSession()).toBeNull();
  });

  it('keeps next when it removes a failed sign-in from the address, and drops an unsafe one (docs/product.md#rule-152)', async () => {
    const { router } = renderRoute(
      `/signin${query({ status: '0', message: 'Sign-in failed.', next: '/voting/ev-9' })}`,
      { routes },
    );
    expect(await screen.findByText('Sign-in failed.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fvoting%2Fev-9');
    const unsafe = renderRoute(`/signin${query({ status: '0', message: 'Again failed.', next: '//evil.example' })}`, {
      routes,
    });
    expect(await screen.findByText('Again failed.')).toBeInTheDocument();
    expect(unsafe.router.state.location.search).toBe('');
  });

  it('does nothing without redirect parameters', () => {
    const { router } = renderRoute('/?city=Tokyo', { routes });
    expect(screen.getByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Tokyo');
  });
});
