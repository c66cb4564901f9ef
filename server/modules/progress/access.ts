// Who may touch a building's construction reports: members of the complex's builder company read them, its owner and
// members with `publish` write them (403 with the reason), an admin any; anyone else gets NotFound, as for the
// chessboard editor's buildings.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { objects, pavilions, progressReports, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { managedBy, ownedFirst } from '../../policies/cabinet.ts';
import { objectPermissions } from '../../policies/object-permissions.ts';
import { AppError } from '../../errors.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';

export interface TBuildingRef {
  id: number;
  name: string;
  published: boolean;
  objectId: number;
  objectTitle: string;
  objectPublished: boolean;
  companyId: number | null;
  ownerId: number | null;
}

const buildingColumns = {
  id: pavilions.id,
  name: pavilions.name,
  published: pavilions.published,
  objectId: objects.id,
  objectTitle: objects.title,
  objectPublished: objects.published,
  companyId: objects.companyId,
  ownerId: objects.ownerId,
};

/** The building, when the caller is of its complex's builder company (locked for a write). */
export async function ownedBuilding(
  db: DbOrTx,
  user: UserRow,
  pavilionId: number,
  lock = false,
): Promise<TBuildingRef> {
  const query = db
    .select(buildingColumns)
    .from(pavilions)
    .innerJoin(objects, eq(objects.id, pavilions.objectId))
    .where(and(eq(pavilions.id, pavilionId), managedBy(user)));
  // Reports of one building are checked against each other: one writer at a time.
  return ownedFirst(query, lock ? pavilions : null);
}

/** The report's building, when the caller is of its builder company. */
export async function buildingOfReport(db: DbOrTx, user: UserRow, reportId: number): Promise<number> {
  const [row] = await db
    .select({ pavilionId: progressReports.pavilionId })
    .from(progressReports)
    .innerJoin(objects, eq(objects.id, progressReports.objectId))
    .where(and(eq(progressReports.id, reportId), managedBy(user)));
  if (!row) throw notFound();
  return row.pavilionId;
}

export async function mayPublish(db: DbOrTx, user: UserRow, building: TBuildingRef): Promise<boolean> {
  return (await objectPermissions(db, user, building)).publish;
}

export async function requirePublish(db: DbOrTx, user: UserRow, building: TBuildingRef): Promise<void> {
  if (!(await mayPublish(db, user, building)))
    throw new AppError('Forbidden', permissionTexts.refused.publish);
}
