import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

/**
 * One control-room call: the server's own words in a toast, success or refusal (both languages). Answers whether
 * the call succeeded, for a press that goes on with a second call.
 */
export async function runControl(call: () => Promise<{ message: string }>): Promise<boolean> {
  try {
    notify('success', (await call()).message);
    return true;
  } catch (error) {
    notify('error', errorMessage(error));
    return false;
  }
}
