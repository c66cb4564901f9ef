// Phone input with the mask +7(###)###-##-## (PRODUCT §5, §9): the value is the masked phone once every digit is in,
// otherwise empty. What the user sees while typing is kept here.
import { useState } from 'react';
import { applyMask, isMaskComplete, PHONE_MASK } from '#shared/format.ts';
import {
  controlProps,
  Field,
  frameProps,
  splitFrame,
  useFieldLook,
  type InputControlProps,
} from './field.tsx';
import styles from './control.module.css';

export interface PhoneInputProps extends InputControlProps {
  /** The complete masked phone, or '' while incomplete. */
  value: string;
}

/** The masked text and the value it gives: complete or nothing. */
export function readPhone(typed: string): { text: string; value: string } {
  const text = applyMask(PHONE_MASK, typed);
  return { text, value: isMaskComplete(PHONE_MASK, text) ? text : '' };
}

export function PhoneInput(props: PhoneInputProps) {
  const [
    frame,
    { value, onChange, placeholder = PHONE_MASK.replace(/#/g, '_'), onFocus, onBlur, ref, ...rest },
  ] = splitFrame(props);
  const [text, setText] = useState(value);
  // A value set from outside (a reset, a loaded form) replaces what is on screen.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== (isMaskComplete(PHONE_MASK, text) ? text : '')) setText(value);
  }
  const look = useFieldLook(frame, value === '');
  return (
    <Field {...frameProps(look, frame)}>
      <input
        ref={ref}
        className={styles.control}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={text}
        placeholder={placeholder}
        {...controlProps(look, { ...frame, onFocus, onBlur })}
        onChange={(event) => {
          const next = readPhone(event.target.value);
          setText(next.text);
          setSeen(next.value);
          if (next.value !== value) onChange(next.value);
        }}
        {...rest}
      />
    </Field>
  );
}
