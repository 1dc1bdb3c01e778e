import type { TSessionUser } from '@artclash/contract';
import { isEmail, RESET_CODE } from '@artclash/contract/values';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/form-field/text-field';
import { useConfirmEmailCode, useSendEmailCode } from '@/lib/accounts/email-code';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import styles from './email-code.module.css';

interface EmailCodeProps {
  /** The address to prove, as typed (checked for its shape before a code is sent). */
  email: string;
  /** The address is now the account's, proven; `user` is the account as the server now has it. */
  onProven: (user: TSessionUser) => void;
}

/**
 * Proving an address with the code sent to it (docs/decisions.md#260): 'Send Code', then the code
 * and 'Confirm', with a resend after the wait. No form of its own, so it can sit inside one
 * (General Profile) or on any screen (the first online vote of a 'room_or_proven' event).
 */
export function EmailCode({ email, onProven }: EmailCodeProps) {
  const { t } = useTranslation();
  const send = useSendEmailCode();
  const confirm = useConfirmEmailCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [waitLeft, setWaitLeft] = useState(0);
  const address = email.trim();
  const valid = isEmail(address);

  useEffect(() => {
    if (waitLeft <= 0) return;
    const timer = setTimeout(() => setWaitLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitLeft]);

  // Another address typed after a code was sent needs its own code.
  const sent = sentTo !== null && sentTo === address;

  function requestCode() {
    if (!valid || send.isPending) return;
    send.mutate(
      { email: address },
      {
        onSuccess: (reply) => {
          notify('success', reply.message);
          setSentTo(address);
          setCode('');
          setError(undefined);
          setWaitLeft(RESET_CODE.resendAfterSeconds);
        },
        onError: (failure) => notify('error', errorMessage(failure)),
      },
    );
  }

  function confirmCode() {
    if (!code.trim() || confirm.isPending) return;
    confirm.mutate(
      { email: address, code: code.trim() },
      {
        onSuccess: (reply) => {
          notify('success', reply.message);
          onProven(reply.user);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <div className={styles.proof}>
      <p className={styles.lead}>{t('auth.emailCode.lead', { email: address })}</p>
      {sent && (
        <TextField
          label={t('auth.emailCode.label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, RESET_CODE.digits));
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirmCode();
            }
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE.digits}
          error={error}
        />
      )}
      <div className={styles.actions}>
        {sent && (
          <Button onClick={confirmCode} busy={confirm.isPending} disabled={code.length < RESET_CODE.digits}>
            {t('auth.emailCode.confirm')}
          </Button>
        )}
        <Button
          variant={sent ? 'ghost' : 'secondary'}
          onClick={requestCode}
          busy={send.isPending}
          disabled={!valid || (sent && waitLeft > 0)}
        >
          {!sent
            ? t('auth.emailCode.send')
            : waitLeft > 0
              ? t('auth.emailCode.resendIn', { seconds: waitLeft })
              : t('auth.emailCode.resend')}
        </Button>
      </div>
    </div>
  );
}
