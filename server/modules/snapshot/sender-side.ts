// Who looks at a link from the sending side: its agent, or the head of the agency it was sent for (from «Подборки
// агентства»). Their looks are no client's: no opening counted, no notification, no reaction recorded.
import type { FastifyRequest } from 'fastify';
import { headsCompany } from '#shared/companies.ts';
import { membershipsOf } from '../../policies/companies.ts';
import type { SnapshotRow } from './live-snapshot.ts';

export async function isSenderSide(request: FastifyRequest, snapshot: SnapshotRow): Promise<boolean> {
  const user = request.user;
  if (!user) return false;
  if (user.id === snapshot.userId) return true;
  if (snapshot.agencyId == null) return false;
  const membership = (await membershipsOf(request)).find((m) => m.companyId === snapshot.agencyId);
  return membership != null && headsCompany(membership);
}
