// Construction progress (shared/api/progress.ts): the complex page's timeline and follow toggle, the chessboard's
// readiness line, and a building's reports in the back-office.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProgressReport,
  deleteProgressReport,
  followProgress,
  getObjectProgress,
  listPavilionProgress,
  unfollowProgress,
  updateProgressReport,
} from '#shared/api/progress.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import type { TObjectProgress } from '#shared/schemas/progress.ts';
import { call } from '#app/lib/call.ts';
import { sendAttempt } from '#app/lib/idempotency.ts';
import { complexPart } from './complex-part.ts';

export type TProgressReportBody = InputOf<typeof createProgressReport>['body'];

export const progressKeys = {
  object: (objectId: number) => ['realty', objectId, 'progress'] as const,
  pavilion: (pavilionId: number) => ['backoffice', 'pavilion', pavilionId, 'progress'] as const,
};

const objectProgress = complexPart('progress', (input, signal) => call(getObjectProgress, input, { signal }));

export const objectProgressQuery = objectProgress.query;

export function useObjectProgress(objectId: number, snapshot?: string) {
  return objectProgress.usePart(objectId, true, snapshot);
}

export function useFollowProgress(objectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      call(on ? followProgress : unfollowProgress, { params: { id: objectId } }),
    onSuccess: ({ following }) => {
      client.setQueriesData<TObjectProgress>({ queryKey: progressKeys.object(objectId) }, (data) =>
        data ? { ...data, following } : data,
      );
    },
  });
}

export function usePavilionProgress(pavilionId: number) {
  return useQuery({
    queryKey: progressKeys.pavilion(pavilionId),
    queryFn: ({ signal }) => call(listPavilionProgress, { params: { id: pavilionId } }, { signal }),
    enabled: pavilionId > 0,
  });
}

function useRefresh(pavilionId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: progressKeys.pavilion(pavilionId) });
}

export function useSaveProgressReport(pavilionId: number) {
  const refresh = useRefresh(pavilionId);
  return useMutation({
    mutationFn: (input: { id: number | null; body: TProgressReportBody }) =>
      input.id === null
        ? sendAttempt(`progress:${pavilionId}`, input.body, (headers) =>
            call(createProgressReport, { params: { id: pavilionId }, body: input.body }, { headers }),
          )
        : call(updateProgressReport, { params: { id: input.id }, body: input.body }),
    onSuccess: refresh,
  });
}

export function useDeleteProgressReport(pavilionId: number) {
  const refresh = useRefresh(pavilionId);
  return useMutation({
    mutationFn: (id: number) => call(deleteProgressReport, { params: { id } }),
    onSuccess: refresh,
  });
}
