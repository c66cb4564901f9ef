import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe.ts';

describe('[webhooks] a webhook turned off, in the bell', () => {
  it('[webhooks] the owner reads which address failed and opens the company’s integrations', () => {
    expect(
      describeNotification({
        type: 'WebhookDisabled',
        data: { payload: { companyId: 3, webhookId: 11, url: 'https://crm.example.ru/hooks' } },
      }),
    ).toEqual({
      text: 'Вебхук https://crm.example.ru/hooks отключён: доставки не проходили 3 дня. Проверьте адрес и включите его снова.',
      tone: 'danger',
      link: { to: '/cabinet/company/integrations?company=3', label: 'Открыть интеграции' },
    });
  });
});
