import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. It lives outside React so that the socket client can ask
 * for a refetch after a missed event and logouts can drop another user's cached data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed call already shows the server's message; retrying a 4xx only repeats it.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Run even when the browser says it is offline: the call fails at once (the reachability
      // store hears of it) instead of pausing, and a pending check never holds a screen forever.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
