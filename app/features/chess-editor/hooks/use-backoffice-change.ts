// Changes of a building and its sections (create, rename, publish, delete, reorder), and the toast for failures
// nobody else shows. Each change marks the back-office stale, so the building page, the object editor and an open
// chessboard read themselves again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { reportError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { chessEditorKeys } from '#app/resources/chess-editor.ts';

/** All texts of a 422 in one line, for a toast when no field shows them. */
export function joinedErrors(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const texts = Object.values(error.fieldErrors).flat();
  return texts.length ? [...new Set(texts)].join('\n') : error.message;
}

/** Runs a change and refreshes what shows it; errors are reported unless the caller keeps the 422. */
export function useBackofficeChange(options: { keep422?: boolean; success?: string } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<unknown>) => send(),
    onSuccess: () => {
      if (options.success) toast(options.success, { tone: 'success' });
    },
    onError: (error) => reportError(error, options),
    onSettled: () => client.invalidateQueries({ queryKey: chessEditorKeys.backoffice }),
  });
}

/** A sheet's failed save: a 422 goes onto its fields, and what no field shows goes to a toast (the error's own
 * message when the 422 names no field); any other error is reported. */
export function showSaveError<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'clearErrors'>,
  error: unknown,
  fields: readonly Path<V>[],
): void {
  if (!(error instanceof ApiError) || error.status !== 422) {
    reportError(error);
    return;
  }
  form.clearErrors();
  const rest = applyServerErrors(form.setError, error, { fields });
  if (rest !== undefined || Object.keys(error.fieldErrors).length === 0)
    toast(rest ?? error.message, { tone: 'error' });
}
