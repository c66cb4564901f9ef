// Bookings and requests (shared/api/bookings.ts): the agent's own list, the builder's list of their complexes, one
// booking, and the mutations (book or ask, cancel, the builder's answer). Keys start with 'bookings' so a change or
// a Booking* notification refreshes every list; the chessboard's sections follow, since a booking shows on its unit.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  actOnBooking,
  cancelOwnBooking,
  createBooking,
  listAgencyMembers,
  listBackofficeBookingMembers,
  listBackofficeBookings,
  listOwnBookings,
} from '#shared/api/bookings.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import {
  ASSIGN_ACTION,
  isOpenBooking,
  type TBookingAction,
  type TBookingState,
  type TBookingView,
} from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { call } from '#app/lib/call.ts';
import { sendAttempt } from '#app/lib/idempotency.ts';
import { hasSession } from '#app/lib/session.ts';
import { chessKeys } from './chess.ts';
import { nextPageParam } from './paging.ts';

export type TBookingCreateInput = InputOf<typeof createBooking>['body'];

export interface BackofficeBookingsFilter {
  state?: TBookingState;
  objectId?: number;
  /** «Мои» or «Не разобранные»; none: all. */
  view?: TBookingView;
  assigneeId?: number;
}

export const bookingsKeys = {
  all: ['bookings'] as const,
  mine: (state: TBookingState | null, memberId: number | null = null) =>
    ['bookings', 'mine', { state, memberId }] as const,
  backoffice: (filter: BackofficeBookingsFilter) =>
    [
      'bookings',
      'backoffice',
      {
        state: filter.state ?? null,
        objectId: filter.objectId ?? null,
        view: filter.view ?? null,
        assigneeId: filter.assigneeId ?? null,
      },
    ] as const,
  builderMembers: ['bookings', 'members', 'builder'] as const,
  agencyMembers: ['bookings', 'members', 'agency'] as const,
};

/** After any change: the lists and the chessboards showing the unit. */
export function refreshBookings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: bookingsKeys.all });
  void client.invalidateQueries({ queryKey: chessKeys.all });
}

export const myBookingsQuery = (state: TBookingState | null, memberId: number | null = null) =>
  infiniteQueryOptions({
    queryKey: bookingsKeys.mine(state, memberId),
    queryFn: ({ pageParam, signal }) =>
      call(
        listOwnBookings,
        { query: { page: pageParam, state: state ?? undefined, memberId: memberId ?? undefined } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** memberId: an agency's head looking at one agent's bookings. */
export function useMyBookings(state: TBookingState | null, memberId: number | null = null) {
  return useInfiniteQuery({ ...myBookingsQuery(state, memberId), enabled: hasSession() });
}

/** The builder company's members who may take bookings: «Передать» and the list's filter. */
export function useBookingMembers(enabled = true) {
  return useQuery({
    queryKey: bookingsKeys.builderMembers,
    queryFn: ({ signal }) => call(listBackofficeBookingMembers, null, { signal }),
    enabled: enabled && hasSession(),
    staleTime: 60_000,
  });
}

/**
 * The agents of the caller's agency when they head it (403 otherwise: no filter is shown). Asked once; a plain
 * agent's refusal is the expected answer, not an error worth retrying.
 */
export function useAgencyMembers(enabled: boolean) {
  return useQuery({
    queryKey: bookingsKeys.agencyMembers,
    queryFn: ({ signal }) => call(listAgencyMembers, null, { signal }),
    enabled: enabled && hasSession(),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export const backofficeBookingsQuery = (filter: BackofficeBookingsFilter) =>
  infiniteQueryOptions({
    queryKey: bookingsKeys.backoffice(filter),
    queryFn: ({ pageParam, signal }) =>
      call(listBackofficeBookings, { query: { page: pageParam, ...filter } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useBackofficeBookings(filter: BackofficeBookingsFilter) {
  return useInfiniteQuery({ ...backofficeBookingsQuery(filter), enabled: hasSession() });
}

/** One submit attempt: a repeat of it carries the same Idempotency-Key and gets the first answer, not a 409. */
/**
 * The caller's open request for a unit, from their own list (its first page: the newest, which is where an open one
 * is), or null. The unit's card shows it instead of «Оставить заявку».
 */
export function useOwnOpenRequest(cellId: number, enabled: boolean): TBooking | null {
  const query = useInfiniteQuery({ ...myBookingsQuery(null), enabled: enabled && hasSession() });
  return (
    query.data?.pages
      .flatMap((page) => page.data)
      .find((b) => b.kind === 'request' && b.cellId === cellId && isOpenBooking(b.state)) ?? null
  );
}

export const postBooking = async (body: TBookingCreateInput) =>
  (await sendAttempt('createBooking', body, (headers) => call(createBooking, { body }, { headers }))).booking;

export const cancelBooking = async (id: number) => (await call(cancelOwnBooking, { params: { id } })).booking;

export const answerBooking = async (id: number, action: TBookingAction, reason?: string) =>
  (await call(actOnBooking, { params: { id }, body: { action, reason } })).booking;

export function useCreateBooking() {
  const client = useQueryClient();
  // Offline it fails at once (the sheet says so) rather than waiting paused and sending by itself later.
  return useMutation({
    mutationFn: postBooking,
    networkMode: 'always',
    onSuccess: () => refreshBookings(client),
  });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSettled: () => refreshBookings(client) });
}

export const passBooking = async (id: number, userId: number) =>
  (await call(actOnBooking, { params: { id }, body: { action: ASSIGN_ACTION, userId } })).booking;

export function usePassBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; userId: number }) => passBooking(input.id, input.userId),
    onSettled: () => refreshBookings(client),
  });
}

export function useAnswerBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: TBookingAction; reason?: string }) =>
      answerBooking(input.id, input.action, input.reason),
    // A refused answer (the hold ran out meanwhile) also changed the booking: refresh either way.
    onSettled: () => refreshBookings(client),
  });
}
