import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { hashLocalizedKey } from '@/app/query-client';
import { routes as appRoutes } from '@/app/router';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, queryKeyHashFn: hashLocalizedKey } },
  });
}

/**
 * Renders the real app routes (or the given ones) at a path (or an entry with history state), with a real QueryClient
 * (the test's own, or the one given).
 */
export function renderRoute(path: InitialEntry, options: { routes?: RouteObject[]; queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders the real app routes in the window's own history, as a tab that was opened on `path`: the entry the app
 * starts on is the first of its history (a step back would leave the app), and each navigation adds one.
 */
export function renderRouteInTab(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(appRoutes);
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one component with the app's providers (query cache, language, toasts) and no router. */
export function renderWithApp(ui: ReactNode) {
  const queryClient = createTestQueryClient();
  return { ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>), queryClient };
}
