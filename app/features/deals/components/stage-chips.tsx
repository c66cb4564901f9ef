// The stage filter: «Все этапы» and each stage, with the count the server summed for it when known.
import { DEAL_STAGES, type TDealStage } from '#shared/deals.ts';
import type { TDealStageTotal } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import styles from './deals.module.css';

export function StageChips({
  value,
  onChange,
  totals,
  all = true,
  className,
}: {
  value: TDealStage | null;
  onChange: (value: TDealStage | null) => void;
  totals?: readonly TDealStageTotal[];
  all?: boolean;
  className?: string;
}) {
  const count = (stage: TDealStage) => totals?.find((x) => x.stage === stage)?.count;
  const options = [
    ...(all ? [{ value: null, title: dealTexts.screen.allStages }] : []),
    ...DEAL_STAGES.map((stage) => {
      const n = count(stage);
      return { value: stage, title: n ? `${dealTexts.stage[stage]} · ${n}` : dealTexts.stage[stage] };
    }),
  ];
  return (
    <div
      className={`${styles.chips} ${className ?? ''}`}
      role="group"
      aria-label={dealTexts.screen.allStages}
    >
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.title}
        </button>
      ))}
    </div>
  );
}
