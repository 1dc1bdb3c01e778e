import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { AppProvider } from './provider';
import { routerReady, routes } from './router';

/** The app as main.tsx starts it: the router made first, the app rendered once it has the first screen's code. */
async function startApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the screens, each loaded with its own code by the router (route.lazy, docs/decisions.md#187)', () => {
  it('shows the first screen in the very first commit once its code is in: no fallback, so no fallback throttle', async () => {
    await startApp('/privacy-policy');
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the screen on view while the next one’s code loads, and shows the next one without a fallback between', async () => {
    const router = await startApp('/privacy-policy');
    let fallbackShown = false;
    const watch = new MutationObserver(() => (fallbackShown ||= screen.queryByRole('status') !== null));
    watch.observe(document.body, { childList: true, subtree: true });
    const moved = act(() => router.navigate('/terms'));
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    await moved;
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    watch.disconnect();
    expect(fallbackShown).toBe(false);
  });
});
