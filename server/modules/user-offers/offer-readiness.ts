// What an offer needs before it is shown to buyers (shared/offer-publishing.ts); the answer is a 422 on the fields
// that miss.
import { publishProblems } from '#shared/offer-publishing.ts';
import type { OfferRow } from '../../db/schema/index.ts';

export function offerProblems(offer: OfferRow): Record<string, string[]> {
  const problems = publishProblems({ ...offer, tied: offer.objectId != null });
  return Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]]));
}

export const isReady = (offer: OfferRow) => Object.keys(offerProblems(offer)).length === 0;
