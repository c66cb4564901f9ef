import { describe, expect, it } from 'vitest';
import type { TDealNotice } from '#shared/deals.ts';
import { describeDeal } from './describe-deal.ts';

const notice: TDealNotice = {
  dealId: 12,
  objectTitle: 'ЖК «Бриз»',
  unitNumber: '15',
  stage: 'contract',
  buyerName: 'Анна Покупателева',
  by: 'Ольга Миронова',
};

describe('[deals] notifications in Russian', () => {
  it('[deals] a stage move names the unit, complex and stage, leading the agent to their deal', () => {
    expect(describeDeal({ type: 'DealStage', data: { payload: notice } }, true)).toEqual({
      text: 'Сделка перешла на этап «ДДУ / ДКП»: кв. 15, ЖК «Бриз»',
      tone: 'info',
      link: { to: '/cabinet/deals/12', label: 'Открыть сделку' },
    });
  });

  it('[deals] the stall reminder leads the builder to the deal; other types are not its business', () => {
    expect(describeDeal({ type: 'DealStalled', data: { payload: notice } }, false)).toMatchObject({
      tone: 'warning',
      link: { to: '/builder_cabinet/deals/12' },
    });
    expect(describeDeal({ type: 'FixationExpired', data: { payload: notice } }, true)).toBeNull();
    expect(describeDeal({ type: 'DealStage', data: { payload: null } }, true)).toBeNull();
  });
});
