// GET /api/config: the browser-visible settings (map tiles, the support chat). Fetched once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** Mirrors ZClientConfig of server/modules/system/routes.ts. */
export interface TClientConfig {
  tileUrl: string;
  tileAttribution: string;
  supportUrl: string;
}

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
