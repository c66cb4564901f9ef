// Deadline history in the demo (issue 28): about one building in five under construction had their
// handover moved once or twice (a quarter or two each time, as Sochi's builders do after a slow winter), some
// complexes their own date; the rest kept their word. The chains end at today's dates.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { deadlineHistory, objects, pavilions } from '../schema/index.ts';
import { refreshDeadlineShifts } from '../../modules/deadline-history/record.ts';

const DAY = 86_400_000;

/** The first of the month `months` before an ISO date. */
function monthsBefore(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number);
  const total = y! * 12 + (m! - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** One or two earlier dates, oldest first, that moved to `date`; with the days ago each move was made. */
function chainTo(date: string, seed: number): { from: string; to: string; daysAgo: number }[] {
  const step = seed % 2 === 0 ? 3 : 6;
  if (seed % 3 === 0) {
    const first = monthsBefore(date, step * 2);
    const second = monthsBefore(date, step);
    return [
      { from: first, to: second, daysAgo: 420 - (seed % 40) },
      { from: second, to: date, daysAgo: 150 - (seed % 30) },
    ];
  }
  return [{ from: monthsBefore(date, step), to: date, daysAgo: 210 - (seed % 50) }];
}

export async function seedDemoDeadlines(tx: DbOrTx, now: Date): Promise<number> {
  if ((await tx.$count(deadlineHistory)) > 0) return 0;
  const buildings = await tx
    .select({ id: pavilions.id, objectId: pavilions.objectId, date: pavilions.dateBuild })
    .from(pavilions)
    .where(and(isNotNull(pavilions.dateBuild), eq(pavilions.isFinished, false)))
    .orderBy(asc(pavilions.id));
  const complexes = await tx
    .select({ id: objects.id, date: objects.dateBuild })
    .from(objects)
    .where(and(isNotNull(objects.dateBuild), eq(objects.isFinished, false)))
    .orderBy(asc(objects.id));
  const rows: (typeof deadlineHistory.$inferInsert)[] = [];
  const touched = new Set<number>();
  // About one building in five, and one complex in seven.
  for (const b of buildings.filter((b) => b.id % 5 === 1)) {
    for (const move of chainTo(b.date!, b.id))
      rows.push({
        objectId: b.objectId,
        pavilionId: b.id,
        fromDate: move.from,
        toDate: move.to,
        cause: 'seed',
        at: new Date(now.getTime() - move.daysAgo * DAY),
      });
    touched.add(b.objectId);
  }
  for (const c of complexes.filter((c) => c.id % 7 === 2)) {
    for (const move of chainTo(c.date!, c.id + 1))
      rows.push({
        objectId: c.id,
        pavilionId: null,
        fromDate: move.from,
        toDate: move.to,
        cause: 'seed',
        at: new Date(now.getTime() - move.daysAgo * DAY),
      });
    touched.add(c.id);
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(deadlineHistory).values(rows.slice(i, i + 500));
  for (const objectId of touched) await refreshDeadlineShifts(tx, objectId);
  return rows.length;
}
