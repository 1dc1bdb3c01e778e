import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZVerifyOtpReplySchema } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { i18n } from '@/lib/i18n';
import {
  readCodeSentAt,
  readVerifyClaimed,
  readVerifyEmail,
  readVerifyId,
  saveCodeSentAt,
  saveVerifyEmail,
  saveVerifyId,
  VERIFY_EMAIL_KEY,
} from '@/lib/password-reset-storage';
import { failureReply, forgotPasswordReply, newPasswordReply, verifyOtpReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('Forgot password /forgot-password', () => {
  it('asks for a valid e-mail, then sends the code, stores verifyEmail and goes to /verify-email', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on('/backend/api/forgot-password', { body: forgotPasswordReply('mika@example.com') }),
    );
    const { router } = renderRoute('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Enter the email associated with your account and we'll send an email with code to reset your password",
      ),
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
    // The resend wait counts from now, also after a reload (docs/product.md#rule-153).
    expect(Date.now() - (readCodeSentAt() ?? 0)).toBeLessThan(5000);
  });
});

describe('Verify email /verify-email', () => {
  it('sends a visitor without a pending e-mail to /forgot-password', async () => {
    const { router } = renderRoute('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it("labels the 60 s countdown as the resend wait ('Resend in 0:42') and allows a resend only at its end", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    saveVerifyEmail('mika@example.com');
    saveCodeSentAt(Date.now());
    const { requests } = stubFetch(
      on('/backend/api/forgot-password', { body: forgotPasswordReply('mika@example.com') }),
    );
    renderRoute('/verify-email');
    const timer = await screen.findByRole('timer');
    const resend = screen.getByRole('button', { name: 'Resend the code' });
    expect(timer).toHaveTextContent('Resend in 1:00');
    expect(resend).toBeDisabled();
    expect(screen.getByText('The code is valid for 10 minutes after it is sent.')).toBeInTheDocument();

    const tick = async (seconds: number) => {
      for (let i = 0; i < seconds; i++) await act(async () => void vi.advanceTimersByTime(1000));
    };
    await tick(18);
    expect(timer).toHaveTextContent('Resend in 0:42');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(timer).toHaveTextContent('0:42後に再送信できます');
    expect(screen.getByText('コードの有効期限は、送信から10分間です。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN' }));
    await tick(41);
    expect(timer).toHaveTextContent('Resend in 0:01');
    expect(resend).toBeDisabled();
    await tick(1);
    expect(timer).toHaveTextContent('');
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Resend in 1:00'));
    expect(screen.getByRole('button', { name: 'Resend the code' })).toBeDisabled();
    expect(requests.filter((r) => r.url.pathname === '/backend/api/forgot-password').map((r) => r.body)).toEqual([
      { email: 'mika@example.com' },
    ]);
  });

  it('keeps the resend wait across a reload: it counts from when the code was sent', async () => {
    saveVerifyEmail('mika@example.com');
    saveCodeSentAt(Date.now() - 18_500);
    const first = renderRoute('/verify-email');
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend in 0:42');
    first.unmount();
    // A reload: the same tab's storage, a new page.
    renderRoute('/verify-email');
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend in 0:42');
    expect(readCodeSentAt()).toBeLessThan(Date.now() - 18_000);
  });

  it('takes digits only, one per box, and fills every box from a pasted code', async () => {
    const user = userEvent.setup();
    saveVerifyEmail('mika@example.com');
    renderRoute('/verify-email');
    const group = await screen.findByRole('group', { name: 'Code' });
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(group).toContainElement(boxes[0]!);
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[0]).toHaveAccessibleName('Digit 1 of 6');

    await user.click(boxes[0]!);
    await user.keyboard('1a2');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);
    await user.click(boxes[0]!);
    await user.keyboard('x');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);

    await user.click(boxes[3]!);
    await user.paste(' 654-321 ');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1']);
    // Typing over a code, even the same digits, moves on box by box.
    await user.click(boxes[0]!);
    await user.keyboard('650321');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['6', '5', '0', '3', '2', '1']);
  });

  it('requires the code, then verifies it: verifyEmail removed, verifyId stored, on to /recover-password', async () => {
    const user = userEvent.setup();
    saveVerifyEmail('mika@example.com');
    const { requests } = stubFetch(on('/backend/api/verify-otp', { body: verifyOtpReply('ticket-1') }));
    const { router } = renderRoute('/verify-email');
    await screen.findByRole('heading', { name: 'Check Your Inbox' });
    expect(screen.getByText('Enter Code To Email')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Code' })).toHaveAccessibleDescription('Code is required');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByRole('group', { name: 'コード' })).toHaveAccessibleDescription('コードを入力してください');
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(requests).toHaveLength(0);

    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recover-password'));
    expect(requests[0]?.body).toEqual({ email: 'mika@example.com', otp: '123456' });
    expect(localStorage.getItem(VERIFY_EMAIL_KEY)).toBeNull();
    expect(readVerifyId()).toBe('ticket-1');
  });

  it("shows the server's message for a wrong code and stays", async () => {
    const user = userEvent.setup();
    saveVerifyEmail('mika@example.com');
    stubFetch(
      on('/backend/api/verify-otp', {
        status: 400,
        body: failureReply('The code is incorrect. Please check the email and try again.'),
      }),
    );
    const { router } = renderRoute('/verify-email');
    await user.click((await screen.findAllByRole('textbox'))[0]!);
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The code is incorrect. Please check the email and try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(readVerifyEmail()).toBe('mika@example.com');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('says a new code is needed after the 5th wrong try (410) and sends one', async () => {
    const user = userEvent.setup();
    saveVerifyEmail('mika@example.com');
    saveCodeSentAt(Date.now() - 120_000);
    const { requests } = stubFetch(
      on('/backend/api/verify-otp', {
        status: 410,
        body: failureReply('Too many incorrect codes. Please request a new code.'),
      }),
      on('/backend/api/forgot-password', { body: forgotPasswordReply('mika@example.com') }),
    );
    renderRoute('/verify-email');
    await user.click((await screen.findAllByRole('textbox'))[0]!);
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('This code can no longer be used. Send a new code to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(
      screen.getByText('このコードは使用できなくなりました。新しいコードを送信してください。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新しいコードを送信' }));

    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(6));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00後に再送信できます');
    expect(requests.filter((r) => r.url.pathname === '/backend/api/forgot-password')).toHaveLength(1);
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
    // The form checks its fields asynchronously: the messages show a moment after the press.
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        expect.stringContaining('New Password is required'),
      ),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Confirm Password is required');

    await user.type(screen.getByLabelText('New Password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Newpass124');
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
        'New Password & Confirm Password is not matched',
      ),
    );
    await user.click(screen.getByRole('button', { name: '日本語' }));
    await waitFor(() =>
      expect(screen.getByLabelText('確認用パスワード')).toHaveAccessibleDescription(
        '新しいパスワードと確認用パスワードが一致しません',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(requests).toHaveLength(0);

    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(
      await screen.findByText('Your password has been changed. Please log in with your new password.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requests[0]?.body).toEqual({ id: 'ticket-1', newPassword: 'Newpass123' });
    expect(readVerifyId()).toBe('');
    // A reset that claimed nothing says nothing of a claim.
    expect(document.querySelector('.Toastify__toast--warning')).toBeNull();
  });
});

describe('a reset code that claimed an account someone else had set up (docs/decisions.md#363)', () => {
  const texts = {
    en: {
      next: 'Next',
      newPassword: 'New Password',
      confirmPassword: 'Confirm Password',
      save: 'Send Code',
      claimed: /^Someone had set up an account with your email before you proved it was yours/,
    },
    ja: {
      next: '次へ',
      newPassword: '新しいパスワード',
      confirmPassword: '確認用パスワード',
      save: 'コードを送信',
      claimed: /^ご本人の確認より前に、別の人がこのメールアドレスでアカウントを作成していました。/,
    },
  } as const;

  it.each(['en', 'ja'] as const)(
    'tells the owner, in %s, what was wiped once the new password is saved, until they close it',
    async (language) => {
      const user = userEvent.setup();
      await act(() => i18n.changeLanguage(language));
      const text = texts[language];
      saveVerifyEmail('aiko@example.com');
      stubFetch(
        on('/backend/api/verify-otp', {
          body: ZVerifyOtpReplySchema.parse({
            status: 1,
            message: 'Code verified. Please set your new password.',
            result: { _id: 'ticket-7' },
            claimed: true,
          }),
        }),
        on('/backend/api/new-password-create', { body: newPasswordReply() }),
      );
      const { router } = renderRoute('/verify-email');
      await user.click((await screen.findAllByRole('textbox'))[0]!);
      await user.paste('123456');
      await user.click(screen.getByRole('button', { name: text.next }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/recover-password'));
      // Not before the reset is done: the code screen's own notice only.
      expect(document.querySelector('.Toastify__toast--warning')).toBeNull();
      expect(readVerifyClaimed()).toBe(true);

      await user.type(await screen.findByLabelText(text.newPassword), 'Newpass123');
      await user.type(screen.getByLabelText(text.confirmPassword), 'Newpass123');
      await user.click(screen.getByRole('button', { name: text.save }));

      const notice = translate(language, 'auth.messages.accountClaimed');
      expect(notice).toMatch(text.claimed);
      const toast = (await screen.findByText(notice)).closest('.Toastify__toast');
      expect(toast).toHaveClass('Toastify__toast--warning');
      // No running timer bar: it closes only by its button.
      expect(toast?.querySelector('.Toastify__progress-bar--animated')).toBeNull();
      expect(toast?.querySelector('.Toastify__close-button')).not.toBeNull();
      expect(
        screen.getByText('Your password has been changed. Please log in with your new password.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      // Told once: the next reset in this browser starts afresh.
      expect(readVerifyId()).toBe('');
      expect(readVerifyClaimed()).toBe(false);
    },
  );
});
