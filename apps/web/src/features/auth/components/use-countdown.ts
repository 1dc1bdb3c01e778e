import { useEffect, useState } from 'react';

/** A whole-second countdown (§9 code resend: 60 s, ticking each second) that can be restarted. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const tick = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);
  return { left, restart: () => setLeft(seconds) };
}

/** MM:SS, as the 'Time left' of /verify-email shows it. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const safe = Math.max(0, totalSeconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(safe / 60))}:${pad(safe % 60)}`;
}
