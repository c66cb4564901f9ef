// The one helper that lays a 422's field texts onto a react-hook-form form. Keys the form has get their first text;
// the rest come back joined, for the form's general error line or a toast. Other errors come back as their text.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from './api-error.ts';

export interface ServerErrorOptions<V extends FieldValues> {
  /** The request key before the form's field names (`characteristics.parking` → `parking`). */
  prefix?: string;
  /** Server keys that map to other field names. */
  rename?: Record<string, Path<V>>;
  /** The fields the form shows; a 422 text for any other key is returned instead. */
  fields?: readonly Path<V>[];
}

/** Sets the field errors; returns the text nothing on the form shows (undefined when every text found a field). */
export function applyServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  options: ServerErrorOptions<V> = {},
): string | undefined {
  if (!(error instanceof ApiError) || error.type !== 'ValidationFailed') return errorText(error);
  const rest: string[] = [];
  for (const [key, texts] of Object.entries(error.fieldErrors)) {
    const text = texts[0];
    if (!text) continue;
    const bare =
      options.prefix && key.startsWith(`${options.prefix}.`) ? key.slice(options.prefix.length + 1) : key;
    const name = options.rename?.[key] ?? (bare as Path<V>);
    if (options.fields && !options.fields.includes(name)) rest.push(text);
    else setError(name, { type: 'server', message: text });
  }
  return rest.length > 0 ? rest.join(' ') : undefined;
}
