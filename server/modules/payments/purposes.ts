// What each purpose costs and grants.
import { Ability, type TAbility } from '#shared/enums.ts';
import { PaymentPurpose, type TPaymentPurpose } from '#shared/schemas/payments.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { Env } from '../../env.ts';

export function abilityOf(purpose: string): TAbility {
  switch (purpose) {
    case PaymentPurpose.adCreate:
      return Ability.adCreate;
    default:
      throw new Error(`Unknown payment purpose ${purpose}`);
  }
}

export function priceOf(env: Pick<Env, 'AD_PRICE'>, purpose: TPaymentPurpose): number {
  switch (purpose) {
    case PaymentPurpose.adCreate:
      return env.AD_PRICE;
  }
}

export function descriptionOf(purpose: TPaymentPurpose): string {
  switch (purpose) {
    case PaymentPurpose.adCreate:
      return workflowTexts.payments.adCreateDescription;
  }
}
