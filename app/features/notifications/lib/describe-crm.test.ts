import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe.ts';

describe('[crm] a CRM connector that stopped working, in the bell', () => {
  it('[crm] the owner reads why and opens the company’s integrations', () => {
    expect(
      describeNotification({
        type: 'CrmBroken',
        data: {
          payload: {
            companyId: 4,
            kind: 'amocrm',
            reason: 'Доступ к amoCRM отозван — получите новый код авторизации и сохраните настройки',
          },
        },
      }),
    ).toEqual({
      text: 'Подключение к CRM не работает: Доступ к amoCRM отозван — получите новый код авторизации и сохраните настройки',
      tone: 'danger',
      link: { to: '/cabinet/company/integrations?company=4', label: 'Открыть интеграции' },
    });
  });
});
