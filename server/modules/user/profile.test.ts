import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserStatus } from '#shared/enums.ts';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import * as userApi from '#shared/api/user.ts';

describe('[user] the profile’s messengers: WhatsApp and Telegram', () => {
  const t = useTestApp();

  const update = async (token: string, payload: object) =>
    t.call(userApi.updateUser, { body: payload }, token);

  it('stores them normalised, keeps them when absent and clears them with an empty value', async () => {
    const user = await buildUser(t.db, { name: null });
    const token = await tokenFor(t.db, user);
    const saved = await update(token, {
      name: 'Анна Агентова',
      whatsapp: '8 (918) 123-45-67',
      telegram: 'https://t.me/Anna_Agent',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({
      name: 'Анна Агентова',
      whatsapp: '+79181234567',
      telegram: 'anna_agent',
      status: user.status,
    });

    const kept = await update(token, { name: 'Анна' });
    expect(kept.json().user).toMatchObject({ whatsapp: '+79181234567', telegram: 'anna_agent' });
    const atName = await update(token, { telegram: '@anna_sochi' });
    expect(atName.json().user.telegram).toBe('anna_sochi');

    const cleared = await update(token, { whatsapp: '', telegram: null });
    expect(cleared.json().user).toMatchObject({ whatsapp: null, telegram: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ whatsapp: null, telegram: null, name: 'Анна' });
  });

  it('refuses what is not a Russian mobile or a Telegram username with 422 in Russian, changing nothing', async () => {
    const user = await buildUser(t.db, { whatsapp: '+79001112233', telegram: 'kept_name' });
    const token = await tokenFor(t.db, user);
    const cases: [object, string][] = [
      [{ whatsapp: '+1 555 010 0000' }, 'whatsapp'],
      [{ whatsapp: '12345' }, 'whatsapp'],
      [{ whatsapp: 79181234567 }, 'whatsapp'],
      [{ telegram: '@abc' }, 'telegram'],
      [{ telegram: 'имя_агента' }, 'telegram'],
      [{ telegram: 'https://example.com/anna_agent' }, 'telegram'],
      [{ telegram: 'a'.repeat(33) }, 'telegram'],
      [{ telegram: ['anna_agent'] }, 'telegram'],
    ];
    for (const [payload, field] of cases) {
      const res = await update(token, { name: 'Другое имя', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.failure().errors)).toEqual([field]);
      expect(res.failure().errors[field][0]).toMatch(/[а-яА-Я]/);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: user.name, whatsapp: '+79001112233', telegram: 'kept_name' });
  });

  it('a new email still goes through verification; the messengers of others are untouched', async () => {
    const user = await buildUser(t.db, { status: UserStatus.active, email: 'old@example.test' });
    const other = await buildUser(t.db, { telegram: 'other_agent' });
    const token = await tokenFor(t.db, user);
    const res = await update(token, { email: 'New@Example.test', telegram: 'my_agent' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'new@example.test',
      emailVerified: false,
      status: UserStatus.notVerified,
      telegram: 'my_agent',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.telegram).toBe('other_agent');
  });
});
