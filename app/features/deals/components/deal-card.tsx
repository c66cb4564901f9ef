// One deal in a list or a board column: the unit and complex, the price, the buyer, the agent and agency, the
// stage and its date; the whole card opens the deal.
import { Link } from 'react-router';
import { formatDate, formatPrice } from '#shared/format.ts';
import type { TDeal } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { stageDate, unitTitle } from '../lib/deal-view.ts';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

// The badge's colours at each stage (tone.module.css); the booking and the agreement stay neutral.
const STAGE_TONE: Partial<Record<TDeal['stage'], 'info' | 'success' | 'danger'>> = {
  contract: 'info',
  registration: 'info',
  payment: 'info',
  closed: 'success',
  cancelled: 'danger',
};

export function StageBadge({ stage }: { stage: TDeal['stage'] }) {
  return (
    <span className={styles.badge} data-stage={stage} data-tone={STAGE_TONE[stage]}>
      {dealTexts.stage[stage]}
    </span>
  );
}

export function DealCard({ deal, to, compact = false }: { deal: TDeal; to: string; compact?: boolean }) {
  const when = stageDate(deal, deal.stage) ?? deal.stageAt;
  return (
    <Link to={to} className={styles.card} data-testid="deal-card">
      <div className={stateList.head}>
        <span className={styles.title}>
          {unitTitle(deal)} · {deal.objectTitle}
        </span>
        {!compact && <StageBadge stage={deal.stage} />}
      </div>
      <span className={styles.price}>{formatPrice(deal.price)}</span>
      <span className={stateList.muted}>
        {dealTexts.screen.buyer}: {deal.buyer.name}
      </span>
      {deal.agent && (
        <span className={stateList.muted}>
          {dealTexts.screen.agent}: {deal.agent.name}
          {deal.agency ? ` · ${deal.agency.name}` : ''}
        </span>
      )}
      <span className={stateList.muted}>{formatDate(when)}</span>
    </Link>
  );
}
