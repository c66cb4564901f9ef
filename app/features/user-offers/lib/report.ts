// A failure the API client did not handle by navigating becomes an error toast.
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';

export function reportError(error: unknown): void {
  if (!(error instanceof ApiError && error.handled)) toast(errorText(error), { tone: 'error' });
}
