import { describe, expect, it } from 'vitest';
import { describeQueue } from './describe-queue.ts';

const payload = {
  queueId: 7,
  cellId: 41,
  objectId: 3,
  sectionId: 5,
  objectTitle: 'ЖК «Бриз»',
  unitNumber: '15',
  unitKind: 'flat',
  until: '2026-11-21T13:00:00.000Z',
};

describe('[notifications] the booking queue', () => {
  it('[notifications] a turn names the unit, the complex and its end, and leads to the unit on the chessboard', () => {
    const view = describeQueue({ type: 'QueueTurn', data: { payload } })!;
    expect(view.text).toMatch(
      /^Подошла ваша очередь на кв\. 15, ЖК «Бриз»: забронируйте до 21\.11, \d\d:00$/,
    );
    expect(view.tone).toBe('success');
    expect(view.link).toEqual({ to: '/realty/3/chess/5?cell=41', label: 'Открыть на шахматке' });
  });

  it('[notifications] a passed turn says so; a parking place is no «кв.»; other types are not its business', () => {
    const passed = describeQueue({
      type: 'QueuePassed',
      data: { payload: { ...payload, unitKind: 'parking', unitNumber: 'М-5', until: null } },
    })!;
    expect(passed.text).toBe(
      'Очередь на машино-место М-5, ЖК «Бриз» перешла к следующему: время на бронирование истекло',
    );
    expect(passed.tone).toBe('warning');
    const sold = describeQueue({
      type: 'QueuePassed',
      data: { payload: { ...payload, until: null, sold: true } },
    })!;
    expect(sold.text).toBe('Очередь на кв. 15, ЖК «Бриз» закрыта: объект продан');
    expect(describeQueue({ type: 'BookingConfirmed', data: { payload } })).toBeNull();
    expect(describeQueue({ type: 'QueueTurn', data: { payload: null } })).toBeNull();
  });
});
