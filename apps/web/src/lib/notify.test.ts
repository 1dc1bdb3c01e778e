import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

describe('notify (docs/product.md#rule-116)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one toast per kind and message, and a success takes the error toasts still showing away', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const dismiss = vi.spyOn(toast, 'dismiss').mockReturnValue(undefined);
    notify('error', 'Could not reach ArtClash.');
    notify('error', 'This email is already registered.');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenCalledWith(
      'Could not reach ArtClash.',
      expect.objectContaining({ toastId: 'error:Could not reach ArtClash.' }),
    );

    notify('success', 'Registration successful!');
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(dismiss.mock.calls.map(([id]) => id).sort()).toEqual([
      'error:Could not reach ArtClash.',
      'error:This email is already registered.',
    ]);

    // Nothing left to take away the next time.
    dismiss.mockClear();
    notify('success', 'Saved');
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('forgets an error toast that closed by itself', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('');
    const success = vi.spyOn(toast, 'success').mockReturnValue('');
    const dismiss = vi.spyOn(toast, 'dismiss').mockReturnValue(undefined);
    notify('error', 'Gone already');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    (error.mock.calls[0]![1] as { onClose: () => void }).onClose();
    notify('success', 'Done');
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(dismiss).not.toHaveBeenCalled();
  });
});
