// POST /api/user/collections {name}, PUT /api/user/collections/{id} {name}, DELETE /api/user/collections/{id}.
// Every change marks all collection queries stale: the list, the modal's refs and the collection itself.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCollectionRef } from '#shared/schemas/collections.ts';
import { api } from '#app/lib/api.ts';
import { collectionsKeys } from './collections-keys.ts';

export const createCollection = async (name: string) =>
  (await api.post<{ data: TCollectionRef }>('/api/user/collections', { name })).data;

export const renameCollection = async (id: number, name: string) =>
  (await api.put<{ data: TCollectionRef }>(`/api/user/collections/${id}`, { name })).data;

export const deleteCollection = (id: number) => api.delete<{ ok: true }>(`/api/user/collections/${id}`);

export const refreshCollections = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: collectionsKeys.all });

export function useCreateCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: (created) => {
      client.setQueryData<TCollectionRef[]>(collectionsKeys.refs, (refs) =>
        refs ? [created, ...refs.filter((r) => r.id !== created.id)] : refs,
      );
      void client.invalidateQueries({ queryKey: collectionsKeys.list });
    },
  });
}

export function useRenameCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameCollection(id, name),
    onSuccess: () => void refreshCollections(client),
  });
}

export function useDeleteCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: collectionsKeys.one(id) });
      void refreshCollections(client);
    },
  });
}
