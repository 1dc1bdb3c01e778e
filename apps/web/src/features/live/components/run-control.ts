import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

/** One control-room call: the server's own words in a toast, success or refusal (both languages). */
export async function runControl(call: () => Promise<{ message: string }>): Promise<void> {
  try {
    notify('success', (await call()).message);
  } catch (error) {
    notify('error', errorMessage(error));
  }
}
