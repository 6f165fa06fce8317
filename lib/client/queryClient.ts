import { QueryClient } from '@tanstack/react-query';
import { clearOnSessionReset } from './session';

/**
 * The one query cache of the app. No retries: the request client already reports every failure,
 * and a POST is never sent twice. A reset of the session empties it: the next user sees none of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

clearOnSessionReset(() => queryClient.clear());
