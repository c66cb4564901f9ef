// A fixation as the API presents it, and the providers the feature's components need.
import type { TFixation } from '#shared/schemas/fixations.ts';

export function aFixation(over: Partial<TFixation> = {}): TFixation {
  return {
    id: 41,
    state: 'pending',
    objectId: 7,
    objectTitle: 'ЖК «Бриз»',
    client: { name: 'Анна Смирнова', phone: '+79181112233' },
    comment: 'Смотрит двушки',
    reason: null,
    days: 30,
    validUntil: null,
    extended: false,
    extendRequestedAt: null,
    canRequestExtend: false,
    agent: { id: 4, name: 'Екатерина Лебедева' },
    agency: { id: 2, name: 'АН «Южный квартал»' },
    bookingId: null,
    decidedAt: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    ...over,
  };
}

export { withProviders } from '#app/test/render-app.tsx';
