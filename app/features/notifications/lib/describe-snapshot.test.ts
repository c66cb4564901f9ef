import { describe, expect, it } from 'vitest';
import { describeSnapshot } from './describe-snapshot.ts';

const base = { snapshotId: 'abcdefghijklmnopqrstuv', collectionId: 4, name: 'Для Ивановых' };
const notice = (type: string, payload: object) => ({ type, data: { payload: { ...base, ...payload } } });
const reaction = { kind: 3, itemId: 9, itemTitle: 'Квартира № 12, ЖК Морской', setsMark: true };

describe('[collections-live] the client’s openings and reactions in the bell', () => {
  it('[collections-live] reads each in Russian and leads to the collection', () => {
    expect(describeSnapshot(notice('SnapshotOpened', {}))).toEqual({
      text: 'Клиент открыл подборку «Для Ивановых»',
      tone: 'info',
      link: { to: '/cabinet/collections/4', label: 'Открыть подборку' },
    });
    expect(describeSnapshot(notice('SnapshotReaction', { ...reaction, mark: 'like' }))!.text).toBe(
      'Клиенту нравится: Квартира № 12, ЖК Морской (подборка «Для Ивановых»)',
    );
    expect(describeSnapshot(notice('SnapshotReaction', { ...reaction, mark: 'dislike' }))!.tone).toBe(
      'warning',
    );
    expect(
      describeSnapshot(
        notice('SnapshotReaction', { ...reaction, setsMark: false, mark: null, comment: 'Дорого' }),
      )!.text,
    ).toBe('Комментарий клиента: Квартира № 12, ЖК Морской (подборка «Для Ивановых»): «Дорого»');
    expect(describeSnapshot({ type: 'BookingExpired', data: { payload: {} } })).toBeNull();
  });
});
