// The browser-visible settings (shared/api/system.ts: map tiles, the support chat). Fetched once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readConfig } from '#shared/api/system.ts';
import { call } from '#app/lib/call.ts';

export const configKeys = { config: ['config'] as const };

export const fetchConfig = (signal?: AbortSignal) => call(readConfig, null, { signal });

export const configQuery = () =>
  queryOptions({
    queryKey: configKeys.config,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Infinity,
  });

export function useConfig() {
  return useQuery(configQuery());
}
