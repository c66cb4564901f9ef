// The offer form's values as its inputs hold them (numbers as the typed text, '' for none) and the checks the form
// makes before it asks the server: a save needs numbers that make sense; publishing also what activation needs,
// the server's own check (shared/offer-publishing.ts). The form's resolver; the server reads ZOwnOfferUpdate.
import { z } from 'zod';
import { publishProblems } from '../offer-publishing.ts';
import { userOfferTexts } from '../texts/user-offers.ts';
import { workflowTexts } from '../texts/workflows.ts';

const rules = userOfferTexts.rules;

/** The typed number, or null while the input is empty. */
export function typedNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const positive = (value: string) => (typedNumber(value) ?? 1) > 0;
const whole = (value: string) => Number.isInteger(typedNumber(value) ?? 0);

export const ZOfferFormValues = z.object({
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  subregionId: z.number().nullable(),
  roomType: z.number().nullable(),
  cntApart: z.number().nullable(),
  interior: z.number().nullable(),
  area: z.string().refine(positive, rules.positive),
  floor: z.string().refine(whole, rules.wholeNumber),
  floorsTotal: z.string().refine(whole, rules.wholeNumber).refine(positive, rules.positive),
  price: z.string().refine(positive, rules.positive),
  description: z.string(),
  isAction: z.boolean(),
  contactSource: z.number(),
  contactName: z.string(),
  /** The complete masked phone or ''. */
  contactPhone: z.string(),
  commissionType: z.number().nullable(),
  commissionPrice: z.string(),
});
export type TOfferFormValues = z.infer<typeof ZOfferFormValues>;

/** Publishing problems by the request's field names → the form's. */
const formField: Record<string, keyof TOfferFormValues> = { 'contact.phone': 'contactPhone' };

/** The form's checks: a save's, and with `publish` also activation's (a tie to a complex stands for the address). */
export function offerFormSchema(options: { publish: boolean; tied: boolean }) {
  return ZOfferFormValues.superRefine((values, ctx) => {
    const floor = typedNumber(values.floor);
    const floorsTotal = typedNumber(values.floorsTotal);
    // Only between a whole floor and a whole positive number of floors; otherwise the fields say what is wrong.
    const comparable = whole(values.floor) && whole(values.floorsTotal) && positive(values.floorsTotal);
    if (comparable && floor !== null && floorsTotal !== null && floor > floorsTotal)
      ctx.addIssue({ code: 'custom', path: ['floor'], message: workflowTexts.offers.floorAboveTotal });
    if (!options.publish) return;
    const problems = publishProblems({
      price: typedNumber(values.price),
      area: typedNumber(values.area),
      address: values.address,
      tied: options.tied,
      contactSource: values.contactSource,
      contactPhone: values.contactPhone || null,
      // The floor within the house is checked above for saves as well.
      floor: null,
      floorsTotal: null,
    });
    for (const [field, message] of Object.entries(problems))
      ctx.addIssue({ code: 'custom', path: [formField[field] ?? field], message });
  });
}
