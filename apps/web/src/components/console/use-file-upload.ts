import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

/**
 * A file chosen in a console's file input, sent at once with its progress: `progress` is the share sent (null while
 * nothing is), the input is emptied so the same file can be chosen again, and the outcome is a toast: `done()`'s
 * words, or the server's refusal.
 */
export function useFileUpload(
  send: (file: File, onProgress: (share: number) => void) => Promise<unknown>,
  done: () => string,
) {
  const [progress, setProgress] = useState<number | null>(null);

  async function choose(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      await send(file, setProgress);
      notify('success', done());
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return { progress, choose };
}
