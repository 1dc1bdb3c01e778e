import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failureReply, registerReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

type User = ReturnType<typeof userEvent.setup>;

async function openRegister(path = '/signup/fan') {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await screen.findByText('Register to join us by entering your details below.');
  return { user, ...view };
}

async function fillIn(user: User, values: { email: string; password: string; confirm: string }) {
  await user.type(screen.getByLabelText('Display name'), 'Sora Paints');
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Create Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
}

describe('Account Type /user-type', () => {
  it('offers ArtClash Fan and ArtClash Artist, and a login link', async () => {
    renderRoute('/user-type');
    expect(await screen.findByRole('heading', { name: 'Please Select an Account Type.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ArtClash Fan' })).toHaveAttribute('href', '/signup/fan');
    expect(screen.getByRole('link', { name: 'ArtClash Artist' })).toHaveAttribute('href', '/signup/artist');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
  });
});

describe('Register /signup/:userType', () => {
  it('sends any type other than fan or artist to /home', async () => {
    const { router } = renderRoute('/signup/parent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the §5 messages under their fields in both languages and submits nothing', async () => {
    const { fetchStub } = stubFetch();
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // The form checks its fields asynchronously: the messages show all at once, a moment after the press.
    await waitFor(() =>
      expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
        expect.stringContaining('Display name is required'),
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Create Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Confirm Password is required');
    expect(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' })).toHaveAccessibleDescription(
      'Please accept the terms and condition',
    );

    await fillIn(user, { email: 'fan@example.com', password: 'Secret123', confirm: 'Secret124' });
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
        'Password & Confirm Password is not matched',
      ),
    );

    await user.click(screen.getByRole('button', { name: '日本語' }));
    await waitFor(() =>
      expect(screen.getByLabelText('確認用パスワード')).toHaveAccessibleDescription(
        'パスワードと確認用パスワードが一致しません',
      ),
    );
    expect(screen.getByRole('checkbox', { name: '利用規約に同意します' })).toHaveAccessibleDescription(
      '利用規約に同意してください',
    );

    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('enforces the password rule of docs/product.md#rule-18 with its own message', async () => {
    const { user } = await openRegister();
    await fillIn(user, { email: 'fan@example.com', password: 'secret12', confirm: 'secret12' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Create Password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 one-byte letters and digits, with at least one upper-case letter'),
    );
  });

  it('registers a fan, shows the success message and goes to /signin', async () => {
    const { requests } = stubFetch(on('/backend/api/register', { body: registerReply('u-fan', 'fan') }));
    const { user, router } = await openRegister('/signup/fan');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/backend/auth/google?type=fan&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');

    await fillIn(user, { email: ' fan@example.com', password: 'Secret123', confirm: 'Secret123' });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful! Please log in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(requests.find((r) => r.url.pathname === '/backend/api/register')?.body).toEqual({
      email: 'fan@example.com',
      password: 'Secret123',
      type: 'fan',
      username: 'Sora Paints',
    });
    // The sign-in form has the address filled in, and the password to type next.
    expect(await screen.findByLabelText('Email')).toHaveValue('fan@example.com');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('registers an artist as an artist', async () => {
    const { requests } = stubFetch(on('/backend/api/register', { body: registerReply('u-artist', 'artist') }));
    const { user, router } = await openRegister('/signup/artist');
    await fillIn(user, { email: 'artist@example.com', password: 'Secret123', confirm: 'Secret123' });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(requests[0]?.body).toMatchObject({ type: 'artist' });
  });

  it("shows the server's message when the e-mail is taken and stays", async () => {
    stubFetch(
      on('/backend/api/register', {
        status: 409,
        body: failureReply('This email is already registered. Please log in instead.'),
      }),
    );
    const { user, router } = await openRegister();
    await fillIn(user, { email: 'fan@example.com', password: 'Secret123', confirm: 'Secret123' });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This email is already registered. Please log in instead.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/fan');
  });
});

describe('forms that behave (docs/product.md#rule-116)', () => {
  const ready = async () => {
    const opened = await openRegister();
    await fillIn(opened.user, { email: 'fan@example.com', password: 'Secret123', confirm: 'Secret123' });
    await opened.user.click(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' }));
    return opened;
  };

  it('sends one request for a double click, and the form is inert until the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchStub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchStub);
    const { user, router } = await ready();
    await user.dblClick(screen.getByRole('button', { name: 'Register' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByLabelText('Email').closest('form')).toHaveAttribute('inert');
    answer(
      new Response(JSON.stringify(registerReply('u-fan', 'fan')), { headers: { 'Content-Type': 'application/json' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('offline, says so at once in the chosen language and never sends the form later by itself', async () => {
    const fetchStub = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchStub);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await ready();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('ArtClashに接続できませんでした。通信環境をご確認ください。')).toBeInTheDocument();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });
});
