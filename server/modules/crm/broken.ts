// A connector that cannot work until someone reconnects it (amoCRM's grant revoked): marked broken with the reason,
// and the company's owners told once (CrmBroken), in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyMembers, crmConnectors } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { writeCrmLog } from './log.ts';

export async function markBroken(
  deps: { db: Db; realtime: Realtime; now: () => Date },
  companyId: number,
  reason: string,
): Promise<void> {
  const now = deps.now();
  const pushes = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(crmConnectors)
      .set({ state: 'broken', brokenReason: reason, amoRefreshLease: null, updatedAt: now })
      .where(and(eq(crmConnectors.companyId, companyId), eq(crmConnectors.state, 'active')))
      .returning();
    if (!row) return [];
    await writeCrmLog(tx, {
      companyId,
      at: now,
      direction: 'out',
      subject: 'amoCRM',
      ok: false,
      message: reason,
    });
    const owners = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
    const list: (() => void)[] = [];
    for (const { userId } of owners)
      list.push(
        await notify(tx, deps.realtime, userId, 'CrmBroken', { companyId, kind: row.kind, reason }, now),
      );
    return list;
  });
  for (const push of pushes) push();
}
