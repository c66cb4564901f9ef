// A commission as the API presents it, and the providers the feature's components need.
import type { TCommission } from '#shared/schemas/commissions.ts';

export function aCommission(over: Partial<TCommission> = {}): TCommission {
  return {
    id: 12,
    state: 'accrued',
    version: 3,
    deal: {
      id: 5,
      stage: 'contract',
      objectId: 7,
      objectTitle: 'ЖК «Бриз»',
      unit: { kind: 'flat', number: '15', floor: 3, area: 54.5 },
      buyerName: 'Светлана Морозова',
      price: 12_500_000,
      contractNumber: 'ДДУ-7/015',
      contractDate: '2026-11-20',
    },
    company: { id: 1, name: 'ГК «Черноморстрой»' },
    terms: { kind: 'percent', value: 250, source: 'complex' },
    base: 12_500_000,
    amount: 312_500,
    agentShare: 60,
    agentAmount: 187_500,
    agencyAmount: 125_000,
    agent: { id: 4, name: 'Екатерина Лебедева' },
    agency: { id: 2, name: 'АН «Южный квартал»' },
    contractNumber: null,
    contractDate: null,
    reconcileComment: null,
    reconcileAt: null,
    accruedAt: '2026-11-20T10:00:00.000Z',
    approvedAt: null,
    paymentOrder: null,
    paidAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    can: { reconcile: true, approve: false, pay: false, dispute: false, comment: true },
    thread: [],
    ...over,
  };
}

export { withProviders } from '#app/test/render-app.tsx';
