// A titled group of checkboxes over string values (events, scopes), for react-hook-form's Controller.
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import text from '#app/styles/text.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './integrations.module.css';

export function StringChecks({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: string; title: string; hint?: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const set = new Set(value);
  return (
    <fieldset className={layout.bareFieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.groups}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            checked={set.has(o.value)}
            onChange={(on) =>
              onChange(
                options.filter((x) => (x.value === o.value ? on : set.has(x.value))).map((x) => x.value),
              )
            }
          >
            {o.title}
            {o.hint && <span className={text.secondary}> · {o.hint}</span>}
          </Checkbox>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
