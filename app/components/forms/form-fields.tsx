// Form controls bound to a react-hook-form field: the shared UI controls, their value shapes (strings for numbers,
// null for an empty select, arrays for checkbox groups) and the field's error text.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { PhoneInput, type PhoneInputProps } from '#app/components/ui/phone-input.tsx';
import { Select, type SelectOption } from '#app/components/ui/select.tsx';
import { TextInput, type TextInputProps } from '#app/components/ui/text-input.tsx';
import text from '#app/styles/text.module.css';
import styles from './form-fields.module.css';

/** T: the values after the resolver's transform, when it has one. */
interface Bound<V extends FieldValues, T = V> {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
  className?: string;
}

export function FormSelect<V extends FieldValues, T = V>({
  control,
  name,
  label,
  options,
  className,
  required,
  showError,
  placeholder,
  empty = null,
}: Bound<V, T> & {
  options: readonly SelectOption<string | number>[];
  required?: boolean;
  showError?: boolean;
  placeholder?: string;
  /** What the empty option sets (a setting's default rather than null). */
  empty?: string | number | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<string | number>
          label={label}
          value={field.value as string | number | null}
          onChange={(value) => field.onChange(value ?? empty)}
          options={options}
          placeholder={placeholder}
          required={required}
          showError={showError}
          error={fieldState.error?.message}
          className={className}
          name={name}
        />
      )}
    />
  );
}

export function FormNumber<V extends FieldValues, T = V>({
  control,
  name,
  label,
  suffix,
  className,
}: Bound<V, T> & { suffix?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          suffix={suffix}
          error={fieldState.error?.message}
          className={className}
          name={name}
        />
      )}
    />
  );
}

/** A text field; any other prop goes to TextInput (a multiline field with a maximum shows the counter). */
export function FormText<V extends FieldValues, T = V>({
  control,
  name,
  label,
  ...input
}: Bound<V, T> & Omit<TextInputProps, 'label' | 'value' | 'onChange' | 'error' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          counter={Boolean(input.multiline && input.maxLength)}
          {...input}
          error={fieldState.error?.message}
          name={name}
        />
      )}
    />
  );
}

/** A phone in the mask +7(###)###-##-##: the value is '' until every digit is in. */
export function FormPhone<V extends FieldValues, T = V>({
  control,
  name,
  label,
  ...input
}: Bound<V, T> & Omit<PhoneInputProps, 'label' | 'value' | 'onChange' | 'error' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput
          label={label}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          {...input}
          error={fieldState.error?.message}
          name={name}
        />
      )}
    />
  );
}

/** The classes of a group of checkboxes: the fieldset, its title, the boxes' grid and the error. */
export interface ChecksLook {
  group?: string;
  title?: string;
  checks?: string;
  error?: string;
}

const CHECKS_LOOK: ChecksLook = {
  group: styles.group,
  title: styles.groupTitle,
  checks: styles.checks,
  error: text.secondary,
};

/** A titled group of checkboxes whose value is the list of ticked option values, in the options' order. */
export function FormChecks<V extends FieldValues, T = V, O extends string | number = number>({
  control,
  name,
  label,
  options,
  className,
  emptyError,
  look = CHECKS_LOOK,
}: Bound<V, T> & {
  options: readonly { value: O; title: ReactNode }[];
  /** When given, at least one must be ticked: the error otherwise. */
  emptyError?: string;
  look?: ChecksLook;
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={emptyError ? { validate: (v) => ((v as O[]).length > 0 ? true : emptyError) } : undefined}
      render={({ field, fieldState }) => {
        const set = new Set(field.value as O[]);
        return (
          <fieldset className={className ? `${look.group} ${className}` : look.group}>
            <legend className={look.title}>{label}</legend>
            <div className={look.checks}>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  checked={set.has(option.value)}
                  onChange={(on) =>
                    field.onChange(
                      options
                        .filter((o) => (o.value === option.value ? on : set.has(o.value)))
                        .map((o) => o.value),
                    )
                  }
                >
                  {option.title}
                </Checkbox>
              ))}
            </div>
            {fieldState.error?.message && (
              <p className={look.error} role="alert">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
