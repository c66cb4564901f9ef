// The daily digest's unsubscribe: the letter's List-Unsubscribe headers (RFC 2369 / RFC 8058), and the link that
// works without a login, turns the digest off, and refuses a forged token.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { filterDigestBatches, filters, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, useActor } from '../../test/worlds/cabinet.ts';
import { sendDigests } from './send-digests.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';

/** The one-click POST a mail client sends (RFC 8058). */
const oneClick = (token: string) => ({
  query: { token },
  body: {
    payload: Buffer.from('List-Unsubscribe=One-Click'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
});

const BASE = 'https://kvartal.example';
const DUE = '2026-11-22T06:00:00Z'; // 09:00 in Moscow

describe('[alerts] unsubscribing from the daily digest', () => {
  const t = useTestApp();
  const buyer = useActor(t);
  let dailyId: number;
  let instantId: number;
  let day = 0;

  const notifyOf = async (id: number) =>
    (await t.db.select({ notify: filters.notify }).from(filters).where(eq(filters.id, id)))[0]!.notify;
  const waiting = () => t.db.$count(filterDigestBatches, eq(filterDigestBatches.userId, buyer.user.id));
  /** A match waiting for the next letter, and a new day for it. */
  const queue = async () => {
    await t.db.insert(filterDigestBatches).values({
      userId: buyer.user.id,
      filterId: dailyId,
      count: 1,
      items: [
        {
          kind: 'complex',
          id: 1,
          cardId: 1,
          title: 'ЖК Прибой',
          layout: null,
          area: null,
          price: 8_000_000,
          prevPrice: null,
          reason: 'new',
        },
      ],
    });
    t.clock.set(new Date(Date.parse(DUE) + ++day * 86_400_000));
  };
  const digest = (mailbox: string | null, baseUrl: string | null = BASE) =>
    sendDigests({
      db: t.db,
      mail: t.mail,
      now: t.clock.now(),
      baseUrl,
      unsubscribe: { secret: t.app.env.APP_SECRET, mailbox },
    });
  const save = async (name: string, notify: string) => {
    const res = await t.callRaw(savedFiltersApi.saveFilter, { body: { name, filter: {}, notify } }, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    await t.db
      .update(users)
      .set({ email: 'buyer@example.ru', emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, buyer.user.id));
    dailyId = await save('Двушки у моря', 'daily');
    instantId = await save('Студии', 'instant');
  });
  beforeEach(async () => {
    await t.db.update(filters).set({ notify: 'daily' }).where(eq(filters.id, dailyId));
  });

  it('the letter carries List-Unsubscribe (the signed link, then the mailbox) and List-Unsubscribe-Post', async () => {
    await queue();
    expect(await digest('unsubscribe@kvartal.example')).toEqual([buyer.user.id]);
    const letter = t.mail.last('buyer@example.ru')!;
    const token = unsubscribeToken(t.app.env.APP_SECRET, buyer.user.id);
    const link = `${BASE}/api/filters/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(letter.headers).toEqual({
      'List-Unsubscribe': `<${link}>, <mailto:unsubscribe@kvartal.example?subject=unsubscribe%20${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(letter.text).toContain(`Отписаться от ежедневной рассылки: ${link}`);
    expect(letter.html).toContain(`href="${link}"`);

    // No mailbox configured: the link alone.
    await queue();
    await digest(null);
    expect(t.mail.last('buyer@example.ru')!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('GET shows a Russian page whose button POSTs; opening it changes nothing', async () => {
    const token = unsubscribeToken(t.app.env.APP_SECRET, buyer.user.id);
    const res = await t.call(savedFiltersApi.digestUnsubscribePage, { query: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Отписаться от рассылки?');
    expect(res.body).toMatch(/<form method="post">.*name="List-Unsubscribe" value="One-Click".*<button/s);
    expect(await notifyOf(dailyId)).toBe('daily');
  });

  it('a one-click POST without a session turns the digest off; other filters keep theirs', async () => {
    await queue();
    const token = unsubscribeToken(t.app.env.APP_SECRET, buyer.user.id);
    const res = await t.callRaw(savedFiltersApi.digestUnsubscribe, oneClick(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Вы отписались от рассылки');
    expect(await notifyOf(dailyId)).toBe('off');
    expect(await notifyOf(instantId)).toBe('instant');
    expect(await waiting()).toBe(0);
    const before = t.mail.sent.length;
    t.clock.set(new Date(Date.parse(DUE) + ++day * 86_400_000));
    expect(await digest(null)).toEqual([]);
    expect(t.mail.sent.length).toBe(before);
    // Twice is fine: a mail client may repeat the POST.
    const again = await t.callRaw(savedFiltersApi.digestUnsubscribe, oneClick(token));
    expect(again.statusCode).toBe(200);
  });

  it('a forged, another secret’s or malformed token is refused and changes nothing', async () => {
    const other = await actor(t);
    const real = unsubscribeToken(t.app.env.APP_SECRET, buyer.user.id);
    const forged = [
      `${other.user.id}.${real.split('.')[1]}`,
      unsubscribeToken('another-secret-of-at-least-thirty-two-chars', buyer.user.id),
      `${buyer.user.id}.`,
      'garbage',
      '',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res =
          method === 'POST'
            ? await t.callRaw(savedFiltersApi.digestUnsubscribe, oneClick(token))
            : await t.callRaw(savedFiltersApi.digestUnsubscribePage, { query: { token } });
        expect(res.statusCode, `${method} ${token}`).toBe(404);
        expect(res.json()).toEqual({ type: 'NotFound', message: 'Ссылка для отписки недействительна' });
      }
    }
    expect(await notifyOf(dailyId)).toBe('daily');
  });
});
