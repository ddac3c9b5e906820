import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient as appQueryClient } from '../api/query-client.ts';
import { i18n } from '../i18n/i18n.ts';
import { PersistedQueries } from './PersistedQueries.tsx';
import { theme } from './theme.ts';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own so each starts with an empty cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          {/* The app's own cache is kept on the device (tests pass theirs, and jsdom has no IndexedDB). */}
          {queryClient === appQueryClient && typeof indexedDB !== 'undefined' ? <PersistedQueries client={queryClient}>{children}</PersistedQueries> : children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
