// The chessboard widget's settings in the back-office (shared/api/embed.ts): the sites allowed to frame it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getEmbedSettings, updateEmbedSettings } from '#shared/api/embed.ts';
import { call } from '#app/lib/call.ts';

export const embedKeys = {
  settings: (objectId: number) => ['embed-settings', objectId] as const,
};

export const embedSettingsQuery = (objectId: number) =>
  queryOptions({
    queryKey: embedKeys.settings(objectId),
    queryFn: ({ signal }) => call(getEmbedSettings, { params: { id: objectId } }, { signal }),
  });

export function useEmbedSettings(objectId: number) {
  return useQuery(embedSettingsQuery(objectId));
}

export function useSaveEmbedSettings(objectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (origins: string[]) =>
      call(updateEmbedSettings, { params: { id: objectId }, body: { origins } }),
    onSuccess: (answer) => client.setQueryData(embedKeys.settings(objectId), answer),
  });
}
