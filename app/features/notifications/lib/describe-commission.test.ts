import { describe, expect, it } from 'vitest';
import { describeCommission } from './describe-commission.ts';

const payload = {
  commissionId: 7,
  dealId: 3,
  objectTitle: 'ЖК «Лазурный»',
  unitNumber: '15',
  state: 'paid',
  amount: 187_500,
  comment: null,
};

describe('[notifications] commissions', () => {
  it('[notifications] a payment reads with its sum and opens the agent’s «Вознаграждения»', () => {
    const view = describeCommission({ type: 'CommissionPaid', data: { payload } })!;
    expect(view.text.replace(/\u00a0/g, ' ')).toBe(
      'Вознаграждение выплачено: ЖК «Лазурный», № 15 — 187 500 ₽',
    );
    expect(view.tone).toBe('success');
    expect(view.link?.to).toBe('/cabinet/commissions');
  });

  it('[notifications] a reconciliation opens the builder’s payables; a dispute says its comment', () => {
    expect(describeCommission({ type: 'CommissionReconcile', data: { payload } })!.link?.to).toBe(
      '/builder_cabinet/commissions',
    );
    const dispute = describeCommission({
      type: 'CommissionDisputed',
      data: { payload: { ...payload, state: 'disputed', comment: 'Номер договора не совпадает' } },
    })!;
    expect(dispute.text).toBe('Спор по вознаграждению: ЖК «Лазурный», № 15. Номер договора не совпадает');
    expect(dispute.tone).toBe('danger');
    expect(describeCommission({ type: 'BookingConfirmed', data: { payload } })).toBeNull();
  });
});
