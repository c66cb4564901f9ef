// The editor's changes as the tabs use them: a failure is toasted (unless the client already acted on it, SPEC §8,
// or it is a form's 422 the caller shows), a success may say so.
import { useObjectChange as useObjectMutation } from '#app/resources/backoffice.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';

export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (error instanceof ApiError && (error.handled || (options.keep422 && error.status === 422))) return;
  toast(errorText(error), { tone: 'error' });
}

export function useObjectChange(id: number, options: { keep422?: boolean; success?: string } = {}) {
  return useObjectMutation(id, {
    onSuccess: () => {
      if (options.success) toast(options.success, { tone: 'success' });
    },
    onError: (error) => reportError(error, options),
  });
}
