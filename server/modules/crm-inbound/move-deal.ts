// A stage changed in the CRM moves the Kvartal deal of that lead's booking, through the deals module's own change
// (its rules, events, unit and commission). The CRM always gets a 2xx: a move Kvartal refuses (backwards, a stage
// that needs a contract number) is written to the connector's log instead. A repeat finds the deal already there.
import { and, desc, eq } from 'drizzle-orm';
import { CRM_KEY_DEAL_STAGE, CRM_STAGE_KEYS, type TCrmStageKey } from '#shared/crm.ts';
import { mayMoveDeal } from '#shared/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import type { Db } from '../../db/client.ts';
import { companyMembers, crmLinks, deals, users, type CrmConnectorRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { AppError, ValidationFailed } from '../../errors.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { writeCrmLog } from '../crm/log.ts';
import { changeDeal } from '../deals/change-deal.ts';

const s = crmTexts.sync;

export interface InboundDeps {
  db: Db;
  realtime: Realtime;
  now: Date;
}

/** The Kvartal stage the CRM's stage is mapped to, among those that move a deal (the furthest if several). */
function targetOf(row: CrmConnectorRow, stageId: string) {
  const keys = CRM_STAGE_KEYS.filter(
    (k: TCrmStageKey) => row.mapping.stages[k] === stageId && CRM_KEY_DEAL_STAGE[k] !== undefined,
  );
  const key = keys.at(-1);
  return key ? CRM_KEY_DEAL_STAGE[key]! : null;
}

async function ownerOf(db: Db, companyId: number) {
  const [row] = await db
    .select({ user: users })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .limit(1);
  return row?.user ?? null;
}

function reasonOf(error: unknown): string {
  if (error instanceof ValidationFailed) return Object.values(error.errors).flat()[0] ?? error.message;
  if (error instanceof AppError) return error.message;
  throw error;
}

export async function moveFromCrm(
  deps: InboundDeps,
  row: CrmConnectorRow,
  leadId: string,
  stage: { pipelineId: string | null; stageId: string },
): Promise<void> {
  const { db, now } = deps;
  const companyId = row.companyId;
  const [link] = await db
    .select()
    .from(crmLinks)
    .where(and(eq(crmLinks.companyId, companyId), eq(crmLinks.kind, row.kind), eq(crmLinks.leadId, leadId)));
  // A lead Kvartal did not make: not ours to follow.
  if (!link) return;
  const subject = fill(crmTexts.subject.booking, String(link.bookingId));
  const log = (ok: boolean, message: string) =>
    writeCrmLog(db, { companyId, at: now, direction: 'in', subject, ok, message });
  if (row.mapping.pipelineId && stage.pipelineId && stage.pipelineId !== row.mapping.pipelineId) return;
  const target = targetOf(row, stage.stageId);
  if (!target) return;
  const [deal] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.bookingId, link.bookingId), eq(deals.companyId, companyId)))
    .orderBy(desc(deals.id))
    .limit(1);
  if (!deal) return log(false, fill(s.inNoDeal, leadId));
  if (deal.stage === target) return;
  const title = dealTexts.stage[target];
  if (!mayMoveDeal(deal.stage, target))
    return log(false, fill(s.inBadMove, String(deal.id), dealTexts.stage[deal.stage], title));
  const actor = await ownerOf(db, companyId);
  if (!actor) return log(false, fill(s.inRefused, String(deal.id), title, crmTexts.errors.notConfigured));
  try {
    await changeDeal({ db, realtime: deps.realtime, now }, actor, deal.id, {
      version: deal.version,
      stage: target,
      date: moscowDay(now),
      ...(target === 'cancelled' ? { reason: crmTexts.cancelReason } : {}),
      comment: crmTexts.moveComment,
    });
    await log(true, fill(s.inMoved, String(deal.id), title));
  } catch (error) {
    await log(false, fill(s.inRefused, String(deal.id), title, reasonOf(error)));
  }
}
