// A failure the app has not answered on the way (a redirect, the login screen, a dialog) is said in an error toast.
import { ApiError, errorText } from './api-error.ts';
import { toast } from './toast-store.ts';

/** One parameter only: it is passed as a mutation's onError, which gives more. */
export function toastError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  toast(errorText(error), { tone: 'error' });
}

/** The same for a form's request, where `keep422` leaves a 422 to the form that lays it onto its fields. */
export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (options.keep422 && error instanceof ApiError && error.status === 422) return;
  toastError(error);
}
