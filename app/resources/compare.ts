// «Сравнение» (shared/api/compare.ts): the caller's list, kept on the server; adding or taking out answers the whole
// list, which replaces the cached one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCompare, listCompare, removeCompare } from '#shared/api/compare.ts';
import type { TCompareKind } from '#shared/compare.ts';
import type { TCompareList } from '#shared/schemas/compare.ts';
import { call } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';

export interface CompareRef {
  kind: TCompareKind;
  itemId: number;
}

export const compareKeys = { list: ['compare'] as const };

export const compareQuery = () =>
  queryOptions({
    queryKey: compareKeys.list,
    queryFn: ({ signal }) => call(listCompare, null, { signal }),
    staleTime: 60_000,
  });

/** `load`: false on cards, which read the cached list only (the compare screen or a tap fills it). */
export function useCompare(load = true) {
  return useQuery({ ...compareQuery(), enabled: load && hasSession() });
}

export const isCompared = (list: TCompareList | undefined, ref: CompareRef) =>
  list?.data.some((item) => item.kind === ref.kind && item.itemId === ref.itemId) ?? false;

export const postCompare = (ref: CompareRef) => call(addCompare, { body: ref });

/** A read still in flight would land after the change's answer and undo it on screen: it is dropped first. */
function useSettle() {
  const client = useQueryClient();
  return {
    onMutate: () => client.cancelQueries({ queryKey: compareKeys.list }),
    onSuccess: (list: TCompareList) => client.setQueryData(compareKeys.list, list),
  };
}

export function useAddCompare() {
  return useMutation({ mutationFn: postCompare, ...useSettle() });
}

export function useRemoveCompare() {
  return useMutation({
    mutationFn: (ref: CompareRef) => call(removeCompare, { params: ref }),
    ...useSettle(),
  });
}
