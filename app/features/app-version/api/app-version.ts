// GET /api/app/version (the newest published build; 404 while none), POST /api/app/version (admin publishes one),
// POST /api/app/message (admin: a toast in every open app).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppVersion, TAppVersionPublish } from '#shared/schemas/app-version.ts';
import { api } from '#app/lib/api.ts';
import { ApiError } from '#app/lib/api-error.ts';

export const appVersionKeys = { latest: (pkg?: string) => ['app-version', pkg ?? null] as const };

export const fetchLatestVersion = (pkg?: string, signal?: AbortSignal) =>
  api.get<TAppVersion>('/api/app/version', { query: { package: pkg }, signal, errors: 'throw' });

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
    mutationFn: (body: TAppVersionPublish) => api.post<TAppVersion>('/api/app/version', body),
    onSuccess: (version) => client.setQueryData(appVersionKeys.latest(), version),
  });
}

export function useBroadcast() {
  return useMutation({
    mutationFn: (text: string) => api.post<{ ok: true }>('/api/app/message', { text }),
  });
}
