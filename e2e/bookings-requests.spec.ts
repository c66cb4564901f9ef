// A buyer's «Мои заявки»: the list filters by a request's own words («Новая», «В работе»…), never a booking's
// («Ожидает подтверждения», «Истекла»), and an empty filter says so in a request's words.
import { test, expect } from './fixtures.ts';

test.describe('[bookings] a buyer’s requests', () => {
  test('«Мои заявки» filters by the request’s states @both', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'user', '/cabinet/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои заявки' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Состояние' });
    await expect(chips.getByRole('button')).toHaveText([
      'Все состояния',
      'Новая',
      'В работе',
      'Отклонена',
      'Отменена',
      'Закрыта',
      'Сделка',
    ]);
    await chips.getByRole('button', { name: 'В работе' }).click();
    await expect(chips.getByRole('button', { name: 'В работе' })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'my-requests', { fullPage: false });
  });
});
