import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe.ts';

describe('[notifications] ImportFailed', () => {
  it('[notifications] names the complex and the reason and opens the complex’s «Импорт» tab', () => {
    const view = describeNotification({
      type: 'ImportFailed',
      data: {
        payload: {
          objectId: 12,
          objectTitle: 'Бриз',
          feedUrl: 'https://x.ru/f.xml',
          reason: 'Фид не загрузился: сервер ответил 500',
        },
      },
    });
    expect(view).toEqual({
      text: 'Импорт фида не удался: ЖК «Бриз». Фид не загрузился: сервер ответил 500',
      tone: 'danger',
      link: { to: '/builder_cabinet/12#import', label: 'Открыть импорт' },
    });
  });
});
