// Saved filters of the alert tests, stored as a save stores them, and the news the alerts job then reads.
import type { TFilterNotify } from '#shared/filter-alerts.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import { filterAlertQueue, filters, sections } from '../../db/schema/index.ts';
import { writePredicates } from '../../modules/saved-filters/predicate.ts';
import type { TestContext } from '../app.ts';

/** The user's filters named Ф0, Ф1…, with their predicates written as a save writes them. */
export async function saveFilters(
  t: TestContext,
  userId: number,
  list: TSearchFilter[],
  notify?: (index: number) => TFilterNotify,
) {
  const saved = await t.db
    .insert(filters)
    .values(
      list.map((filter, i) => ({
        userId,
        name: `Ф${i}`,
        filter: JSON.parse(JSON.stringify(filter)),
        ...(notify ? { notify: notify(i) } : {}),
      })),
    )
    .returning();
  await writePredicates(t.db, saved);
  return saved;
}

/** Every section queued as published anew: all it shows is news. */
export async function queueEverySection(t: TestContext): Promise<void> {
  const allSections = await t.db.select({ id: sections.id, objectId: sections.objectId }).from(sections);
  await t.db
    .insert(filterAlertQueue)
    .values(allSections.map((s) => ({ source: 'section' as const, sectionId: s.id, objectId: s.objectId })));
}
