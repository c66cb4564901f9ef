// The connector's sync log: every delivery to the CRM and every notification from it, with its outcome in Russian.
import { desc, eq } from 'drizzle-orm';
import { CRM_LIMITS } from '#shared/crm.ts';
import type { TCrmLogEntry } from '#shared/schemas/crm.ts';
import type { DbOrTx } from '../../db/client.ts';
import { crmSyncLog } from '../../db/schema/index.ts';

export interface CrmLogInput {
  companyId: number;
  at: Date;
  direction: 'out' | 'in';
  subject: string;
  ok: boolean;
  message: string;
}

export async function writeCrmLog(db: DbOrTx, entry: CrmLogInput): Promise<void> {
  await db.insert(crmSyncLog).values({ ...entry, message: entry.message.slice(0, 1000) });
}

export async function readCrmLog(db: DbOrTx, companyId: number): Promise<TCrmLogEntry[]> {
  const rows = await db
    .select()
    .from(crmSyncLog)
    .where(eq(crmSyncLog.companyId, companyId))
    .orderBy(desc(crmSyncLog.id))
    .limit(CRM_LIMITS.log);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    direction: r.direction,
    subject: r.subject,
    ok: r.ok,
    message: r.message,
  }));
}
