// «Подборки агентства»: the links an agency's agents sent (stamped with the agency when sent), newest first, each
// with its agent and what it brought back, counted in SQL per page. Its head only (owner or manager): a plain member
// has their own collections screen and is refused; anyone outside the agency gets NotFound.
import { and, asc, count, countDistinct, desc, eq, inArray, min, sql, sum } from 'drizzle-orm';
import { CompanyKind, headsCompany } from '#shared/companies.ts';
import { formatPhone } from '#shared/format.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TAgencyMemberOption, TCompanyCollectionsPage } from '#shared/schemas/company-collections.ts';
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import {
  companies,
  companyMembers,
  snapshotReactions,
  snapshots,
  snapshotVisits,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { membershipIn } from '../../policies/companies.ts';

export const AGENCY_LINKS_PER_PAGE = 20;

const texts = companyPublicTexts.errors;

const agentName = (u: { name: string | null; phone: string | null }) =>
  u.name?.trim() || formatPhone(u.phone);

/** The agency, if the caller heads it (admins see every agency). */
export async function requireAgencyHead(db: DbOrTx, user: UserRow, companyId: number): Promise<void> {
  const [company] = await db
    .select({ kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.kind !== CompanyKind.agency) throw notFound(texts.agencyNotFound);
  if (isAdmin(user)) return;
  const membership = await membershipIn(db, user, companyId);
  if (!membership) throw notFound(texts.agencyNotFound);
  if (!headsCompany(membership)) throw forbidden(texts.notHead);
}

/** The filter's choices: the members by name, then those who left but sent links for the agency. */
async function memberOptions(db: DbOrTx, companyId: number): Promise<TAgencyMemberOption[]> {
  const person = { id: users.id, name: users.name, phone: users.phone };
  const [current, senders] = await readAll(db, [
    () =>
      db
        .select(person)
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId)),
    () =>
      db
        .selectDistinct(person)
        .from(snapshots)
        .innerJoin(users, eq(users.id, snapshots.userId))
        .where(eq(snapshots.agencyId, companyId))
        .orderBy(asc(users.id)),
  ] as const);
  const ids = new Set(current.map((m) => m.id));
  const byName = (a: TAgencyMemberOption, b: TAgencyMemberOption) => a.name.localeCompare(b.name, 'ru');
  return [
    ...current.map((m) => ({ id: m.id, name: agentName(m), current: true })).sort(byName),
    ...senders
      .filter((s) => !ids.has(s.id))
      .map((s) => ({ id: s.id, name: agentName(s), current: false }))
      .sort(byName),
  ];
}

export async function listAgencyLinks(
  db: DbOrTx,
  companyId: number,
  memberId: number | undefined,
  page: number,
): Promise<TCompanyCollectionsPage> {
  const members = await memberOptions(db, companyId);
  if (memberId !== undefined && !members.some((m) => m.id === memberId)) throw notFound(texts.memberNotFound);
  const where = and(
    eq(snapshots.agencyId, companyId),
    memberId === undefined ? undefined : eq(snapshots.userId, memberId),
  );
  const perPage = AGENCY_LINKS_PER_PAGE;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({
          id: snapshots.id,
          name: snapshots.name,
          itemsCount: sql<number>`jsonb_array_length(${snapshots.items})`.mapWith(Number),
          createdAt: snapshots.createdAt,
          updatedAt: snapshots.updatedAt,
          revokedAt: snapshots.revokedAt,
          agentId: users.id,
          agentName: users.name,
          agentPhone: users.phone,
        })
        .from(snapshots)
        .innerJoin(users, eq(users.id, snapshots.userId))
        .where(where)
        .orderBy(desc(snapshots.createdAt), desc(snapshots.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
    () => db.select({ n: count() }).from(snapshots).where(where),
  ] as const);
  const ids = rows.map((r) => r.id);
  const [visits, reactions] = ids.length
    ? await readAll(db, [
        () =>
          db
            .select({
              id: snapshotVisits.snapshotId,
              opens: sum(snapshotVisits.opens).mapWith(Number),
              visitors: countDistinct(snapshotVisits.visitorId),
              firstAt: min(snapshotVisits.firstAt),
            })
            .from(snapshotVisits)
            .where(inArray(snapshotVisits.snapshotId, ids))
            .groupBy(snapshotVisits.snapshotId),
        () =>
          db
            .select({ id: snapshotReactions.snapshotId, n: count() })
            .from(snapshotReactions)
            .where(inArray(snapshotReactions.snapshotId, ids))
            .groupBy(snapshotReactions.snapshotId),
      ] as const)
    : [[], []];
  const visitsOf = new Map(visits.map((v) => [v.id, v]));
  const reactionsOf = new Map(reactions.map((r) => [r.id, r.n]));
  return {
    data: rows.map((row) => {
      const seen = visitsOf.get(row.id);
      return {
        id: row.id,
        name: row.name,
        agent: { id: row.agentId, name: agentName({ name: row.agentName, phone: row.agentPhone }) },
        itemsCount: row.itemsCount,
        sentAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        firstOpenedAt: seen?.firstAt ? seen.firstAt.toISOString() : null,
        opens: seen?.opens ?? 0,
        visitors: seen?.visitors ?? 0,
        reactions: reactionsOf.get(row.id) ?? 0,
        revoked: row.revokedAt != null,
      };
    }),
    meta: pageMeta(page, perPage, total?.n ?? 0),
    members,
  };
}
