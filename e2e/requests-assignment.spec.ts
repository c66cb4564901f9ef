// Requests belong to the builder company and go to a person: a buyer leaves two requests, the company's two sales
// managers get one each in turn; Ольга Миронова (+79000000006) logs in, finds hers under «Мои» as «Назначена вам» and
// takes it in work. The list shows who answers each and how long an unassigned one waits. The agency's head
// (+79000000008) reads her agents' bookings and picks one agent, Екатерина Лебедева (+79000000004).
import type { Page } from '@playwright/test';
import { formatPhone } from '#shared/format.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { freeUnit } from './demo-sections.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import { apiOf } from './api.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function bothSizes(page: Page, name: string, shot: (page: Page, name: string) => Promise<string>) {
  const size = page.viewportSize()!;
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(size);
}

test.describe('[bookings] requests go to a manager of the builder company', () => {
  test('a buyer’s request arrives assigned; the manager finds it as hers and takes it', async ({
    page,
    request,
    loginAs,
    newPhone,
    shot,
  }) => {
    test.setTimeout(120_000);
    // Requests in a row: the turn gives them to each manager who takes requests in turn (another spec's request in
    // between may take a turn: ask until each has one).
    const buyer = authHeaders(await demoToken('user'));
    const made: { booking: TBooking; phone: string }[] = [];
    const used = new Set<number>();
    const assignees = () => new Set(made.map((m) => m.booking.assignee?.name));
    while (!(assignees().has('Ольга Миронова') && assignees().has('Игорь Васильев')) && made.length < 6) {
      const unit = await freeUnit(request);
      if (used.has(unit.cellId)) continue;
      used.add(unit.cellId);
      const phone = newPhone();
      const res = (
        await apiOf(request).call(
          bookingsApi.createBooking,
          { body: { cellId: unit.cellId, kind: 'request', clientName: 'Вера Ковалёва', clientPhone: phone } },
          { headers: buyer },
        )
      ).response;
      expect(res.status(), await res.text()).toBe(201);
      made.push({ booking: (await res.json()).booking as TBooking, phone });
    }
    // A manager another spec invites meanwhile takes turns too.
    expect([...assignees()]).toEqual(expect.arrayContaining(['Игорь Васильев', 'Ольга Миронова']));
    const hers = made.find((m) => m.booking.assignee?.name === 'Ольга Миронова')!;

    await loginAs(page, 'salesManager');
    await page.goto('/builder_cabinet/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Брони и заявки' })).toBeVisible();
    const views = page.getByRole('group', { name: 'Чьи' });
    await views.getByRole('button', { name: 'Мои' }).click();
    await expect(views.getByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByTestId('builder-booking').filter({ hasText: formatPhone(hers.phone) });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('booking-assignee')).toHaveText('Назначена вам');
    await expect(card).toContainText('Заявка · Приложение');
    // The colleague's is not among hers.
    const other = made.find((m) => m.booking.assignee?.name === 'Игорь Васильев')!;
    await expect(
      page.getByTestId('builder-booking').filter({ hasText: formatPhone(other.phone) }),
    ).toHaveCount(0);
    await card.getByRole('button', { name: 'В работу' }).click();
    await expect(card.getByTestId('booking-state')).toHaveText('В работе');

    // «Все»: the colleague's request with his name, the ones nobody took with their timer.
    await views.getByRole('button', { name: 'Все' }).click();
    const colleague = page.getByTestId('builder-booking').filter({ hasText: formatPhone(other.phone) });
    await expect(colleague.getByTestId('booking-assignee')).toHaveText('Менеджер: Игорь Васильев');
    await views.getByRole('button', { name: 'Не разобранные' }).click();
    const waiting = page.getByTestId('booking-unassigned');
    await expect(waiting.first()).toBeVisible();
    await expect(waiting.first()).toHaveText(/^Не разобрана (\d+ д )?(\d+ ч )?(\d+ мин)?/);
    await expect(page.getByText(/владелец уведомлён/)).toBeVisible();
    await bothSizes(page, 'requests-unassigned', shot);
    await views.getByRole('button', { name: 'Все' }).click();
    await expect(colleague).toHaveCount(1);
    await bothSizes(page, 'requests-builder-list', shot);
  });

  test('the agency’s head reads her agents’ bookings, one agent at a time', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'agencyHead');
    await page.goto('/cabinet/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const agent = page.getByLabel('Агент');
    await expect(agent).toBeVisible();
    await agent.selectOption({ label: 'Екатерина Лебедева' });
    const cards = page.getByTestId('my-booking');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Екатерина Лебедева');
    // Only the agent cancels her bookings: the head reads them.
    await expect(page.getByRole('button', { name: 'Отменить' })).toHaveCount(0);
    await bothSizes(page, 'requests-agency-head', shot);
  });
});
