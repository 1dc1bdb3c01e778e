import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVerifyEmail, readVerifyId, saveVerifyEmail, saveVerifyId, VERIFY_EMAIL_KEY } from '@/lib/password-reset-storage';
import { failureReply, forgotPasswordReply, newPasswordReply, verifyOtpReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('Forgot password /forgot-password', () => {
  it('asks for a valid e-mail, then sends the code, stores verifyEmail and goes to /verify-email', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(on('/backend/api/forgot-password', { body: forgotPasswordReply('mika@example.com') }));
    const { router } = renderRoute('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(
      screen.getByText("Enter the email associated with your account and we'll send an email with code to reset your password"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'mika@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(readVerifyEmail()).toBe('mika@example.com');
    expect(requests[0]?.body).toEqual({ email: 'mika@example.com' });
    expect(screen.getByText('mika@example.com')).toBeInTheDocument();
  });
});

describe('Verify email /verify-email', () => {
  it('sends a visitor without a pending e-mail to /forgot-password', async () => {
    const { router } = renderRoute('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('counts down from 01:00 each second and allows a resend only at 00:00, which starts again at 01:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    saveVerifyEmail('mika@example.com');
    const { requests } = stubFetch(on('/backend/api/forgot-password', { body: forgotPasswordReply('mika@example.com') }));
    renderRoute('/verify-email');
    const timer = await screen.findByRole('timer');
    const resend = screen.getByRole('button', { name: 'Resend the code' });
    expect(timer).toHaveTextContent('01:00');
    expect(resend).toBeDisabled();

    const tick = async (seconds: number) => {
      for (let i = 0; i < seconds; i++) await act(async () => void vi.advanceTimersByTime(1000));
    };
    await tick(1);
    expect(timer).toHaveTextContent('00:59');
    await tick(58);
    expect(timer).toHaveTextContent('00:01');
    expect(resend).toBeDisabled();
    await tick(1);
    expect(timer).toHaveTextContent('00:00');
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('01:00'));
    expect(screen.getByRole('button', { name: 'Resend the code' })).toBeDisabled();
    expect(requests.filter((r) => r.url.pathname === '/backend/api/forgot-password').map((r) => r.body)).toEqual([
      { email: 'mika@example.com' },
    ]);
  });

  it('requires the code, then verifies it: verifyEmail removed, verifyId stored, on to /recover-password', async () => {
    const user = userEvent.setup();
    saveVerifyEmail('mika@example.com');
    const { requests } = stubFetch(on('/backend/api/verify-otp', { body: verifyOtpReply('ticket-1') }));
    const { router } = renderRoute('/verify-email');
    await screen.findByRole('heading', { name: 'Check Your Inbox' });
    expect(screen.getByText('Enter Code To Email')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Code is required');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByLabelText('コード')).toHaveAccessibleDescription('コードを入力してください');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Code'), ' 123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recover-password'));
    expect(requests[0]?.body).toEqual({ email: 'mika@example.com', otp: '123456' });
    expect(localStorage.getItem(VERIFY_EMAIL_KEY)).toBeNull();
    expect(readVerifyId()).toBe('ticket-1');
  });

  it("shows the server's message for a wrong code and stays", async () => {
    const user = userEvent.setup();
    saveVerifyEmail('mika@example.com');
    stubFetch(on('/backend/api/verify-otp', { status: 400, body: failureReply('The code is incorrect. Please check the email and try again.') }));
    const { router } = renderRoute('/verify-email');
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The code is incorrect. Please check the email and try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(readVerifyEmail()).toBe('mika@example.com');
  });
});

describe('Password Recovery /recover-password', () => {
  it('shows the §5 recovery messages, then saves the password, removes verifyId and goes to /home', async () => {
    const user = userEvent.setup();
    saveVerifyId('ticket-1');
    const { requests } = stubFetch(on('/backend/api/new-password-create', { body: newPasswordReply() }));
    const { router } = renderRoute('/recover-password');
    await screen.findByLabelText('New Password');

    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(expect.stringContaining('New Password is required'));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Confirm Password is required');

    await user.type(screen.getByLabelText('New Password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Newpass124');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('New Password & Confirm Password is not matched');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByLabelText('確認用パスワード')).toHaveAccessibleDescription('新しいパスワードと確認用パスワードが一致しません');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(requests).toHaveLength(0);

    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(await screen.findByText('Your password has been changed. Please log in with your new password.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requests[0]?.body).toEqual({ id: 'ticket-1', newPassword: 'Newpass123' });
    expect(readVerifyId()).toBe('');
  });
});
