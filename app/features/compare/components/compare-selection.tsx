// «Сравнить выбранные» on a collection: a selection mode over its cards. «Выбрать для сравнения» turns it on, each
// comparable card gets «Выбрать», and the bar adds the chosen ones and opens the comparison.
import { useState, type ReactNode } from 'react';
import { CompareKind } from '#shared/compare.ts';
import { fill } from '#shared/texts/ru.ts';
import { compareTexts } from '#shared/texts/compare.ts';
import { Button } from '#app/components/ui/button.tsx';
import { CheckIcon, CompareIcon } from '#app/components/ui/icons.tsx';
import type { CompareRef } from '#app/resources/compare.ts';
import { useCompareActions } from '../hooks/use-compare-actions.ts';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './compare-selection.module.css';

const t = compareTexts.selection;

/** An item of a list: a complex or an offer (isOffer), or a chessboard unit (unit). */
export interface SelectableItem {
  id: number;
  isOffer: boolean;
  unit?: boolean;
}

/** What of a list's item can be compared: resale offers and units (complexes are compared on their own page). */
export function compareRefOf(item: SelectableItem): CompareRef | null {
  if (item.unit) return { kind: CompareKind.unit, itemId: item.id };
  return item.isOffer ? { kind: CompareKind.offer, itemId: item.id } : null;
}

const keyOf = (ref: CompareRef) => `${ref.kind}:${ref.itemId}`;

export function useCompareSelection() {
  const [active, setActive] = useState(false);
  const [chosen, setChosen] = useState<CompareRef[]>([]);
  return {
    active,
    chosen,
    start: () => setActive(true),
    stop: () => {
      setActive(false);
      setChosen([]);
    },
    has: (ref: CompareRef) => chosen.some((c) => keyOf(c) === keyOf(ref)),
    toggle: (ref: CompareRef) =>
      setChosen((list) =>
        list.some((c) => keyOf(c) === keyOf(ref))
          ? list.filter((c) => keyOf(c) !== keyOf(ref))
          : [...list, ref],
      ),
  };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;

export function CompareSelectionBar({
  selection,
  items,
}: {
  selection: CompareSelection;
  items: readonly SelectableItem[];
}) {
  const actions = useCompareActions();
  const comparable = items.some((item) => compareRefOf(item) !== null);
  if (!selection.active) {
    return (
      <Button
        variant="secondary"
        size="sm"
        icon={<CompareIcon size={18} />}
        disabled={!comparable}
        title={comparable ? undefined : t.onlyOffers}
        onClick={selection.start}
        data-testid="compare-select-start"
      >
        {t.start}
      </Button>
    );
  }
  const compare = async () => {
    await actions.add(selection.chosen);
    selection.stop();
    actions.open();
  };
  return (
    <div className={layout.toolbar} role="toolbar" aria-label={t.start}>
      <Button
        size="sm"
        icon={<CompareIcon size={18} />}
        disabled={selection.chosen.length === 0}
        loading={actions.busy}
        onClick={() => void compare()}
        data-testid="compare-select-submit"
      >
        {fill(t.compare, selection.chosen.length)}
      </Button>
      <Button variant="ghost" size="sm" onClick={selection.stop}>
        {t.cancel}
      </Button>
      <span className={text.secondary}>{t.onlyOffers}</span>
    </div>
  );
}

/** On a card while selecting; nothing on a card that cannot be compared or when not selecting. */
export function CompareSelectToggle({
  selection,
  item,
}: {
  selection: CompareSelection;
  item: SelectableItem & { title: string };
}) {
  const ref = compareRefOf(item);
  if (!selection.active || !ref) return null;
  const on = selection.has(ref);
  return (
    <Button
      variant={on ? 'primary' : 'secondary'}
      size="sm"
      icon={on ? <CheckIcon size={18} /> : undefined}
      aria-pressed={on}
      aria-label={`${on ? t.picked : t.pick}: ${item.title}`}
      onClick={() => selection.toggle(ref)}
      data-testid="compare-select-item"
    >
      {on ? t.picked : t.pick}
    </Button>
  );
}

/** A row beside a list's toolbar that holds the selection bar (and what the page puts next to it). */
export function CompareSelectionRow({ children }: { children: ReactNode }) {
  return <div className={styles.extra}>{children}</div>;
}
