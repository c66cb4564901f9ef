// A row of chips with one pressed: the screen's period, a report's grouping, a card's chart or table.
import chip from '#app/styles/chip.module.css';
import styles from './analytics.module.css';

export interface ChipSwitchProps<T extends string> {
  /** The group's name, read by assistive technology. */
  label: string;
  options: readonly T[];
  title: (option: T) => string;
  /** The pressed option; null when none is (a period typed by hand). */
  value: T | null;
  onChange: (option: T) => void;
  /** The card head's tight switch instead of a row of chips that wraps. */
  compact?: boolean;
}

export function ChipSwitch<T extends string>({
  label,
  options,
  title,
  value,
  onChange,
  compact,
}: ChipSwitchProps<T>) {
  return (
    <div className={compact ? styles.switch : styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={chip.chip}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {title(option)}
        </button>
      ))}
    </div>
  );
}
