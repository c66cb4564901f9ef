// The mortgage programs: read by everyone, changed by the admin in one transaction, each row checked against the
// version the admin's screen loaded (decision 018).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MortgageProgramTerms } from '#shared/mortgage.ts';
import type { TMortgageProgram, ZMortgageProgramsUpdate } from '#shared/schemas/mortgage.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mortgagePrograms, type MortgageProgramRow, type UserRow } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../errors.ts';

export const presentProgram = (row: MortgageProgramRow): TMortgageProgram => ({
  payment: row.payment,
  rate: Number(row.rate),
  minDownPercent: row.minDownPercent,
  maxYears: row.maxYears,
  maxLoan: row.maxLoan,
  active: row.active,
  resale: row.resale,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPrograms(db: DbOrTx): Promise<TMortgageProgram[]> {
  const rows = await db.select().from(mortgagePrograms).orderBy(asc(mortgagePrograms.payment));
  return rows.map(presentProgram);
}

/** The terms the maths needs (shared/mortgage.ts). */
export const programTerms = (p: TMortgageProgram): MortgageProgramTerms => ({
  payment: p.payment,
  rate: p.rate,
  minDownPercent: p.minDownPercent,
  maxYears: p.maxYears,
  maxLoan: p.maxLoan,
  active: p.active,
  resale: p.resale,
});

type Update = z.output<typeof ZMortgageProgramsUpdate>;

export async function updatePrograms(
  db: Db,
  actor: UserRow,
  body: Update,
  now: Date,
): Promise<TMortgageProgram[]> {
  await db.transaction(async (tx) => {
    for (const [index, p] of body.programs.entries()) {
      const [row] = await tx
        .update(mortgagePrograms)
        .set({
          rate: p.rate,
          minDownPercent: p.minDownPercent,
          maxYears: p.maxYears,
          maxLoan: p.maxLoan,
          active: p.active,
          resale: p.resale,
          version: sql`${mortgagePrograms.version} + 1`,
          updatedAt: now,
          updatedById: actor.id,
        })
        .where(
          and(
            eq(mortgagePrograms.payment, p.payment),
            p.version === undefined ? undefined : eq(mortgagePrograms.version, p.version),
          ),
        )
        .returning({ payment: mortgagePrograms.payment });
      if (row) continue;
      const [exists] = await tx
        .select({ payment: mortgagePrograms.payment })
        .from(mortgagePrograms)
        .where(eq(mortgagePrograms.payment, p.payment));
      // A mortgage program the table lacks (a row deleted by hand) is the caller's field, not a conflict.
      if (!exists) throw invalid(`programs.${index}.payment`, mortgageTexts.validation.notMortgage);
      throw conflict(versionTexts.stale.mortgagePrograms);
    }
  });
  return listPrograms(db);
}
