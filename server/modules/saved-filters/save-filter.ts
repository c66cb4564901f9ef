// POST /api/user/filter and DELETE /api/user/filter/{id}: the caller's saved search filters.
import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_FILTER_NOTIFY, type TFilterNotify } from '#shared/filter-alerts.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { TSavedFilter } from '#shared/schemas/user.ts';
import { fill } from '#shared/texts/ru.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { filters } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { lockKey } from '../../core/locks.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';
import { writePredicates } from './predicate.ts';

export const FILTERS_PER_USER = 50;

export function presentFilter(row: typeof filters.$inferSelect): TSavedFilter {
  return {
    id: row.id,
    name: row.name,
    preset: false,
    filter: row.filter,
    notify: row.notify,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores the filter as read by ZSearchFilter (numbers and booleans, not the client's 1/0 strings). */
export async function saveFilter(
  db: DbOrTx,
  userId: number,
  input: { name: string; filter: TSearchFilter; notify?: TFilterNotify | undefined },
  now: Date,
): Promise<TSavedFilter> {
  return db.transaction(async (tx) => {
    await lockKey(tx, WORKFLOW_LOCKS.filters, String(userId));
    const [saved] = await tx.select({ n: count() }).from(filters).where(eq(filters.userId, userId));
    if ((saved?.n ?? 0) >= FILTERS_PER_USER) {
      throw invalid('name', fill(workflowTexts.filters.tooMany, FILTERS_PER_USER));
    }
    // JSON drops the keys the filter left undefined.
    const filter = JSON.parse(JSON.stringify(input.filter)) as Record<string, unknown>;
    const [row] = await tx
      .insert(filters)
      .values({
        userId,
        name: input.name,
        filter,
        notify: input.notify ?? DEFAULT_FILTER_NOTIFY,
        createdAt: now,
      })
      .returning();
    await writePredicates(tx, [row!]);
    return presentFilter(row!);
  });
}

export async function deleteFilter(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(filters)
    .where(and(eq(filters.id, id), eq(filters.userId, userId)))
    .returning({ id: filters.id });
  if (deleted.length === 0) throw notFound(workflowTexts.filters.notFound);
}

/** «Сразу», «Раз в день» or «Не уведомлять» for one of the caller's filters. */
export async function setFilterNotify(
  db: DbOrTx,
  userId: number,
  id: number,
  notify: TFilterNotify,
): Promise<TSavedFilter> {
  const [row] = await db
    .update(filters)
    .set({ notify })
    .where(and(eq(filters.id, id), eq(filters.userId, userId)))
    .returning();
  if (!row) throw notFound(workflowTexts.filters.notFound);
  return presentFilter(row);
}
