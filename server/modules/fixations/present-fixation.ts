// A fixation as the API presents it: the complex's title, the client, the agent and their agency. An active one read
// after its term never shows as still active, even before the job has caught up with it.
import { inArray } from 'drizzle-orm';
import type { TFixationState } from '#shared/companies.ts';
import { formatPhone } from '#shared/format.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { companies, objects, users, type FixationRow } from '../../db/schema/index.ts';

export function effectiveState(row: Pick<FixationRow, 'state' | 'validUntil'>, now: Date): TFixationState {
  return row.state === 'active' && row.validUntil && row.validUntil <= now ? 'expired' : row.state;
}

const personName = (u: { name: string | null; phone: string }) => u.name?.trim() || formatPhone(u.phone);

export async function presentFixations(
  db: DbOrTx,
  rows: readonly FixationRow[],
  now: Date,
): Promise<TFixation[]> {
  if (rows.length === 0) return [];
  const ids = <T>(pick: (r: FixationRow) => T | null) => [
    ...new Set(rows.flatMap((r) => (pick(r) != null ? [pick(r)!] : []))),
  ];
  const agentIds = ids((r) => r.agentId);
  const agencyIds = ids((r) => r.agencyId);
  const objectIds = ids((r) => r.objectId);
  // At once on the pool; in turn inside a new fixation's transaction (readAll).
  const [agents, agencies, complexes] = await readAll(db, [
    () =>
      agentIds.length
        ? db
            .select({ id: users.id, name: users.name, phone: users.phone })
            .from(users)
            .where(inArray(users.id, agentIds))
        : Promise.resolve([]),
    () =>
      agencyIds.length
        ? db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, agencyIds))
        : Promise.resolve([]),
    () =>
      db.select({ id: objects.id, title: objects.title }).from(objects).where(inArray(objects.id, objectIds)),
  ] as const);
  const agentOf = new Map(agents.map((a) => [a.id, { id: a.id, name: personName(a) }]));
  const agencyOf = new Map(agencies.map((a) => [a.id, a]));
  const titleOf = new Map(complexes.map((c) => [c.id, c.title]));
  return rows.map((row) => {
    const state = effectiveState(row, now);
    return {
      id: row.id,
      state,
      objectId: row.objectId,
      objectTitle: titleOf.get(row.objectId) ?? '',
      client: { name: row.clientName, phone: row.clientPhone },
      comment: row.comment,
      reason: row.reason,
      days: row.days,
      validUntil: row.validUntil?.toISOString() ?? null,
      extended: row.extended,
      extendRequestedAt: row.extendRequestedAt?.toISOString() ?? null,
      canRequestExtend: state === 'active' && !row.extended && !row.extendRequestedAt,
      agent: (row.agentId && agentOf.get(row.agentId)) || null,
      agency: (row.agencyId && agencyOf.get(row.agencyId)) || null,
      bookingId: row.bookingId,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export const presentFixation = async (db: DbOrTx, row: FixationRow, now: Date) =>
  (await presentFixations(db, [row], now))[0]!;
