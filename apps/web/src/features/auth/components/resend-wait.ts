import { RESET_CODE } from '@artclash/contract/values';
import { useEffect, useState } from 'react';
import { markCodeSent, readCodeSentAt } from '@/lib/password-reset-storage';

const WAIT_MS = RESET_CODE.resendAfterSeconds * 1000;

/**
 * The resend wait of the code screen (§9: 60 s), counted from when the code was sent — stored at
 * sending, so a reload does not start it again (docs/product.md#rule-153). `left` is whole seconds,
 * re-rendered on each; `restart` records a code sent now.
 */
export function useResendWait() {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { sentAt: readCodeSentAt() ?? now, now };
  });
  const leftMs = clock.sentAt + WAIT_MS - clock.now;
  const left = Math.max(0, Math.ceil(leftMs / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const tick = setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), leftMs % 1000 || 1000);
    return () => clearTimeout(tick);
  }, [left, leftMs]);
  const restart = () => {
    const now = markCodeSent();
    setClock({ sentAt: now, now });
  };
  return { left, restart };
}

/** 'm:ss', as in 'Resend in 0:42'. */
export function formatWait(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
