// A titled list of checkboxes that shows the first few options and opens the rest on demand; the selected ones
// always stay visible.
import { useId, useState } from 'react';
import { fill } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { Checkbox } from './checkbox.tsx';
import { ChevronDownIcon } from './icons.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './expandable-checkbox-group.module.css';

export interface CheckboxOption<T extends string | number> {
  value: T;
  title: string;
}

export interface ExpandableCheckboxGroupProps<T extends string | number> {
  title?: string;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** How many options show while collapsed. */
  visible?: number;
}

export function ExpandableCheckboxGroup<T extends string | number>({
  title,
  options,
  value,
  onChange,
  visible = 5,
}: ExpandableCheckboxGroupProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const selected = new Set(value);
  const canCollapse = options.length > visible;
  const shown =
    expanded || !canCollapse ? options : options.filter((o, i) => i < visible || selected.has(o.value));
  const toggle = (option: T, on: boolean) =>
    onChange(
      on
        ? options.filter((o) => o.value === option || selected.has(o.value)).map((o) => o.value)
        : value.filter((v) => v !== option),
    );

  return (
    <fieldset className={layout.bareFieldset}>
      {title && <legend className={styles.title}>{title}</legend>}
      <div id={listId} className={styles.list}>
        {shown.map((option) => (
          <Checkbox
            key={String(option.value)}
            checked={selected.has(option.value)}
            onChange={(on) => toggle(option.value, on)}
          >
            {option.title}
          </Checkbox>
        ))}
      </div>
      {canCollapse && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? appTexts.ui.collapse : fill(appTexts.ui.showAll, options.length)}
          <ChevronDownIcon size={18} className={styles.chevron} data-open={expanded || undefined} />
        </button>
      )}
    </fieldset>
  );
}
