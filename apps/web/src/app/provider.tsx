import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from './query-client';
import { Toaster } from './toaster';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Query cache, language and toasts (docs/product.md#rule-15: top-right, 5 s). The session store needs no provider. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
