// An edit the server refused because it was based on an old version (decision 018): a 409 with one of its texts.
// Other 409s (a booked unit, a blocked offer) are not this and keep their own handling.
import { versionTexts } from '#shared/texts/versions.ts';
import { ApiError } from './api-error.ts';

const staleTexts = new Set<string>(Object.values(versionTexts.stale));

export function isStaleEdit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && staleTexts.has(error.message);
}
