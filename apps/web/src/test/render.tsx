import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { hashLocalizedKey } from '@/app/query-client';
import { routes as appRoutes } from '@/app/router';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, queryKeyHashFn: hashLocalizedKey } },
  });
}

/** Renders the real app routes (or the given ones) at a path (or an entry with history state), with a real QueryClient. */
export function renderRoute(path: InitialEntry, options: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
