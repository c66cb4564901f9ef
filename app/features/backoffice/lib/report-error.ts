// A form's failed request: a 422's texts go onto its fields, any other failure is a toast (app/lib/toast-error.ts).
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, type ServerErrorOptions } from '#app/lib/form-errors.ts';
import { reportError } from '#app/lib/toast-error.ts';

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
