// «Сравнить» on an offer's card and page and on a chessboard unit's card: adds it to the comparison, or takes it out
// when it is there («В сравнении»).
import type { TCompareKind } from '#shared/compare.ts';
import { compareToggleTexts as compareTexts } from '#shared/texts/compare-menu.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckIcon, CompareIcon } from '#app/components/ui/icons.tsx';
import { isCompared, useCompare } from '#app/resources/compare.ts';
import { useCompareActions } from '../hooks/use-compare-actions.ts';

export interface CompareToggleProps {
  kind: TCompareKind;
  itemId: number;
  title: string;
  /** card: a small button under a card's figures; labelled: a full-width button (a page, a sheet). */
  look?: 'card' | 'labelled';
  /** Ask for the list now; cards only read what is cached (the compare screen or a tap fills it). */
  load?: boolean;
}

export function CompareToggle({ kind, itemId, title, look = 'card', load = false }: CompareToggleProps) {
  const ref = { kind, itemId };
  const { data } = useCompare(load);
  const active = isCompared(data, ref);
  const actions = useCompareActions();
  return (
    <Button
      type="button"
      variant="secondary"
      size={look === 'card' ? 'sm' : 'md'}
      block={look === 'labelled'}
      icon={active ? <CheckIcon size={18} /> : <CompareIcon size={18} />}
      loading={actions.busy}
      aria-pressed={active}
      // The visible words start the name (WCAG 2.5.3); aria-pressed says whether it is in the comparison.
      aria-label={`${active ? compareTexts.added : compareTexts.add}: ${title}`}
      data-testid="compare-toggle"
      onClick={() => void (active ? actions.remove(ref) : actions.add([ref]))}
    >
      {active ? compareTexts.added : compareTexts.add}
    </Button>
  );
}
