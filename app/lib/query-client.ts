// The one QueryClient: the guards, the socket and the session share its cache.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** A 4xx will not change by asking again; network and server failures get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // A write offline fails at once and the screen says so; TanStack's default would pause it and send it by
      // itself when the network comes back, unseen (and maybe after the person sent it again).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
