// The trust card (shared/api/trust.ts): the back-office statement, the public card under the complex's key, the
// moderators' queue and the builder's public page.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideTrust,
  getBackofficeTrust,
  getBuilderPage,
  getTrustCard,
  listTrustModeration,
  saveTrust,
} from '#shared/api/trust.ts';
import type { TTrustDecision, TTrustStatementInput } from '#shared/schemas/trust.ts';
import type { TTrustState } from '#shared/trust.ts';
import { call } from '#app/lib/call.ts';
import { complexPart } from './complex-part.ts';
import { pagedList } from './paging.ts';

const backofficeKey = (objectId: number) => ['backoffice', 'trust', objectId] as const;

export function useBackofficeTrust(objectId: number) {
  return useQuery({
    queryKey: backofficeKey(objectId),
    queryFn: ({ signal }) => call(getBackofficeTrust, { params: { id: objectId } }, { signal }),
  });
}

export function useSaveTrust(objectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTrustStatementInput) => call(saveTrust, { params: { id: objectId }, body }),
    onSuccess: (answer) => client.setQueryData(backofficeKey(objectId), answer),
  });
}

const trustCard = complexPart('trust', (input, signal) => call(getTrustCard, input, { signal }));

export const trustCardQuery = trustCard.query;
export const useTrustCard = trustCard.usePart;

const moderationKey = (state: TTrustState) => ['moderation', 'trust', state] as const;

/** The queue page by page («Показать ещё» / scrolling), first-come first. */
export function useTrustModeration(state: TTrustState) {
  return useInfiniteQuery(pagedList(listTrustModeration, moderationKey(state), { state }));
}

export function useDecideTrust() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, ...body }: TTrustDecision & { objectId: number }) =>
      call(decideTrust, { params: { objectId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['moderation', 'trust'] }),
  });
}

export function useBuilderPage(id: number) {
  return useQuery({
    queryKey: ['builders', id] as const,
    queryFn: ({ signal }) => call(getBuilderPage, { params: { id } }, { signal }),
    enabled: id > 0,
  });
}
