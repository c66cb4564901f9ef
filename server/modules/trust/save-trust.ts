// The builder states the trust card's parts. In one transaction: the statement (new, or at the version read), and
// for each part whose value changed a check back to `pending` (a part cleared loses its check); the escrow mark the
// search filters on follows its check.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRUST_FIELDS, fieldStated, type TTrustField, type TTrustStatement } from '#shared/trust.ts';
import type { TTrustStatementInput } from '#shared/schemas/trust.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objectTrust, objects, trustChecks } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { versionTexts } from '#shared/texts/versions.ts';

const asStatement = (row: Partial<TTrustStatement> | undefined): TTrustStatement => ({
  escrowBankId: row?.escrowBankId ?? null,
  declarationUrl: row?.declarationUrl ?? null,
  permitUrl: row?.permitUrl ?? null,
  fz214: row?.fz214 ?? false,
  developerInn: row?.developerInn ?? null,
});

const VALUE_OF: Record<TTrustField, (s: TTrustStatement) => unknown> = {
  escrowBank: (s) => s.escrowBankId,
  declaration: (s) => s.declarationUrl,
  permit: (s) => s.permitUrl,
  fz214: (s) => s.fz214,
  developerInn: (s) => s.developerInn,
};

export async function saveTrust(
  db: DbOrTx,
  /** Who states it (null: the demo's owner-less complex). */
  userId: number | null,
  objectId: number,
  input: TTrustStatementInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(objectTrust)
      .where(eq(objectTrust.objectId, objectId))
      .for('update');
    const next = asStatement(input);
    const values = { ...next, updatedById: userId, updatedAt: now };
    if (!before) {
      // Someone stated it meanwhile: the caller read an older card.
      if (input.version !== undefined && input.version !== 0) throw conflict(versionTexts.stale.trust);
      const inserted = await tx
        .insert(objectTrust)
        .values({ objectId, ...values })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw conflict(versionTexts.stale.trust);
    } else {
      if (input.version !== undefined && input.version !== before.version)
        throw conflict(versionTexts.stale.trust);
      await tx
        .update(objectTrust)
        .set({ ...values, version: sql`${objectTrust.version} + 1` })
        .where(eq(objectTrust.objectId, objectId));
    }
    const previous = asStatement(before);
    const changed = TRUST_FIELDS.filter((field) => VALUE_OF[field](previous) !== VALUE_OF[field](next));
    const cleared = changed.filter((field) => !fieldStated(next, field));
    const restated = changed.filter((field) => fieldStated(next, field));
    if (cleared.length > 0) {
      await tx
        .delete(trustChecks)
        .where(and(eq(trustChecks.objectId, objectId), inArray(trustChecks.field, cleared)));
    }
    for (const field of restated) {
      await tx
        .insert(trustChecks)
        .values({ objectId, field, state: 'pending', submittedAt: now })
        .onConflictDoUpdate({
          target: [trustChecks.objectId, trustChecks.field],
          set: { state: 'pending', reason: null, submittedAt: now, checkedAt: null, checkedById: null },
        });
    }
    if (changed.includes('escrowBank')) {
      await tx.update(objects).set({ escrowVerified: false }).where(eq(objects.id, objectId));
    }
  });
}
