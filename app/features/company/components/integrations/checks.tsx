// A titled group of checkboxes over string values (events, scopes) bound to a form field, in the integrations'
// look: an option's hint follows its title, and at least one must be ticked.
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormChecks } from '#app/components/forms/form-fields.tsx';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './integrations.module.css';

const LOOK = { group: layout.bareFieldset, title: styles.legend, checks: styles.groups, error: styles.error };

export function StringChecks<V extends FieldValues, T = V>({
  control,
  name,
  legend,
  options,
  emptyError,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
  legend: string;
  options: readonly { value: string; title: string; hint?: string }[];
  /** The error when nothing is ticked. */
  emptyError: string;
}) {
  return (
    <FormChecks
      control={control}
      name={name}
      label={legend}
      options={options.map((o) => ({
        value: o.value,
        title: (
          <>
            {o.title}
            {o.hint && <span className={text.secondary}> · {o.hint}</span>}
          </>
        ),
      }))}
      emptyError={emptyError}
      look={LOOK}
    />
  );
}
