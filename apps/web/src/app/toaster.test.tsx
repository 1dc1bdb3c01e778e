import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { Toaster } from './toaster';

describe('the toasts (docs/product.md#rule-15, #rule-116)', () => {
  it('shows at most three at once, the newest first', async () => {
    render(<Toaster />);
    for (const n of [1, 2, 3, 4, 5]) notify('info', `Notice ${n}`);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    expect(screen.queryByText('Notice 4')).not.toBeInTheDocument();
  });
});
