// Reading a complex's trust card: the builder's statement with every part's check, and the public card of the
// verified parts (values as they were verified: a changed part is pending again, so it is not on the card).
import { eq } from 'drizzle-orm';
import { TRUST_FIELDS, escrowBankName, type TTrustField } from '#shared/trust.ts';
import type { TTrustAnswer, TTrustCard } from '#shared/schemas/trust.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objectTrust, trustChecks } from '../../db/schema/index.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export type TTrustRow = typeof objectTrust.$inferSelect;

/** What the builder stated for one part, as a moderator and the card show it. */
export function statedValue(row: TTrustRow, field: TTrustField): string | null {
  switch (field) {
    case 'escrowBank':
      return escrowBankName(row.escrowBankId);
    case 'declaration':
      return row.declarationUrl;
    case 'permit':
      return row.permitUrl;
    case 'fz214':
      return null;
    case 'developerInn':
      return row.developerInn;
  }
}

export async function loadTrust(db: DbOrTx, objectId: number): Promise<TTrustAnswer> {
  const [row] = await db.select().from(objectTrust).where(eq(objectTrust.objectId, objectId));
  const checks = await db.select().from(trustChecks).where(eq(trustChecks.objectId, objectId));
  const order = (field: TTrustField) => TRUST_FIELDS.indexOf(field);
  return {
    escrowBankId: row?.escrowBankId ?? null,
    declarationUrl: row?.declarationUrl ?? null,
    permitUrl: row?.permitUrl ?? null,
    fz214: row?.fz214 ?? false,
    developerInn: row?.developerInn ?? null,
    version: row?.version ?? 0,
    checks: checks
      .sort((a, b) => order(a.field) - order(b.field))
      .map((check) => ({
        field: check.field,
        state: check.state,
        reason: check.reason,
        checkedAt: iso(check.checkedAt),
      })),
  };
}

export async function loadTrustCard(db: DbOrTx, objectId: number): Promise<TTrustCard> {
  const [row] = await db.select().from(objectTrust).where(eq(objectTrust.objectId, objectId));
  if (!row) return { items: [] };
  const checks = await db.select().from(trustChecks).where(eq(trustChecks.objectId, objectId));
  return {
    items: TRUST_FIELDS.flatMap((field) => {
      const check = checks.find((c) => c.field === field && c.state === 'verified');
      return check?.checkedAt
        ? [{ field, value: statedValue(row, field), checkedAt: check.checkedAt.toISOString() }]
        : [];
    }),
  };
}
