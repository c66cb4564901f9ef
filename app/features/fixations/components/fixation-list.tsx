// The list both screens share: the state chips, an infinite scroll of fixation cards, its spinner, empty and error
// looks.
import { FIXATION_STATES, type TFixationState } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { StateList, type StateListProps } from '#app/components/ui/state-list.tsx';
import { StateChips as Chips } from '#app/components/ui/state-chips.tsx';

const t = fixationTexts.screen;

export const FixationList = (props: StateListProps<TFixation>) => (
  <StateList {...props} icon={<LockIcon size={36} />} failure={{ title: t.loadFailed, retry: t.retry }} />
);

const options = FIXATION_STATES.map((state) => ({ value: state, title: fixationTexts.state[state] }));

export const StateChips = (props: {
  value: TFixationState | null;
  onChange: (value: TFixationState | null) => void;
}) => <Chips {...props} options={options} label={t.state} all={t.allStates} />;
