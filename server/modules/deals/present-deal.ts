// A deal as the API presents it: the unit as booked, the price, the buyer, the people, the stage dates; the
// commission only for those allowed to see it; the full answer adds the timeline and the documents.
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDeal, TDealFull } from '#shared/schemas/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookings,
  commissions,
  companies,
  dealDocuments,
  dealEvents,
  objects,
  users,
  type DealRow,
} from '../../db/schema/index.ts';

const ids = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => v != null)),
];

export async function presentDeals(
  db: DbOrTx,
  rows: readonly DealRow[],
  { commission }: { commission: boolean },
): Promise<TDeal[]> {
  if (rows.length === 0) return [];
  const people = ids(rows.flatMap((r) => [r.agentId, r.assigneeId]));
  const userRows = people.length
    ? await db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(inArray(users.id, people))
    : [];
  const names = new Map(userRows.map((u) => [u.id, u.name ?? u.phone ?? '']));
  const agencyIds = ids(rows.map((r) => r.agencyId));
  const agencyRows = agencyIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, agencyIds))
    : [];
  const agencies = new Map(agencyRows.map((a) => [a.id, a.name]));
  const objectRows = await db
    .select({ id: objects.id, title: objects.title })
    .from(objects)
    .where(inArray(objects.id, ids(rows.map((r) => r.objectId))));
  const titles = new Map(objectRows.map((o) => [o.id, o.title ?? '']));
  const bookingIds = ids(rows.map((r) => r.bookingId));
  const bookingRows = bookingIds.length
    ? await db
        .select({ id: bookings.id, createdAt: bookings.createdAt })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds))
    : [];
  const booked = new Map(bookingRows.map((b) => [b.id, b.createdAt.toISOString()]));
  const commissionRows = commission
    ? await db
        .select()
        .from(commissions)
        .where(
          inArray(
            commissions.dealId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byDeal = new Map(commissionRows.map((c) => [c.dealId, c]));
  const person = (id: number | null) => (id != null ? { id, name: names.get(id) ?? '' } : null);

  return rows.map((r) => {
    const c = byDeal.get(r.id);
    return {
      id: r.id,
      version: r.version,
      stage: r.stage,
      stageAt: r.stageAt.toISOString(),
      objectId: r.objectId,
      objectTitle: titles.get(r.objectId) ?? '',
      bookingId: r.bookingId,
      bookingCreatedAt: r.bookingId != null ? (booked.get(r.bookingId) ?? null) : null,
      fixationId: r.fixationId,
      unit: {
        cellId: r.cellId,
        number: r.unitNumber,
        floor: r.unitFloor,
        area: r.unitArea,
        cntApart: r.unitCntApart,
      },
      price: r.price,
      buyer: { name: r.buyerName, phone: r.buyerPhone, email: r.buyerEmail },
      agent: person(r.agentId),
      agency: r.agencyId != null ? { id: r.agencyId, name: agencies.get(r.agencyId) ?? '' } : null,
      assignee: person(r.assigneeId),
      payment: r.payment,
      agreementDate: r.agreementDate,
      contractNumber: r.contractNumber,
      contractDate: r.contractDate,
      registrationSubmittedDate: r.registrationSubmittedDate,
      registrationNumber: r.registrationNumber,
      registrationDate: r.registrationDate,
      paymentAmount: r.paymentAmount,
      paymentDate: r.paymentDate,
      closedDate: r.closedDate,
      cancelReason: r.cancelReason,
      cancelledFrom: r.cancelledFrom,
      commission: c
        ? {
            id: c.id,
            state: c.state,
            kind: c.terms.kind,
            value: c.terms.value,
            amount: c.amount,
            agentShare: c.agentShare,
            agentAmount: c.agentAmount,
            agencyAmount: c.agencyAmount,
          }
        : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The deal with its timeline and documents; `documentUrl` is the parties-only address of a file. */
export async function presentDeal(
  db: DbOrTx,
  row: DealRow,
  view: { commission: boolean; canEdit: boolean },
): Promise<TDealFull> {
  const [deal] = await presentDeals(db, [row], view);
  const events = await db
    .select({ event: dealEvents, name: users.name, phone: users.phone })
    .from(dealEvents)
    .leftJoin(users, eq(users.id, dealEvents.byUserId))
    .where(eq(dealEvents.dealId, row.id))
    .orderBy(asc(dealEvents.at), asc(dealEvents.id));
  const documents = await db
    .select({ doc: dealDocuments, name: users.name, phone: users.phone })
    .from(dealDocuments)
    .leftJoin(users, eq(users.id, dealDocuments.uploadedById))
    .where(eq(dealDocuments.dealId, row.id))
    .orderBy(asc(dealDocuments.createdAt), asc(dealDocuments.id));
  const [object] = await db
    .select({ payments: objects.payments, soldFrom: objects.dealSoldFrom })
    .from(objects)
    .where(eq(objects.id, row.objectId));
  return {
    ...deal!,
    events: events.map(({ event: e, name, phone }) => ({
      id: e.id,
      at: e.at.toISOString(),
      by: e.byUserId != null ? { id: e.byUserId, name: name ?? phone ?? '' } : null,
      kind: e.kind,
      from: e.fromValue,
      to: e.toValue,
      data: e.data ?? null,
    })),
    documents: documents.map(({ doc: d, name, phone }) => ({
      id: d.id,
      stage: d.stage,
      name: d.name,
      mime: d.mime,
      size: d.size,
      comment: d.comment,
      url: `/api/deals/${row.id}/documents/${d.id}`,
      uploadedBy: d.uploadedById != null ? { id: d.uploadedById, name: name ?? phone ?? '' } : null,
      createdAt: d.createdAt.toISOString(),
    })),
    payments: object?.payments ?? [],
    soldFrom: object?.soldFrom ?? 'contract',
    canEdit: view.canEdit,
  };
}
