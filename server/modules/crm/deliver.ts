// The outbox's `crm` channel: one item brings one booking's lead to its Kvartal stage. No lead yet: the contact and
// the lead are created (their ids stored at once, so a repeated delivery updates instead of duplicating); a lead:
// moved to the mapped stage. Failures are logged in Russian and retried by the outbox for 24 hours; a connector
// marked broken waits (retries without a call) until someone reconnects it.
import { and, eq } from 'drizzle-orm';
import { unitKindOf } from '#shared/unit-kind.ts';
import { unitLabel } from '#shared/texts/units.ts';
import { crmStageTitles, crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import { formatPrice } from '#shared/format.ts';
import type { Db } from '../../db/client.ts';
import { bookings, crmLinks, objects, type CrmConnectorRow, type OutboxRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { DeliveryContext, DeliveryResult } from '../outbox/index.ts';
import type { CrmEnv, CrmLeadInput } from './client.ts';
import { crmClientFor, loadConnector } from './connector.ts';
import type { CrmSyncPayload } from './enqueue.ts';
import { CrmError } from './http.ts';
import { writeCrmLog } from './log.ts';

const s = crmTexts.sync;

async function loadBooking(db: Db, id: number) {
  const [row] = await db
    .select({ booking: bookings, objectTitle: objects.title })
    .from(bookings)
    .innerJoin(objects, eq(objects.id, bookings.objectId))
    .where(eq(bookings.id, id));
  return row ?? null;
}

function leadOf(
  found: NonNullable<Awaited<ReturnType<typeof loadBooking>>>,
  row: CrmConnectorRow,
  stageId: string | null,
): CrmLeadInput {
  const b = found.booking;
  const unit = unitLabel(unitKindOf(b.unitCntApart, null), b.unitNumber);
  const kind = crmTexts.leadKind[b.kind];
  return {
    title: fill(crmTexts.leadName, kind, String(b.id), found.objectTitle, unit),
    price: b.price,
    pipelineId: row.mapping.pipelineId,
    stageId,
    contact: { name: b.clientName, phone: b.clientPhone },
    externalId: `booking:${b.id}`,
    comment: [
      `${kind} в Квартале: ${found.objectTitle}, ${unit}`,
      b.price != null ? formatPrice(b.price) : null,
      b.comment,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

export function crmChannel(deps: { env: CrmEnv; realtime: Realtime }) {
  async function deliver(item: OutboxRow, context: DeliveryContext): Promise<DeliveryResult> {
    const { db, now } = context;
    const payload = item.payload as CrmSyncPayload;
    const companyId = Number(item.target);
    const row = await loadConnector(db, companyId);
    if (!row || row.kind !== payload.kind) return { kind: 'done' };
    if (row.state === 'broken') return { kind: 'retry', error: row.brokenReason ?? 'broken' };
    const found = await loadBooking(db, payload.bookingId);
    if (!found) return { kind: 'give-up', error: 'the booking is gone' };
    const client = crmClientFor({ db, env: deps.env, realtime: deps.realtime, now: () => now }, row);
    if (!client) return { kind: 'done' };
    const subject = fill(crmTexts.subject[found.booking.kind], String(payload.bookingId));
    const log = (ok: boolean, message: string) =>
      writeCrmLog(db, { companyId, at: now, direction: 'out', subject, ok, message });
    const stageId = row.mapping.stages[payload.key] ?? null;
    const stageName = stageId ? (row.mapping.names[stageId] ?? stageId) : '';
    const linkWhere = and(
      eq(crmLinks.companyId, companyId),
      eq(crmLinks.kind, row.kind),
      eq(crmLinks.bookingId, payload.bookingId),
    );
    try {
      const [link] = await db.select().from(crmLinks).where(linkWhere);
      if (!link?.leadId) {
        if (!link)
          await db
            .insert(crmLinks)
            .values({ companyId, kind: row.kind, bookingId: payload.bookingId, createdAt: now })
            .onConflictDoNothing();
        const created = await client.createLead(
          leadOf(found, row, stageId),
          link?.contactId ?? null,
          (contactId) =>
            db
              .update(crmLinks)
              .set({ contactId })
              .where(linkWhere)
              .then(() => undefined),
        );
        await db
          .update(crmLinks)
          .set({ contactId: created.contactId, leadId: created.leadId })
          .where(linkWhere);
        await log(
          true,
          stageId ? fill(s.created, created.leadId, stageName) : fill(s.createdFirst, created.leadId),
        );
      } else if (stageId) {
        await client.moveLead(link.leadId, row.mapping.pipelineId, stageId);
        await log(true, fill(s.moved, link.leadId, stageName));
      } else {
        await log(true, fill(s.skipped, crmStageTitles[payload.key]));
      }
      return { kind: 'done' };
    } catch (error) {
      const message =
        error instanceof CrmError ? error.message : fill(crmTexts.errors.unreachable, String(error));
      await log(false, fill(context.lastTry ? s.gaveUp : s.failed, message));
      return { kind: 'retry', error: message };
    }
  }
  return { deliver };
}
