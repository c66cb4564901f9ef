// A failure the screen did not act on becomes a toast: not one the client already handled (SPEC §8), nor a form's 422
// the caller lays onto its fields (`keep422`).
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';

export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (error instanceof ApiError && (error.handled || (options.keep422 && error.status === 422))) return;
  toast(errorText(error), { tone: 'error' });
}
