// Joining the back-office (shared/api/backoffice-join.ts): a user's own requests (or all of them for whoever may
// accept cabinet requests), filing one, deciding one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideJoinRequest, fileJoinRequest, listJoinRequests } from '#shared/api/backoffice-join.ts';
import type { OutputOf } from '#shared/api/endpoint.ts';
import type { TJoinCreate } from '#shared/schemas/backoffice.ts';
import { call } from '#app/lib/call.ts';

export const joinKeys = { list: ['backoffice', 'join'] as const };

export const fetchJoinRequests = (signal?: AbortSignal) => call(listJoinRequests, null, { signal });

export function useJoinRequests() {
  return useQuery({ queryKey: joinKeys.list, queryFn: ({ signal }) => fetchJoinRequests(signal) });
}

export function useFileJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TJoinCreate) => call(fileJoinRequest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: joinKeys.list }),
  });
}

export function useDecideJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 'approved' | 'rejected' }) =>
      call(decideJoinRequest, { params: { id }, body: { state } }),
    onSuccess: (decided) =>
      client.setQueryData<OutputOf<typeof listJoinRequests>>(joinKeys.list, (list) =>
        list ? { data: list.data.map((r) => (r.id === decided.id ? decided : r)) } : list,
      ),
  });
}
