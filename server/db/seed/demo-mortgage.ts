// Demo mortgage data (decision 025). The programs and their 2026 terms come with migration 0011_mortgage; here
// the demo's complexes stop advertising the general preferential programs that closed on 1 July 2024 (the generator
// draws them among older checkout options), so every «Ипотека от …» and calculator reads a program one can get.
import { sql } from 'drizzle-orm';
import { Payment } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import { objects } from '../schema/index.ts';

const CLOSED = [Payment.stateSupportMortgage, Payment.preferenceMortgage];

export async function seedDemoMortgage(tx: DbOrTx): Promise<number> {
  const closed = sql.raw(`'{${CLOSED.join(',')}}'::smallint[]`);
  const rows = await tx
    .update(objects)
    .set({
      payments: sql`array(select p from unnest(${objects.payments}) p where not p = any(${closed}) order by p)`,
    })
    .where(sql`${objects.payments} && ${closed}`)
    .returning({ id: objects.id });
  return rows.length;
}
