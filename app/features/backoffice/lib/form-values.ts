// Between the object's values and a form's: numbers are edited as text, empty text is null.
export const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

export const textValue = (value: string | null | undefined): string => value ?? '';

/** '' → null, so the server clears the field; any other text goes as typed. */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
