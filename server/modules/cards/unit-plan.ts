// A unit's plan: its own, or the plan of the floor its bottom row is on (typical floors share one).
import { sql, type SQL } from 'drizzle-orm';
import { cells } from '../../db/schema/index.ts';

/** SQL: the image id of the unit's plan, or null. bbox is [rowStart, colStart, rowEnd, colEnd], 1-based in SQL. */
export const unitPlanImageId = (): SQL<number | null> => sql<number | null>`coalesce(${cells.planImageId}, (
  select r.plan_image_id from rows r
  where r.section_id = ${cells.sectionId} and not r.disabled
    and r.bbox[1] <= ${cells.bbox}[3] - 1 and ${cells.bbox}[3] - 1 < r.bbox[3]
  order by r.bbox[1] desc limit 1
))`;
