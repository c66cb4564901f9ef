import { describe, expect, it } from 'vitest';
import { describeProgress } from './describe-progress.ts';

describe('[progress] the new construction report’s notice', () => {
  it('[progress] names the complex, building, month and percent and opens the complex’s progress', () => {
    const view = describeProgress({
      type: 'ProgressReport',
      data: {
        payload: {
          objectId: 12,
          objectTitle: 'ЖК «Бриз»',
          pavilionId: 3,
          building: 'Корпус 2',
          reportId: 9,
          month: '2026-11-01',
          percent: 65,
        },
      },
    });
    expect(view).toEqual({
      text: 'Новый отчёт о ходе строительства: ЖК «Бриз», Корпус 2 — ноябрь 2026, готовность 65 %',
      tone: 'info',
      link: { to: '/realty/12#progress', label: 'Смотреть отчёт' },
    });
  });

  it('[progress] leaves other notices alone', () => {
    expect(describeProgress({ type: 'FixationExpired', data: { payload: {} } })).toBeNull();
  });
});
