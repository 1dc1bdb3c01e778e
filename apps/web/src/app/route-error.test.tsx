import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';
import { RouteError } from './route-error';

function BrokenScreen(): never {
  throw new TypeError('the whole screen broke');
}

describe('the error screen of a crashed screen (docs/decisions.md#342)', () => {
  it('offers the way home and tells the server once, with the route and the build', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = stubFetch();
    window.history.replaceState(null, '', '/voting/event-1');
    renderRoute('/voting/event-1', {
      routes: [{ path: '/voting/:eventId', element: <BrokenScreen />, errorElement: <RouteError /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ pathname: '/backend/api/client-errors' }) as URL,
      body: { message: 'the whole screen broke', route: '/voting/event-1', build: 'dev' },
    });
    expect(requests[0]!.body).not.toHaveProperty('part');
  });
});
