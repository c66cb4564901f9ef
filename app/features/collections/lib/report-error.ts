// Collection changes have no form to lay a 422 on (a prompt that has closed, a tap on a card): its texts go to a
// toast, as any other failure's text does.
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';

const noField = () => undefined;

export const collectionErrorText = (error: unknown): string =>
  applyServerErrors(noField, error, { fields: [] }) ?? errorText(error);

/** A failure's toast, unless the client already acted on it. */
export function reportCollectionError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  toast(collectionErrorText(error), { tone: 'error' });
}
