// What an offer needs before it is shown to buyers; the answer is a 422 on the fields that miss.
import { ContactSource } from '#shared/enums.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { OfferRow } from '../../db/schema/index.ts';

const t = workflowTexts.offers;

export function offerProblems(offer: OfferRow): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, text: string) => (problems[field] ??= []).push(text);
  if (offer.price == null || offer.price <= 0) add('price', t.priceRequired);
  if (offer.area == null || offer.area <= 0) add('area', t.areaRequired);
  if (!offer.address?.trim() && offer.objectId == null) add('address', t.addressRequired);
  if (offer.contactSource === ContactSource.ads && !offer.contactPhone)
    add('contact.phone', t.contactPhoneRequired);
  if (offer.floor != null && offer.floorsTotal != null && offer.floor > offer.floorsTotal) {
    add('floor', t.floorAboveTotal);
  }
  return problems;
}

export const isReady = (offer: OfferRow) => Object.keys(offerProblems(offer)).length === 0;
