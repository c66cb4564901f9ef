// The complex page's «Ход строительства»: the reports of its published buildings only (a hidden building's are its
// builder's business until it is shown), building by building in the complex's order, newest month first.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TBuildingProgress } from '#shared/schemas/progress.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pavilions, progressReports } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentReports } from './load-reports.ts';

export async function loadObjectProgress(
  db: DbOrTx,
  storage: Storage,
  objectId: number,
): Promise<TBuildingProgress[]> {
  const rows = await db
    .select({ report: progressReports, name: pavilions.name })
    .from(progressReports)
    .innerJoin(pavilions, eq(pavilions.id, progressReports.pavilionId))
    .where(and(eq(progressReports.objectId, objectId), eq(pavilions.published, true)))
    .orderBy(asc(pavilions.sort), asc(pavilions.id), desc(progressReports.month));
  const reports = await presentReports(
    db,
    storage,
    rows.map((r) => r.report),
  );
  const buildings: TBuildingProgress[] = [];
  rows.forEach((row, i) => {
    const last = buildings.at(-1);
    if (last?.pavilionId === row.report.pavilionId) last.reports.push(reports[i]!);
    else buildings.push({ pavilionId: row.report.pavilionId, name: row.name, reports: [reports[i]!] });
  });
  return buildings;
}
