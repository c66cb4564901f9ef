// Who may open a booking's agreement: its agent and their agency's head (the agent's scope of bookings), or the
// builder company's members who read the booking (the builder's scope). Anyone else gets 404, as for the booking.
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CompanyKind } from '#shared/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, type BookingRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { membershipOfKind, membershipsOf } from '../../policies/companies.ts';
import { getBooking } from '../bookings/list-bookings.ts';
import { agentScope, builderScope } from '../bookings/scopes.ts';
import type { BookingDeps } from '../bookings/create-booking.ts';

async function readable(deps: BookingDeps, request: FastifyRequest, id: number): Promise<boolean> {
  const user = currentUser(request);
  const seen = (scope: Parameters<typeof getBooking>[1]) =>
    getBooking(deps, scope, id).then(
      () => true,
      () => false,
    );
  if (await seen(await agentScope(request, undefined))) return true;
  const builder = membershipOfKind(await membershipsOf(request), CompanyKind.builder);
  return builder ? seen(builderScope({ user, membership: builder })) : false;
}

/** The booking row when the caller may see its agreement; 404 otherwise. `lock` reads it FOR UPDATE. */
export async function openAgreementBooking(
  deps: BookingDeps,
  request: FastifyRequest,
  id: number,
): Promise<BookingRow> {
  if (!(await readable(deps, request, id))) throw notFound();
  const [row] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id)));
  if (!row) throw notFound();
  return row;
}

export const lockBooking = async (tx: DbOrTx, id: number): Promise<BookingRow> => {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound();
  return row;
};
