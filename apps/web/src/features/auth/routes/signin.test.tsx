import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPendingRegistration } from '@/lib/pending-registration';
import { readSession, SESSION_KEY } from '@/lib/session';
import { buildSessionUser, failureReply, loginReply, unverifiedLoginReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

async function openLogin() {
  const user = userEvent.setup();
  const view = renderRoute('/signin');
  await screen.findByRole('heading', { name: 'Welcome to ArtClash' });
  return { user, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('Login /signin', () => {
  it('shows the screen of §2.6 with its links', async () => {
    await openLogin();
    expect(screen.getByText('Please enter your LOGIN details below.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/backend/auth/google?type=fan&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user-type');
    expect(screen.getByRole('link', { name: 'Enter' })).toHaveAttribute('href', '/');
  });

  it('shows each §5 message under its field, follows a language switch, and submits nothing', async () => {
    const { fetchStub } = stubFetch();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email');

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByLabelText('メールアドレス')).toHaveAccessibleDescription(
      'メールアドレスの形式が正しくありません',
    );
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください');

    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('trims the inputs on change', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), '  mika@example.com ');
    expect(screen.getByLabelText('Email')).toHaveValue('mika@example.com');
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('stores a remembered session in localStorage and goes to /', async () => {
    const { requests } = stubFetch(
      on('/backend/api/login', { body: loginReply(buildSessionUser({ _id: 'u-1', username: 'mika' }), 'jwt-1') }),
    );
    const { user, router } = await openLogin();
    await fillIn(user, 'mika@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.find((r) => r.url.pathname === '/backend/api/login')?.body).toEqual({
      email: 'mika@example.com',
      password: 'Secret123',
    });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ _id: 'u-1', token: 'jwt-1' });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
  });

  it('keeps the session for this tab only without Remember me', async () => {
    stubFetch(on('/backend/api/login', { body: loginReply(buildSessionUser({ _id: 'u-2' }), 'jwt-2') }));
    const { user, router } = await openLogin();
    await fillIn(user, 'mika@example.com', 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ _id: 'u-2', token: 'jwt-2' });
    expect(readSession()?.token).toBe('jwt-2');
  });

  it("stores the account's role with the session, so the organiser console can be offered", async () => {
    stubFetch(
      on('/backend/api/login', { body: loginReply(buildSessionUser({ _id: 'u-admin', role: 'admin' }), 'jwt-admin') }),
    );
    const { user, router } = await openLogin();
    await fillIn(user, 'admin@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSession()).toMatchObject({ _id: 'u-admin', role: 'admin', token: 'jwt-admin' });
  });

  it('resumes park onboarding at /park/select-age for an unverified account', async () => {
    stubFetch(on('/backend/api/login', { body: unverifiedLoginReply('u-park', 'parent') }));
    const { user, router } = await openLogin();
    await fillIn(user, 'parent@example.com', 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'What is your age?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-age');
    expect(readPendingRegistration()).toEqual({ userId: 'u-park', userType: 'parent', loginStatus: 'login' });
    expect(readSession()).toBeNull();
  });

  it("shows the server's message for a refused login and stays", async () => {
    stubFetch(on('/backend/api/login', { status: 400, body: failureReply('The email or password is incorrect.') }));
    const { user, router } = await openLogin();
    await fillIn(user, 'mika@example.com', 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(readSession()).toBeNull();
  });

  it("shows the server's message when attempts are rate-limited (429)", async () => {
    stubFetch(
      on('/backend/api/login', {
        status: 429,
        body: failureReply('Too many attempts. Please wait 15 minutes and try again.'),
      }),
    );
    const { user } = await openLogin();
    await fillIn(user, 'mika@example.com', 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many attempts. Please wait 15 minutes and try again.')).toBeInTheDocument();
  });
});
