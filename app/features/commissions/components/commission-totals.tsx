// The totals a screen opens with, summed by the server: «К выплате», «Выплачено», «Ожидается» — the agent's part for
// an agent; for the agency's head the whole with what is due to the agency and to its agents; the whole for the builder.
import { formatPrice } from '#shared/format.ts';
import type { TCommissionTotals } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import text from '#app/styles/text.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;
export type TotalsView = 'agent' | 'agency' | 'builder';

function Total({ label, value, main, id }: { label: string; value: number; main?: boolean; id: string }) {
  return (
    <div className={styles.total} data-main={main || undefined} data-testid={`total-${id}`}>
      <span className={text.secondary}>{label}</span>
      <span className={styles.totalValue}>{formatPrice(value)}</span>
    </div>
  );
}

export function CommissionTotals({ totals, view }: { totals: TCommissionTotals; view: TotalsView }) {
  const part = (s: { amount: number; agentAmount: number; agencyAmount: number }) =>
    view === 'agent' ? s.agentAmount : s.amount;
  const expected = totals.byState.find((s) => s.state === 'expected');
  return (
    <section className={styles.totals} aria-label={commissionTexts.title}>
      <Total id="payable" label={t.payable} value={part(totals.payable)} main />
      <Total id="paid" label={t.paid} value={part(totals.paid)} />
      {view === 'agency' && (
        <>
          <Total
            id="agency"
            label={`${t.payable}: ${t.agencyPart.toLowerCase()}`}
            value={totals.payable.agencyAmount}
          />
          <Total
            id="agents"
            label={`${t.payable}: ${t.agentsPart.toLowerCase()}`}
            value={totals.payable.agentAmount}
          />
        </>
      )}
      {expected && <Total id="expected" label={t.expected} value={part(expected)} />}
    </section>
  );
}
