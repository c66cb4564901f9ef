// Deals (shared/api/deals.ts): the builder's board and list, the agent's «Мои сделки», one deal for either side, and
// the builder's moves (open, change, attach a document). Keys start with 'deals', so a DealsChanged push or a Deal*
// notification refreshes whatever is open; a move also refreshes bookings and chessboards (the unit follows).
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { InputOf } from '#shared/api/endpoint.ts';
import {
  changeDeal,
  getBackofficeDeal,
  getOwnDeal,
  listBackofficeDeals,
  listOwnDeals,
  openDeal,
  uploadDealDocument,
} from '#shared/api/deals.ts';
import type { TDealStage } from '#shared/deals.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { call, callUpload } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';
import { refreshBookings } from './bookings.ts';
import { pagedList } from './paging.ts';

export type TDealChangeInput = InputOf<typeof changeDeal>['body'];
export type DealSide = 'builder' | 'agent';

export interface BackofficeDealsFilter {
  stage?: TDealStage;
  objectId?: number;
  assignee?: number;
  agencyId?: number;
  from?: string;
  to?: string;
}
export interface MyDealsFilter {
  stage?: TDealStage;
  member?: number;
}

export const dealsKeys = {
  all: ['deals'] as const,
  backoffice: (f: BackofficeDealsFilter) => ['deals', 'backoffice', f] as const,
  mine: (f: MyDealsFilter) => ['deals', 'mine', f] as const,
  one: (side: DealSide, id: number) => ['deals', 'one', side, id] as const,
};

export const refreshDeals = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: dealsKeys.all });

export function useBackofficeDeals(filter: BackofficeDealsFilter) {
  return useInfiniteQuery(pagedList(listBackofficeDeals, dealsKeys.backoffice(filter), filter));
}

export function useMyDeals(filter: MyDealsFilter) {
  return useInfiniteQuery(pagedList(listOwnDeals, dealsKeys.mine(filter), filter));
}

export const dealQuery = (side: DealSide, id: number) =>
  queryOptions({
    queryKey: dealsKeys.one(side, id),
    queryFn: async ({ signal }) =>
      (await call(side === 'builder' ? getBackofficeDeal : getOwnDeal, { params: { id } }, { signal })).deal,
  });

export const useDeal = (side: DealSide, id: number) =>
  useQuery({ ...dealQuery(side, id), enabled: hasSession() });

/** After a move: this deal's answer in place, every list refreshed, the bookings and boards (the unit followed). */
function settle(client: QueryClient, deal: TDealFull) {
  client.setQueryData(dealsKeys.one('builder', deal.id), deal);
  refreshDeals(client);
  refreshBookings(client);
}

export function useOpenDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) => (await call(openDeal, { body: { bookingId } })).deal,
    onSuccess: (deal) => settle(client, deal),
  });
}

export function useChangeDeal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TDealChangeInput) => (await call(changeDeal, { params: { id }, body })).deal,
    onSuccess: (deal) => settle(client, deal),
  });
}

export function useUploadDealDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { file: File; stage: TDealStage; comment: string }) =>
      (await callUpload(uploadDealDocument, { params: { id }, body })).deal,
    onSuccess: (deal) => settle(client, deal),
  });
}
