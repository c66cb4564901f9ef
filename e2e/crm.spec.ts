// «Интеграции» → «CRM» as a builder lives it: the owner connects Bitrix24 (a local portal this spec starts on
// 127.0.0.1, checking every request's shape), «Проверить» reads its funnels, the stages are mapped from them, an
// agent books a unit, and the booking arrives in the portal as a contact and a deal in the mapped stage and shows in
// the sync log. Phone and desktop screenshots of the card go to docs/integrations/ for docs/integrations.md.
import path from 'node:path';
import { devices } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { ROOT } from './paths.ts';
import { authHeaders } from './workflows-helpers.ts';
import { startFakeBitrix } from '../server/test/fake-bitrix24.ts';
import * as companiesApi from '#shared/api/companies.ts';
import { apiOf } from './api.ts';
import * as crmApi from '#shared/api/crm.ts';
import { agentBooksFreeUnit } from './agent-booking.ts';

const DOCS = path.join(ROOT, 'docs/integrations');
const APP_TOKEN = 'e2e51856fefc120afa4b628cc82d';

test.describe('[crm] a builder connects Bitrix24', () => {
  test('connects, maps the stages from the portal, and sees a booking arrive as a deal and in the log', async ({
    page,
    browser,
    request,
    visitAs,
    newPhone,
    shot,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const portal = await startFakeBitrix();
    const builder = authHeaders(await demoToken('builder'));
    let companyId = 0;
    try {
      await visitAs(page, 'builder', '/cabinet/company');
      await page.getByRole('link', { name: 'Интеграции' }).click();
      const mine = (
        await apiOf(request).call(companiesApi.listCompanies, { query: {} }, { headers: builder })
      ).body as {
        data: { id: number; kind: string }[];
      };
      companyId = mine.data.find((c) => c.kind === 'builder')!.id;
      const card = page.getByTestId('crm-card');
      await expect(card.getByRole('heading', { name: 'CRM' })).toBeVisible();

      await card.getByLabel('CRM', { exact: true }).selectOption({ label: 'Битрикс24' });
      await card.getByLabel('Входящий вебхук').fill(portal.webhookUrl);
      await card.getByLabel('Токен исходящего вебхука').fill(APP_TOKEN);
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Настройки CRM сохранены')).toBeVisible();
      await expect(card.getByTestId('crm-state')).toHaveText('Битрикс24 · Подключена');
      await expect(card.getByTestId('crm-incoming')).toHaveText(/\/api\/crm\/bitrix24\/\d+\/webhook$/);
      // Kvartal bound its own handler in the portal (event.bind), so stage changes come back without manual steps.
      await expect(card.getByTestId('crm-notifications')).toContainText('Уведомления из CRM: подключены');
      expect(portal.handlers).toEqual([
        {
          event: 'ONCRMDEALUPDATE',
          handler: expect.stringMatching(/\/api\/crm\/bitrix24\/\d+\/webhook\?token=/),
        },
      ]);
      await expect(card.getByLabel('Входящий вебхук')).toHaveValue('');
      await expect(card.getByLabel('Входящий вебхук')).toHaveAttribute(
        'placeholder',
        `сохранено: ${new URL(portal.origin).host}`,
      );

      await card.getByRole('button', { name: 'Проверить' }).click();
      await expect(card.getByRole('status')).toHaveText('Подключение работает: в CRM 2 воронки');
      await card.getByLabel('Воронка').selectOption({ label: 'Новостройки' });
      await card.getByLabel('Новая заявка').selectOption({ label: 'Заявка с Квартала' });
      await card.getByLabel('Бронь ждёт подтверждения').selectOption({ label: 'Бронь ждёт' });
      await card.getByLabel('Бронь подтверждена').selectOption({ label: 'Бронь подтверждена' });
      await card.getByLabel('Отказ: бронь снята или сделка отменена').selectOption({ label: 'Отказ' });
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Настройки CRM сохранены').first()).toBeVisible();

      // An agent books a unit of the company's: the booking's transaction queues it for the portal.
      const client = newPhone();
      const bookingId = (await agentBooksFreeUnit(request, client)).id;
      const dealOf = () => [...portal.deals.values()].find((d) => d.ORIGIN_ID === `booking:${bookingId}`);
      await expect.poll(dealOf, { timeout: 20_000 }).toBeTruthy();
      expect(dealOf()).toMatchObject({ CATEGORY_ID: 3, STAGE_ID: 'C3:PREPARATION' });
      expect(portal.contacts.get(dealOf()!.CONTACT_ID)).toEqual({ NAME: 'Вера Ковалёва', PHONE: client });
      expect(portal.problems).toEqual([]);

      const entry = card
        .getByTestId('crm-log-entry')
        .filter({ hasText: `Бронь №${bookingId}` })
        .first();
      await expect(entry).toContainText(`Создан контакт и сделка ${dealOf()!.ID} на этапе «Бронь ждёт»`, {
        timeout: 15_000,
      });
      await expect(entry).toContainText('В CRM');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `crm-${testInfo.project.name}`);
      await card.screenshot({ path: path.join(DOCS, 'crm-bitrix24-desktop.png'), scale: 'css' });

      // The same card on a phone.
      const phone = await browser.newContext({
        baseURL,
        locale: 'ru-RU',
        timezoneId: 'Europe/Moscow',
        viewport: { width: 390, height: 844 },
        userAgent: devices['Pixel 7'].userAgent,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const small = await phone.newPage();
        await visitAs(small, 'builder', `/cabinet/company/integrations?company=${companyId}`);
        const phoneCard = small.getByTestId('crm-card');
        await expect(
          phoneCard
            .getByTestId('crm-log-entry')
            .filter({ hasText: `Бронь №${bookingId}` })
            .first(),
        ).toBeVisible();
        await phoneCard.scrollIntoViewIfNeeded();
        await shot(small, `crm-phone`);
        // The shell's sticky top bar would cover the card's title in an element's picture.
        await small
          .locator('header')
          .first()
          .evaluate((bar) => (bar.style.visibility = 'hidden'));
        await phoneCard.screenshot({ path: path.join(DOCS, 'crm-bitrix24-phone.png'), scale: 'css' });
      } finally {
        await phone.close();
      }
    } finally {
      // Turned off again, so other specs' bookings are not sent to a portal that is gone.
      if (companyId) {
        const api = apiOf(request);
        const params = { id: companyId };
        const { version } = (await api.call(crmApi.readCrm, { params }, { headers: builder })).body;
        await api.call(crmApi.saveCrm, { params, body: { kind: 'none', version } }, { headers: builder });
        expect(portal.handlers).toEqual([]);
      }
      await portal.close();
    }
  });
});
