// Client fixation (shared/api/fixations.ts): the agent's list (an agency head's: the agency's), the builder's queue,
// and the mutations (fix a client, ask for the extension, the builder's answer). Keys start with 'fixations', so a
// change or a Fixation* notification refreshes every list.
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFixationAction, TFixationState } from '#shared/companies.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import {
  actOnFixation,
  createFixation,
  extendFixation,
  listBackofficeFixations,
  listFixations,
} from '#shared/api/fixations.ts';
import { call } from '#app/lib/call.ts';
import { sendAttempt } from '#app/lib/idempotency.ts';
import { pagedList } from './paging.ts';

export type TFixationCreateInput = InputOf<typeof createFixation>['body'];

export interface FixationsFilter {
  state?: TFixationState;
  memberId?: number;
}
export interface BackofficeFixationsFilter {
  state?: TFixationState;
  objectId?: number;
}

export const fixationsKeys = {
  all: ['fixations'] as const,
  mine: (f: FixationsFilter) =>
    ['fixations', 'mine', { state: f.state ?? null, memberId: f.memberId ?? null }] as const,
  backoffice: (f: BackofficeFixationsFilter) =>
    ['fixations', 'backoffice', { state: f.state ?? null, objectId: f.objectId ?? null }] as const,
};

export const refreshFixations = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: fixationsKeys.all });

export function useMyFixations(filter: FixationsFilter) {
  return useInfiniteQuery(pagedList(listFixations, fixationsKeys.mine(filter), filter));
}

export function useBackofficeFixations(filter: BackofficeFixationsFilter) {
  return useInfiniteQuery(pagedList(listBackofficeFixations, fixationsKeys.backoffice(filter), filter));
}

/** One submit attempt: a repeat of it carries the same Idempotency-Key and gets the first answer, not a refusal. */
export const postFixation = async (body: TFixationCreateInput) =>
  (await sendAttempt('createFixation', body, (headers) => call(createFixation, { body }, { headers })))
    .fixation;

export function useCreateFixation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postFixation,
    networkMode: 'always',
    onSuccess: () => refreshFixations(client),
  });
}

export function useRequestExtension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(extendFixation, { params: { id } })).fixation,
    onSettled: () => refreshFixations(client),
  });
}

export function useAnswerFixation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; action: TFixationAction; reason?: string }) =>
      (
        await call(actOnFixation, {
          params: { id: input.id },
          body: { action: input.action, reason: input.reason },
        })
      ).fixation,
    // A refused answer (the term ran out meanwhile) also changed the fixation: refresh either way.
    onSettled: () => refreshFixations(client),
  });
}
