// /api/backoffice/join: a user's own requests (or all of them for accept-cabinet-requests), filing one, deciding one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJoinCreate, TJoinRequest } from '#shared/schemas/backoffice.ts';
import { api } from '#app/lib/api.ts';

export const joinKeys = { list: ['backoffice', 'join'] as const };

export const fetchJoinRequests = (signal?: AbortSignal) =>
  api.get<{ data: TJoinRequest[] }>('/api/backoffice/join', { signal });

export function useJoinRequests() {
  return useQuery({ queryKey: joinKeys.list, queryFn: ({ signal }) => fetchJoinRequests(signal) });
}

export function useFileJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TJoinCreate) => api.post<TJoinRequest>('/api/backoffice/join', body),
    onSuccess: () => client.invalidateQueries({ queryKey: joinKeys.list }),
  });
}

export function useDecideJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 'approved' | 'rejected' }) =>
      api.put<TJoinRequest>(`/api/backoffice/join/${id}`, { state }),
    onSuccess: (decided) =>
      client.setQueryData<{ data: TJoinRequest[] }>(joinKeys.list, (list) =>
        list ? { data: list.data.map((r) => (r.id === decided.id ? decided : r)) } : list,
      ),
  });
}
