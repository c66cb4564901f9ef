// The published app versions (shared/api/app-version.ts): the newest one (404 while none), the admin's publishing
// and broadcast.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { broadcastMessage, latestAppVersion, publishAppVersion } from '#shared/api/app-version.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { call } from '#app/lib/call.ts';

export const appVersionKeys = { latest: (pkg?: string) => ['app-version', pkg ?? null] as const };

export const fetchLatestVersion = (pkg?: string, signal?: AbortSignal) =>
  call(latestAppVersion, { query: { package: pkg } }, { signal, errors: 'throw' });

/** The newest version, or null when none was published yet. */
export function useLatestVersion() {
  return useQuery({
    queryKey: appVersionKeys.latest(),
    queryFn: async ({ signal }) => {
      try {
        return await fetchLatestVersion(undefined, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function usePublishVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof publishAppVersion>['body']) => call(publishAppVersion, { body }),
    onSuccess: (version) => client.setQueryData(appVersionKeys.latest(), version),
  });
}

export function useBroadcast() {
  return useMutation({
    mutationFn: (text: string) => call(broadcastMessage, { body: { text } }),
  });
}
