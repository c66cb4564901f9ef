import { describe, expect, it } from 'vitest';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { describeFixation } from './describe-fixation.ts';

const fixation: TFixation = {
  id: 7,
  state: 'rejected',
  objectId: 3,
  objectTitle: 'ЖК «Бриз»',
  client: { name: 'Анна Смирнова', phone: '+79181112233' },
  comment: null,
  reason: 'Клиент покупает без агента',
  days: 30,
  validUntil: null,
  extended: false,
  extendRequestedAt: null,
  canRequestExtend: false,
  agent: { id: 1, name: 'Екатерина' },
  agency: null,
  bookingId: null,
  decidedAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
};

describe('[fixations] notifications in Russian', () => {
  it('[fixations] a rejection names the client, the complex and the reason, leading to the agent’s list', () => {
    expect(describeFixation({ type: 'FixationRejected', data: { payload: fixation } })).toEqual({
      text: 'Фиксация отклонена: Анна Смирнова, ЖК «Бриз». Причина: Клиент покупает без агента',
      tone: 'danger',
      link: { to: '/cabinet/fixations', label: 'Мои фиксации' },
    });
  });

  it('[fixations] a waiting fixation leads the builder to the queue; other types are not its business', () => {
    const view = describeFixation({
      type: 'FixationRequested',
      data: { payload: { ...fixation, state: 'pending' } },
    });
    expect(view?.text).toBe('Новая фиксация: Анна Смирнова, ЖК «Бриз» — ждёт решения');
    expect(view?.link?.to).toBe('/builder_cabinet/fixations');
    expect(describeFixation({ type: 'BookingConfirmed', data: { payload: fixation } })).toBeNull();
  });
});
