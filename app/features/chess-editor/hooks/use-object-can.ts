// What the caller may do to the complex beyond editing it (their company permissions, the back-office object's
// `can`): while unknown, everything shows; the server refuses what is not allowed anyway.
import type { TObjectCan } from '#shared/schemas/backoffice.ts';
import { useBackofficeObject } from '#app/resources/backoffice.ts';

const ALL: TObjectCan = { prices: true, publish: true, settings: true, bookings: true };

export function useObjectCan(objectId: number): TObjectCan {
  return useBackofficeObject(objectId).data?.can ?? ALL;
}
