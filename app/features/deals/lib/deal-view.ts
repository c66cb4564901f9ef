// What the deal screens read off a deal: its unit's name, the date each stage carries, the stages it may move to.
import { DEAL_FLOW, mayMoveDeal, type TDealStage } from '#shared/deals.ts';
import type { TDeal } from '#shared/schemas/deals.ts';
import { unitKindOf } from '#shared/unit-kind.ts';
import { unitLabel } from '#shared/texts/units.ts';

export const unitTitle = (deal: Pick<TDeal, 'unit'>) =>
  unitLabel(unitKindOf(deal.unit.cntApart as never, null), deal.unit.number);

/** The day a stage was reached (YYYY-MM-DD), or null. */
export function stageDate(deal: TDeal, stage: TDealStage): string | null {
  switch (stage) {
    case 'booking':
      return deal.bookingCreatedAt ?? deal.createdAt;
    case 'agreement':
      return deal.agreementDate;
    case 'contract':
      return deal.contractDate;
    case 'registration':
      return deal.registrationSubmittedDate;
    case 'payment':
      return deal.paymentDate;
    case 'closed':
      return deal.closedDate;
    case 'cancelled':
      return null;
  }
}

/** Where the builder may move it next: forward stages, and registration's second step while unregistered. */
export function nextStages(deal: TDeal): TDealStage[] {
  return DEAL_FLOW.filter(
    (stage) =>
      mayMoveDeal(deal.stage, stage) && !(stage === 'registration' && deal.registrationNumber != null),
  );
}

/** The stage needs a number: the contract, and the registration's second step. */
export const needsNumber = (deal: TDeal, stage: TDealStage) =>
  stage === 'contract' || (stage === 'registration' && deal.stage === 'registration');

/** 'дд.мм.гггг' (the date field) → 'гггг-мм-дд' (the API); '' stays ''. */
export function isoDay(value: string): string {
  const [d, m, y] = value.split('.');
  return d && m && y ? `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` : '';
}

/** Today as the date field shows it. */
export const todayField = () =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' }).format(new Date());
