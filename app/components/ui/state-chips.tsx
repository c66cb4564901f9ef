// A list's state filter as chips: «Все …» and each state, one pressed. Bookings, fixations, deals' stages and
// commissions share it; each gives its states' words.
import stateList from '#app/styles/state-list.module.css';

export interface StateChipsProps<T extends string | number> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** Each state with its title, in order. */
  options: readonly { value: T; title: string }[];
  /** The group's name; also the «all» chip's title unless `all` names it. */
  label: string;
  /** The first chip's title, or false for none. */
  all?: string | false;
  className?: string;
}

export function StateChips<T extends string | number>({
  value,
  onChange,
  options,
  label,
  all,
  className,
}: StateChipsProps<T>) {
  const chips = all === false ? options : [{ value: null, title: all ?? label }, ...options];
  return (
    <div
      className={className ? `${stateList.chips} ${className}` : stateList.chips}
      role="group"
      aria-label={label}
    >
      {chips.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={stateList.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.title}
        </button>
      ))}
    </div>
  );
}
