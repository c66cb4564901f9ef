// A booking as the API presents it, and the providers the feature's components need.
import type { TBooking } from '#shared/schemas/bookings.ts';

export function aBooking(over: Partial<TBooking> = {}): TBooking {
  return {
    id: 41,
    kind: 'booking',
    state: 'requested',
    source: 'app',
    cellId: 900,
    objectId: 7,
    objectTitle: 'ЖК «Бриз»',
    sectionId: 12,
    unit: { number: '15', floor: 3, area: 42.5, cntApart: 2, kind: 'flat' },
    price: 8_450_000,
    client: { name: 'Анна Клиентова', phone: '+79181234567' },
    comment: 'Звонить после 18:00',
    agent: { id: 4, name: 'Екатерина Лебедева', phone: '+79000000004' },
    assignee: { id: 6, name: 'Ольга Миронова' },
    assignedAt: '2026-11-25T12:00:00.000Z',
    escalatedAt: null,
    expiresAt: '2026-11-28T12:00:00.000Z',
    extended: false,
    canExtend: false,
    createdAt: '2026-11-25T12:00:00.000Z',
    events: [
      {
        at: '2026-11-25T12:00:00.000Z',
        by: { id: 4, name: 'Екатерина Лебедева' },
        from: null,
        to: 'requested',
        reason: null,
      },
    ],
    ...over,
  };
}

export { withProviders } from '#app/test/render-app.tsx';
