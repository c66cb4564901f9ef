// The frame every form control shares (PRODUCT §4 interface states): a label, the control box, and an error or a hint.
// The box is "active" while focused (blue) and shows the error look when the field has an error, or when it is
// required and empty once the user has left it (or the form asks to show errors).
import {
  useId,
  useState,
  type FocusEvent,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './field.module.css';

export interface FieldLookProps {
  label?: ReactNode;
  /** A text from the server or the form; wins over the required check. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Show the required-and-empty error look before the user has touched the field (a submit attempt). */
  showError?: boolean;
  id?: string;
  className?: string;
}

/** A one-line <input> in the frame whose value is text: the native attributes the control does not set itself. */
export interface InputControlProps
  extends
    FieldLookProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'onChange' | 'id' | 'required' | 'disabled' | 'className' | 'type'
    > {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A control's props split in two: what the frame shows (label, error, hint, state, id, class) and the control's own. */
export function splitFrame<P extends FieldLookProps>(
  props: P,
): [FieldLookProps, Omit<P, keyof FieldLookProps>] {
  const { label, error, hint, required, disabled, showError, id, className, ...own } = props;
  return [{ label, error, hint, required, disabled, showError, id, className }, own];
}

export function useFieldLook(
  props: Pick<FieldLookProps, 'error' | 'required' | 'showError' | 'id'>,
  empty: boolean,
) {
  const generated = useId();
  const id = props.id ?? generated;
  const [active, setActive] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid =
    Boolean(props.error) || (Boolean(props.required) && empty && (touched || Boolean(props.showError)));
  return {
    id,
    active,
    invalid,
    focusHandlers: {
      onFocus: () => setActive(true),
      onBlur: (_event: FocusEvent) => {
        setActive(false);
        setTouched(true);
      },
    },
    describedBy: props.error ? `${id}-error` : undefined,
  };
}

/** Field's props for a control: what the control was given, and the look useFieldLook keeps. */
export function frameProps(
  look: Pick<ReturnType<typeof useFieldLook>, 'id' | 'active' | 'invalid'>,
  { label, error, hint, required, disabled, className }: Omit<FieldLookProps, 'showError' | 'id'>,
) {
  return {
    label,
    error,
    hint,
    required,
    disabled,
    className,
    id: look.id,
    active: look.active,
    invalid: look.invalid,
  };
}

/** The control's own props: its id and state, the aria ties to the frame's error, and focus handlers that keep the
 * look and then call the control's own. */
export function controlProps<E extends Element>(
  look: Pick<ReturnType<typeof useFieldLook>, 'id' | 'invalid' | 'describedBy' | 'focusHandlers'>,
  {
    disabled,
    required,
    onFocus,
    onBlur,
  }: {
    disabled?: boolean;
    required?: boolean;
    onFocus?: FocusEventHandler<E>;
    onBlur?: FocusEventHandler<E>;
  },
) {
  return {
    id: look.id,
    disabled,
    required,
    'aria-invalid': look.invalid || undefined,
    'aria-describedby': look.describedBy,
    onFocus: (event: FocusEvent<E>) => {
      look.focusHandlers.onFocus();
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<E>) => {
      look.focusHandlers.onBlur(event);
      onBlur?.(event);
    },
  };
}

export function Field({
  id,
  label,
  error,
  hint,
  required,
  disabled,
  active,
  invalid,
  className,
  children,
}: Omit<FieldLookProps, 'showError'> & {
  id: string;
  active: boolean;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      {label !== undefined && (
        <label className={styles.label} htmlFor={id}>
          {label}
          {required && (
            <span className={styles.star} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      <div
        className={styles.box}
        data-active={active || undefined}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        {children}
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}
