// A titled row of toggle chips: several values (or one, with `single`) out of a short list.
import layout from '#app/styles/layout.module.css';
import styles from './filter.module.css';

export interface ChipOption<T extends number | string> {
  value: T;
  title: string;
}

export function ChipGroup<T extends number | string>({
  label,
  options,
  value,
  onChange,
  single = false,
}: {
  label: string;
  options: readonly ChipOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** One value at most: picking another replaces it, picking it again clears it. */
  single?: boolean;
}) {
  const selected = new Set(value);
  const toggle = (option: T) => {
    if (single) onChange(selected.has(option) ? [] : [option]);
    else if (selected.has(option)) onChange(value.filter((v) => v !== option));
    else onChange(options.filter((o) => o.value === option || selected.has(o.value)).map((o) => o.value));
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={layout.chips}>
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className={styles.chip}
            aria-pressed={selected.has(option.value)}
            onClick={() => toggle(option.value)}
          >
            {option.title}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
