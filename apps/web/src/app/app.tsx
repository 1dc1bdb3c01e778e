import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { prefetchFirstScreen } from './prefetch';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchFirstScreen(client, window.location.pathname);
    return client;
  });
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
