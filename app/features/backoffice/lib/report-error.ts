// A failure the screen did not act on becomes a toast: not one the client already handled (PRODUCT §8), nor a form's 422
// the caller lays onto its fields (`keep422`).
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { applyServerErrors, type ServerErrorOptions } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast-store.ts';

export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (error instanceof ApiError && (error.handled || (options.keep422 && error.status === 422))) return;
  toast(errorText(error), { tone: 'error' });
}

/** For a form's request: a 422's texts go onto the form's fields, any other failure is reported. */
export function formFailure<V extends FieldValues>(
  setError: UseFormSetError<V>,
  options?: ServerErrorOptions<V>,
): (error: unknown) => void {
  return (error) => {
    reportError(error, { keep422: true });
    applyServerErrors(setError, error, options);
  };
}
