// The stage filter: «Все этапы» and each stage, with the count the server summed for it when known.
import { DEAL_STAGES, type TDealStage } from '#shared/deals.ts';
import type { TDealStageTotal } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { StateChips } from '#app/components/ui/state-chips.tsx';

export function StageChips({
  totals,
  all = true,
  ...props
}: {
  value: TDealStage | null;
  onChange: (value: TDealStage | null) => void;
  totals?: readonly TDealStageTotal[];
  all?: boolean;
  className?: string;
}) {
  const options = DEAL_STAGES.map((stage) => {
    const n = totals?.find((x) => x.stage === stage)?.count;
    return { value: stage, title: n ? `${dealTexts.stage[stage]} · ${n}` : dealTexts.stage[stage] };
  });
  return (
    <StateChips
      {...props}
      options={options}
      label={dealTexts.screen.allStages}
      all={all ? undefined : false}
    />
  );
}
