// What to tell the user about a failed upload or form: the server's field text for a 422, otherwise the message.
import { ApiError, errorText } from '#app/lib/api-error.ts';

export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors)[0]?.[0];
    return first ?? errorText(error);
  }
  return error instanceof Error ? error.message : errorText(error);
}
