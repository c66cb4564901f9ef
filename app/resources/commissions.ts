// «Вознаграждения» (shared/api/commissions.ts): the agent's list (an agency head's: the agency's), the builder's
// payables, the moves, the act and the CSV. Keys start with 'commissions'; a Commission* notice or a
// CommissionsChanged push refreshes every list, so the other side's move shows live.
import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCommissionState } from '#shared/deals.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import {
  commentCommission,
  exportBackofficeCommissions,
  getCommissionAct,
  listBackofficeCommissions,
  listCommissions,
  reconcileCommission,
  updateBackofficeCommission,
} from '#shared/api/commissions.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { call } from '#app/lib/call.ts';
import { downloadFile } from '#app/lib/download.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { pagedList } from './paging.ts';

export interface CommissionsFilter {
  state?: TCommissionState;
  member?: number;
}
export interface BackofficeCommissionsFilter {
  state?: TCommissionState;
  agencyId?: number;
  month?: string;
}

export const commissionsKeys = {
  all: ['commissions'] as const,
  mine: (f: CommissionsFilter) =>
    ['commissions', 'mine', { state: f.state ?? null, member: f.member ?? null }] as const,
  backoffice: (f: BackofficeCommissionsFilter) =>
    [
      'commissions',
      'backoffice',
      { state: f.state ?? null, agencyId: f.agencyId ?? null, month: f.month ?? null },
    ] as const,
};

export const refreshCommissions = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: commissionsKeys.all });

/** Reads the lists again now (after a stale move), resolving when they are fresh. */
export const refetchCommissions = (client: QueryClient) =>
  client.refetchQueries({ queryKey: commissionsKeys.all });

export function useMyCommissions(filter: CommissionsFilter) {
  return useInfiniteQuery(pagedList(listCommissions, commissionsKeys.mine(filter), filter));
}

export function useBackofficeCommissions(filter: BackofficeCommissionsFilter) {
  return useInfiniteQuery(pagedList(listBackofficeCommissions, commissionsKeys.backoffice(filter), filter));
}

/** While a list is open: the other side's moves refresh it. */
export function useLiveCommissions(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offNotice = onSocketEvent(PrivateEvent.Notification, (payload) => {
      const item = payload as TNotification | null;
      if (item && typeof item.type === 'string' && item.type.startsWith('Commission'))
        refreshCommissions(client);
    });
    const offChanged = onSocketEvent(PrivateEvent.CommissionsChanged, () => refreshCommissions(client));
    return () => {
      offNotice();
      offChanged();
    };
  }, [client]);
}

type ReconcileBody = InputOf<typeof reconcileCommission>['body'];
type UpdateBody = InputOf<typeof updateBackofficeCommission>['body'];
type CommentBody = InputOf<typeof commentCommission>['body'];

export function useReconcileCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ReconcileBody }) =>
      (await call(reconcileCommission, { params: { id }, body })).commission,
    onSettled: () => refreshCommissions(client),
  });
}

export function useUpdateCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateBody }) =>
      (await call(updateBackofficeCommission, { params: { id }, body })).commission,
    onSettled: () => refreshCommissions(client),
  });
}

export function useCommentCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CommentBody }) =>
      (await call(commentCommission, { params: { id }, body })).commission,
    onSettled: () => refreshCommissions(client),
  });
}

export const downloadAct = (id: number) =>
  downloadFile(getCommissionAct, { params: { id } }, fill(commissionTexts.act.file, String(id)));

export const downloadCommissionsCsv = (month: string | undefined) =>
  downloadFile(
    exportBackofficeCommissions,
    { query: { month } },
    fill(commissionTexts.csv.file, month ?? commissionTexts.screen.allMonths),
  );
