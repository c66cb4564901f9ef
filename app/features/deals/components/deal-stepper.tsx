// The stages from the booking to closing, each with its date: done, current or ahead (a cancelled deal shows where it
// stopped).
import { DEAL_FLOW, stageIndex } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import type { TDeal } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { stageDate } from '../lib/deal-view.ts';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

export function DealStepper({ deal }: { deal: TDeal }) {
  const at = stageIndex(deal.stage === 'cancelled' ? (deal.cancelledFrom ?? 'booking') : deal.stage);
  return (
    <ol className={styles.stepper} aria-label={dealTexts.screen.stages}>
      {DEAL_FLOW.map((stage, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'ahead';
        const date = i <= at ? stageDate(deal, stage) : null;
        return (
          <li
            key={stage}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span>{dealTexts.stage[stage]}</span>
            <span className={stateList.muted}>{date ? formatDate(date) : ''}</span>
          </li>
        );
      })}
    </ol>
  );
}
