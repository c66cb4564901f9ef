// The complex's commission terms for a unit: its layout's override if the builder set one, else the complex's own
// (a percent kept as `objects.commission`, or a fixed sum). Frozen on the booking when it is made (decision 040).
import type { TLayout } from '#shared/enums.ts';
import type { TCommissionTerms } from '#shared/deals.ts';
import type { ObjectRow } from '../../db/schema/index.ts';

type TermsSource = Pick<
  ObjectRow,
  'commission' | 'commissionKind' | 'commissionFixed' | 'commissionOverrides'
>;

/** null: the complex pays no commission on this unit. */
export function commissionTermsFor(object: TermsSource, cntApart: TLayout | null): TCommissionTerms | null {
  const override =
    cntApart == null ? undefined : object.commissionOverrides.find((o) => o.cntApart === cntApart);
  if (override) return { kind: override.kind, value: override.value, source: 'layout' };
  if (object.commissionKind === 'fixed')
    return object.commissionFixed
      ? { kind: 'fixed', value: object.commissionFixed, source: 'complex' }
      : null;
  // numeric(5,2) percent → basis points, exactly: 1.5 → 150.
  const bp = object.commission == null ? 0 : Math.round(object.commission * 100);
  return bp > 0 ? { kind: 'percent', value: bp, source: 'complex' } : null;
}
