// Number input of PRODUCT §5: digits and one decimal separator only, other pasted text is refused, about 12 characters
// at most. The value stays a string with a point so "12." can be typed on the way to "12.5"; the field shows it with a
// decimal comma («45,5»), as the app prints numbers, and takes a comma or a point as typed.
// `grouped` shows spaces between thousands as it is typed (the value itself stays bare digits).
import { useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type Ref } from 'react';
import { ru } from '#shared/texts/ru.ts';
import {
  controlProps,
  Field,
  frameProps,
  splitFrame,
  useFieldLook,
  type InputControlProps,
} from './field.tsx';
import { caretAfter, groupDigits, readGroupedEdit, stripSpaces } from './grouped-number.ts';
import styles from './control.module.css';

export const NUMBER_MAX_LENGTH = 12;

const NUMBER = /^\d*\.?\d*$/;

/** The value as the field shows it: a decimal comma. */
export const showNumberText = (value: string): string => value.replace('.', ',');

/** The cleaned value, or null when the text is not a number as typed (or not a whole one, when asked). */
export function readNumberText(text: string, maxLength = NUMBER_MAX_LENGTH, integer = false): string | null {
  const value = text.replace(/,/g, '.');
  if (!NUMBER.test(value) || value.length > maxLength) return null;
  if (integer && value.includes('.')) return null;
  return value;
}

export interface NumberInputProps extends InputControlProps {
  maxLength?: number;
  /** Text after the number, e.g. '₽' or 'м²'. */
  suffix?: string;
  /** Spaces between thousands while typing: «14 606 000». */
  grouped?: boolean;
  /** Whole numbers only (roubles): a point or a comma is refused like a letter. */
  integer?: boolean;
}

function deleteDirection(event: ChangeEvent<HTMLInputElement>): 'backward' | 'forward' | null {
  const type = (event.nativeEvent as InputEvent).inputType ?? '';
  if (type.startsWith('deleteContentBackward')) return 'backward';
  if (type.startsWith('deleteContentForward')) return 'forward';
  return null;
}

/** The grouped field's caret: placed after React wrote the regrouped text (which moves it to the end). */
function useGroupedCaret() {
  const input = useRef<HTMLInputElement | null>(null);
  const pending = useRef<number | null>(null);
  const [, rerender] = useState(0);
  useLayoutEffect(() => {
    if (pending.current === null || !input.current) return;
    input.current.setSelectionRange(pending.current, pending.current);
    pending.current = null;
  });
  return {
    input,
    placeAt(position: number) {
      pending.current = position;
      rerender((n) => n + 1);
    },
  };
}

function setRefs<T>(node: T, ...refs: (Ref<T> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: T }).current = node;
  }
}

export function NumberInput(props: NumberInputProps) {
  const [
    frame,
    {
      value,
      onChange,
      maxLength = NUMBER_MAX_LENGTH,
      suffix,
      grouped = false,
      integer = false,
      placeholder = ru.notSpecified,
      onFocus,
      onBlur,
      ref,
      ...rest
    },
  ] = splitFrame(props);
  const look = useFieldLook(frame, value === '');
  const caret = useGroupedCaret();
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').trim();
    const text = grouped ? stripSpaces(pasted) : pasted;
    if (readNumberText(text, Number.MAX_SAFE_INTEGER, integer) === null) event.preventDefault();
  };
  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!grouped) {
      const next = readNumberText(event.target.value, maxLength, integer);
      if (next === null) return;
      // A typed point shown as a comma: the caret stays where it was typed, not at the end.
      if (showNumberText(next) !== event.target.value && event.target.selectionStart !== null)
        caret.placeAt(event.target.selectionStart);
      onChange(next);
      return;
    }
    // Read with a point, as the value holds it (a comma and a point are one character wide: the caret stays).
    const typed = event.target.value.replace(/,/g, '.');
    const edit = readGroupedEdit(
      value,
      typed,
      event.target.selectionStart ?? typed.length,
      deleteDirection(event),
    );
    const next = readNumberText(edit.raw, maxLength, integer);
    if (next === null) {
      // Refused: the text stays as it was, the caret where the typist left it.
      caret.placeAt(
        Math.max(0, (event.target.selectionStart ?? 0) - (typed.length - groupDigits(value).length)),
      );
      return;
    }
    caret.placeAt(caretAfter(groupDigits(next), edit.digitsBefore));
    if (next !== value) onChange(next);
  };
  return (
    <Field {...frameProps(look, frame)}>
      <input
        ref={(node) => {
          caret.input.current = node;
          setRefs(node, ref);
        }}
        className={styles.control}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={showNumberText(grouped ? groupDigits(value) : value)}
        placeholder={placeholder}
        {...controlProps(look, { ...frame, onFocus, onBlur })}
        onPaste={onPaste}
        onChange={onTextChange}
        {...rest}
      />
      {suffix && <span className={styles.counter}>{suffix}</span>}
    </Field>
  );
}
