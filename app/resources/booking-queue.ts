// The booking queue (shared/api/booking-queue.ts): the agent joins or leaves a held unit's queue and sees their places;
// the builder sees a complex's queues, moves and removes places. Keys start with 'bookings', so a change, a Queue*
// or Booking* notification refreshes them with the bookings' lists and the chessboards (refreshBookings).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeQueuePlace,
  joinQueue,
  leaveQueue,
  listObjectQueues,
  listOwnQueuePlaces,
} from '#shared/api/booking-queue.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import { call } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';
import { refreshBookings } from './bookings.ts';

export type TQueueJoinInput = InputOf<typeof joinQueue>['body'];
export type TQueueChangeInput = InputOf<typeof changeQueuePlace>['body'];

export const queueKeys = {
  mine: ['bookings', 'queue', 'mine'] as const,
  object: (objectId: number) => ['bookings', 'queue', 'object', objectId] as const,
};

export function useMyQueuePlaces(enabled = true) {
  return useQuery({
    queryKey: queueKeys.mine,
    queryFn: ({ signal }) => call(listOwnQueuePlaces, null, { signal }),
    enabled: enabled && hasSession(),
  });
}

export function useObjectQueues(objectId: number) {
  return useQuery({
    queryKey: queueKeys.object(objectId),
    queryFn: ({ signal }) => call(listObjectQueues, { params: { id: objectId } }, { signal }),
    enabled: hasSession(),
  });
}

export function useJoinQueue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { cellId: number; body?: TQueueJoinInput }) =>
      (await call(joinQueue, { params: { cellId: input.cellId }, body: input.body ?? {} })).place,
    onSettled: () => refreshBookings(client),
  });
}

export function useLeaveQueue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cellId: number) => (await call(leaveQueue, { params: { cellId } })).place,
    onSettled: () => refreshBookings(client),
  });
}

export function useChangeQueuePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; body: TQueueChangeInput }) =>
      (await call(changeQueuePlace, { params: { id: input.id }, body: input.body })).queue,
    onSettled: () => refreshBookings(client),
  });
}
