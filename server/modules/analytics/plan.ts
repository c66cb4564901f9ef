// The builder's monthly plan of one complex: written whole (units and roubles) in one statement; a form read at an
// older version than the row's is 409, so two managers do not overwrite each other unseen.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAnalyticsPlanBody } from '#shared/schemas/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsPlans } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';

export async function savePlan(db: DbOrTx, body: z.infer<typeof ZAnalyticsPlanBody>, now: Date) {
  const month = `${body.month}-01`;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(analyticsPlans)
      .where(and(eq(analyticsPlans.objectId, body.objectId), eq(analyticsPlans.month, month)))
      .for('update');
    if (current && body.version != null && body.version !== current.version)
      throw conflict(analyticsTexts.stalePlan);
    const [row] = await tx
      .insert(analyticsPlans)
      .values({
        objectId: body.objectId,
        month,
        units: body.units,
        amount: body.amount,
        updatedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [analyticsPlans.objectId, analyticsPlans.month],
        set: {
          units: body.units,
          amount: body.amount,
          updatedAt: now,
          version: sql`${analyticsPlans.version} + 1`,
        },
      })
      .returning();
    return {
      objectId: row!.objectId,
      month: body.month,
      units: row!.units,
      amount: row!.amount,
      version: row!.version,
    };
  });
}
