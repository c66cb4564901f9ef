// A booking as the API presents it, and the providers the feature's components need.
import { Layout } from '#shared/enums.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';

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

/** A chessboard unit as the chessboard's answer holds it (only what the booking parts read). */
export const aChessCell = (over: Partial<TChessViewCell>, status: number) =>
  ({
    id: 900,
    disabled: false,
    bbox: [0, 0, 1, 1],
    data: { number: '15', status, price: 9_000_000, cntApart: Layout.one },
    booking: null,
    ...over,
  }) as unknown as TChessViewCell;

export { withProviders } from '#app/test/render-app.tsx';
