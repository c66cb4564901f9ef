// Portal feeds in the back-office (shared/api/feeds.ts): the builder's feed links and their complexes' portal ids,
// a new token, a complex's ids. Each change answers what it changed, written straight into the one cached answer.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFeedSettings, regenerateFeedToken, updateFeedIds } from '#shared/api/feeds.ts';
import type { TFeedIdsUpdate, TFeedObject, TFeedSettings } from '#shared/schemas/feeds.ts';
import { call } from '#app/lib/call.ts';

export const feedsKeys = {
  settings: ['feeds', 'settings'] as const,
};

export const feedSettingsQuery = () =>
  queryOptions({
    queryKey: feedsKeys.settings,
    queryFn: ({ signal }) => call(getFeedSettings, {}, { signal }),
  });

export function useFeedSettings() {
  return useQuery(feedSettingsQuery());
}

export function useRegenerateFeedToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(regenerateFeedToken, {}),
    onSuccess: (settings) => client.setQueryData(feedsKeys.settings, settings),
  });
}

export function useUpdateFeedIds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TFeedIdsUpdate }) =>
      call(updateFeedIds, { params: { id }, body }),
    onSuccess: (object: TFeedObject) =>
      client.setQueryData<TFeedSettings>(feedsKeys.settings, (old) =>
        old ? { ...old, objects: old.objects.map((o) => (o.id === object.id ? object : o)) } : old,
      ),
  });
}
