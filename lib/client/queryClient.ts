import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. No retries: the request client already reports every failure,
 * and a POST is never sent twice.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
