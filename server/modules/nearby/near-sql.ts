// The filter's «near» (issue 28) as conditions on a complex (alias o): its stored nearest place of the kind lies
// within the distance. A resale offer matches through its complex, like the complex's other characteristics.
import { sql, type SQL } from 'drizzle-orm';
import { NEAR_KINDS, type TNearKey } from '#shared/nearby.ts';
import type { TNear } from '#shared/schemas/nearby.ts';

export function nearConditions(near: TNear | undefined): SQL[] {
  if (!near) return [];
  const out: SQL[] = [];
  for (const key of Object.keys(NEAR_KINDS) as TNearKey[]) {
    const metres = near[key];
    if (metres == null) continue;
    out.push(sql`exists (select 1 from object_nearby n where n.object_id = o.id
      and n.kind = ${NEAR_KINDS[key]} and n.distance_m <= ${Math.floor(metres)}::int)`);
  }
  return out;
}
