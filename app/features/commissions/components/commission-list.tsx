// The list both screens share: state chips and an infinite scroll of commission cards with its spinner, empty and
// error looks.
import { COMMISSION_STATES, type TCommissionState } from '#shared/deals.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { ListIcon } from '#app/components/ui/icons.tsx';
import { StateList, type StateListProps } from '#app/components/ui/state-list.tsx';
import { StateChips as Chips } from '#app/components/ui/state-chips.tsx';

const t = commissionTexts.screen;

export const CommissionList = (props: StateListProps<TCommission>) => (
  <StateList {...props} icon={<ListIcon size={36} />} failure={{ title: t.loadFailed, retry: t.retry }} />
);

const options = COMMISSION_STATES.map((state) => ({ value: state, title: commissionTexts.state[state] }));

export const StateChips = (props: {
  value: TCommissionState | null;
  onChange: (value: TCommissionState | null) => void;
}) => <Chips {...props} options={options} label={t.state} all={t.allStates} />;
