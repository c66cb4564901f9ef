// One commission as both sides see it: the complex and the unit with its noun, the state, the amount (the agent's
// part for the agent side) with the split, the deal's buyer, price and stage, the frozen terms, the dates and the
// payment order; the act of reconciliation, the deal's page, the thread, and the side's own actions.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '#shared/format.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTermsText, commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import { Facts } from '#app/components/ui/facts.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { downloadAct } from '#app/resources/commissions.ts';
import { CommissionThread } from './commission-thread.tsx';
import stateList from '#app/styles/state-list.module.css';
import layoutStyles from '#app/styles/layout.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

// The state badge's colours (tone.module.css); an expected or cancelled commission stays neutral.
const STATE_TONE: Partial<Record<TCommission['state'], 'info' | 'success' | 'danger'>> = {
  accrued: 'info',
  reconciliation: 'info',
  approved: 'success',
  paid: 'success',
  disputed: 'danger',
};

export function CommissionCard({
  commission: c,
  side,
  showAgent,
  dealHref,
  actions,
}: {
  commission: TCommission;
  side: 'agent' | 'builder';
  showAgent: boolean;
  dealHref: string;
  actions?: ReactNode;
}) {
  /** The agent's own view: the big figure is their part. */
  const own = side === 'agent' && !showAgent;
  const unit = unitLabel(c.deal.unit.kind, c.deal.unit.number, 'lead');
  const contractNumber = c.contractNumber ?? c.deal.contractNumber;
  const contractDate = c.contractDate ?? c.deal.contractDate;
  const act = () =>
    downloadAct(c.id).catch((error: unknown) => {
      toastError(error);
    });
  return (
    <article
      className={stateList.card}
      data-testid="commission"
      data-state={c.state}
      aria-label={`${c.deal.objectTitle}, ${unit}`}
    >
      <div className={stateList.head}>
        <div className={styles.title}>
          <span className={styles.unit}>
            {c.deal.objectTitle}, {unit}
          </span>
          {showAgent && c.agent && (
            <span className={stateList.muted}>
              {c.agent.name}
              {side === 'builder' ? ` · ${c.agency?.name ?? t.noAgency}` : ''}
            </span>
          )}
        </div>
        <span className={styles.badge} data-tone={STATE_TONE[c.state]}>
          {commissionTexts.state[c.state]}
        </span>
      </div>
      <div className={styles.money}>
        <span className={styles.amount} data-testid="commission-amount">
          {formatPrice(own ? c.agentAmount : c.amount)}
        </span>
        {own ? (
          <span className={stateList.muted}>
            {t.amount} {formatPrice(c.amount)}
            {c.agency ? ` · ${fill(t.split, String(c.agentShare), String(100 - c.agentShare))}` : ''}
          </span>
        ) : (
          c.agency && (
            <span className={stateList.muted}>
              {fill(t.split, String(c.agentShare), String(100 - c.agentShare))}: {formatPrice(c.agentAmount)}{' '}
              / {formatPrice(c.agencyAmount)}
            </span>
          )
        )}
      </div>
      <Facts
        look="rows"
        items={[
          [
            t.terms,
            `${commissionTermsText(c.terms, formatPrice)}${c.terms.source === 'layout' ? ` (${t.layoutTerms})` : ''}${
              c.terms.kind === 'percent' ? ` · ${formatPrice(c.base)}` : ''
            }`,
          ],
          [t.buyer, c.deal.buyerName],
          [t.openDeal, commissionTexts.stage[c.deal.stage]],
          [t.contractNumber, contractNumber && fill(t.contract, contractNumber, formatDate(contractDate))],
          [t.accruedAt, c.accruedAt && formatDate(c.accruedAt)],
          [t.approvedAt, c.approvedAt && formatDate(c.approvedAt)],
          [t.paidAt, c.paymentOrder && fill(t.paymentOrder, c.paymentOrder, formatDate(c.paidAt))],
        ]}
      />
      <div className={layoutStyles.toolbar}>
        {actions}
        <Link className={styles.link} to={dealHref}>
          {t.openDeal}
        </Link>
        {c.state !== 'expected' && c.state !== 'cancelled' && (
          <button type="button" className={styles.link} onClick={() => void act()}>
            {t.act}
          </button>
        )}
      </div>
      {/* The builder disputes from its own actions; the agent side with the thread's comment. */}
      <CommissionThread commission={c} dispute={side === 'agent'} />
    </article>
  );
}
