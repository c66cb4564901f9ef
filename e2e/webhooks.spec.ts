// «Интеграции» as a builder lives them: the owner adds a webhook pointing at a receiver this spec starts on
// 127.0.0.1, an agent books a unit, the delivery (signed, verified here with the secret shown once) shows in the
// endpoint's log; the owner creates an API key, reads the inventory with it and revokes it.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import { apiOf } from './api.ts';
import { agentBooksFreeUnit } from './agent-booking.ts';

interface Hook {
  signature: string;
  body: string;
  event: { id: string; type: string; data: { client?: { phone?: string } } };
}

async function startReceiver() {
  const got: Hook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      got.push({ signature: String(req.headers['x-kvartal-signature']), body, event: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok","crm":"принято"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { got, url: `http://127.0.0.1:${port}/crm/kvartal`, close: () => server.close() };
}

const verified = (secret: string, hook: Hook) => {
  const t = /t=(\d+)/.exec(hook.signature)?.[1];
  const v1 = /v1=([0-9a-f]+)/.exec(hook.signature)?.[1];
  return v1 === createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex');
};

test.describe('[webhooks] integrations of a builder company', () => {
  test('the owner adds a webhook, sees a booking delivered in its log, makes and revokes an API key @both', async ({
    page,
    request,
    visitAs,
    newPhone,
    shot,
  }, testInfo) => {
    test.setTimeout(90_000);
    const receiver = await startReceiver();
    try {
      await visitAs(page, 'builder', '/cabinet/company');
      await page.getByRole('link', { name: 'Интеграции' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Интеграции' })).toBeVisible();

      const hooks = page.getByTestId('webhooks-card');
      await hooks.getByRole('button', { name: 'Добавить вебхук' }).click();
      const form = page.getByTestId('webhook-form');
      await form.getByLabel('Адрес (URL)').fill(receiver.url);
      await expect(form.getByRole('checkbox', { name: /Брони/ })).toBeChecked();
      await form.getByRole('button', { name: 'Сохранить' }).click();
      const secret = (await page.getByTestId('secret-value').textContent())!;
      expect(secret).toMatch(/^whsec_/);
      await expect(page.getByText('он больше не будет показан')).toBeVisible();
      await page.getByTestId('secret-reveal').getByRole('button', { name: 'Готово' }).click();
      await expect(page.getByTestId('secret-reveal')).toHaveCount(0);

      // An agent books a unit of the company's: the booking's transaction queues the delivery.
      const client = newPhone();
      await agentBooksFreeUnit(request, client);
      await expect
        .poll(() => receiver.got.find((h) => h.event.data.client?.phone === client), { timeout: 20_000 })
        .toBeTruthy();
      const hook = receiver.got.find((h) => h.event.data.client?.phone === client)!;
      expect(hook.event.type).toBe('booking.created');
      expect(verified(secret, hook)).toBe(true);

      const mine = hooks.getByTestId('webhook').filter({ hasText: receiver.url });
      await mine.getByRole('button', { name: 'Журнал доставок' }).click();
      const log = page.getByTestId('webhook-log');
      const delivery = log.getByTestId('delivery').filter({ hasText: 'booking.created' }).first();
      await expect(delivery).toContainText('Доставлено', { timeout: 15_000 });
      await expect(delivery).toContainText('HTTP 200');
      await expect(delivery).toContainText('принято');
      await delivery.scrollIntoViewIfNeeded();
      await shot(page, `webhooks-log-${testInfo.project.name}`);

      // An API key: shown once, it reads the inventory as the company; revoked, it stops.
      const keys = page.getByTestId('api-keys-card');
      await keys.getByRole('button', { name: 'Создать ключ' }).click();
      const keyForm = page.getByTestId('api-key-form');
      await keyForm.getByLabel('Название').fill(`Сайт ${testInfo.project.name}`);
      await keyForm.getByRole('button', { name: 'Создать ключ' }).click();
      const key = (await keys.getByTestId('secret-value').textContent())!;
      expect(key).toMatch(/^kv_/);
      const read = (
        await apiOf(request).call(
          backofficeApi.listBackofficeObjects,
          { query: {} },
          { headers: authHeaders(key) },
        )
      ).response;
      expect(read.status()).toBe(200);
      await keys.scrollIntoViewIfNeeded();
      await shot(page, `api-keys-${testInfo.project.name}`);
      await keys.getByRole('button', { name: 'Готово' }).click();
      const row = keys.getByTestId('api-key').filter({ hasText: `Сайт ${testInfo.project.name}` });
      await row.getByRole('button', { name: 'Отозвать' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Отозвать' }).click();
      await expect(row).toContainText('Отозван');
      expect(
        (
          await apiOf(request).call(
            backofficeApi.listBackofficeObjects,
            { query: {} },
            { headers: authHeaders(key) },
          )
        ).status,
      ).toBe(401);

      // The run's own webhook goes, so later bookings of other specs are not posted to a closed receiver.
      await mine.getByRole('button', { name: 'Удалить' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
      await expect(mine).toHaveCount(0);
    } finally {
      receiver.close();
    }
  });
});
