// Between the object's values and a form's: numbers are edited as text, empty text is null.
export const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

export const textValue = (value: string | null | undefined): string => value ?? '';

/** An empty field goes as the default rather than as a refusal. */
export const numberOr = (text: string, fallback: number): number =>
  text.trim() === '' ? fallback : Number(text);

/** '' → null, so the server clears the field; any other text goes as typed. */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
