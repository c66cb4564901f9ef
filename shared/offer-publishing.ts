// What an offer needs before buyers see it. The server refuses activation without it (a 422 on these fields) and the
// offer form marks the same fields before it asks.
import { ContactSource } from './enums.ts';
import { workflowTexts } from './texts/workflows.ts';

const t = workflowTexts.offers;

export interface PublishFacts {
  price: number | null;
  area: number | null;
  address: string | null;
  /** Tied to a complex: the complex's address stands for the offer's. */
  tied: boolean;
  contactSource: number | null;
  contactPhone: string | null;
  floor: number | null;
  floorsTotal: number | null;
}

/** The request's field names that keep the offer from being published, each with its text; empty when ready. */
export function publishProblems(offer: PublishFacts): Record<string, string> {
  const problems: Record<string, string> = {};
  if (offer.price == null || offer.price <= 0) problems.price = t.priceRequired;
  if (offer.area == null || offer.area <= 0) problems.area = t.areaRequired;
  if (!offer.address?.trim() && !offer.tied) problems.address = t.addressRequired;
  if (offer.contactSource === ContactSource.ads && !offer.contactPhone)
    problems['contact.phone'] = t.contactPhoneRequired;
  if (offer.floor != null && offer.floorsTotal != null && offer.floor > offer.floorsTotal)
    problems.floor = t.floorAboveTotal;
  return problems;
}
