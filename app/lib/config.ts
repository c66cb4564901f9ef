// GET /api/config: the browser-visible settings (map tiles, the support chat). Fetched once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';
import type { TClientConfig } from '#shared/schemas/config.ts';

export type { TClientConfig };

export const fetchConfig = (signal?: AbortSignal) => api.get<TClientConfig>('/api/config', { signal });

export const configQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Infinity,
  });

export function useConfig() {
  return useQuery(configQuery());
}
