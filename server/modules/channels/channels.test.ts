// Telegram and web push through the API, against a local fake Bot API and a local push service that decrypts:
// linking by /start through the webhook (secret checked) and by long polling, a booking's notification reaching the
// builder's chat with a button to the screen, the per-type choice, push delivered and readable with the device's keys,
// 410 and a blocked bot cleaning up, and strangers refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { Role } from '#shared/enums.ts';
import { notifications, outbox, pushSubscriptions, telegramLinks } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { startFakePush, type FakePush } from '../../test/fake-push.ts';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram.ts';
import { buildBookingWorld, type BookingWorld, book } from '../../test/worlds/bookings.ts';
import { person, type Person } from '../../test/worlds/people.ts';
import { drainOutbox } from '../outbox/index.ts';
import { notify } from '../notifications/notify.ts';
import { copyFilterMatches } from './bulk.ts';
import { pollTelegramOnce } from './telegram-poll.ts';
import * as notificationChannelsApi from '#shared/api/notification-channels.ts';
import type { TNotificationPayloads } from '#shared/schemas/notification.ts';

const SECRET = 'kv-webhook-secret_1';
let t: TestContext;
let w: BookingWorld;
let tg: FakeTelegram;
let push: FakePush;
let stranger: Person;
let chatSeq = 5000;

const drain = () => drainOutbox({ db: t.db, now: () => t.clock.now() });
/** A notification of the user, written now in its own transaction (its channel copies go to the outbox). */
const notifyNow = <T extends keyof TNotificationPayloads>(
  userId: number,
  type: T,
  payload: TNotificationPayloads[T],
) => t.db.transaction((tx) => notify(tx, t.realtime, userId, type, payload, t.clock.now()));
const webhook = (update: object, secret: string | null = SECRET) =>
  t.callRaw(notificationChannelsApi.telegramWebhook, { body: update }, null, {
    headers: secret ? { 'x-telegram-bot-api-secret-token': secret } : {},
  });
const start = (chatId: number, text: string) => ({
  update_id: chatId,
  message: { message_id: 1, date: 0, text, chat: { id: chatId, type: 'private', username: `user${chatId}` } },
});

/** Links a user's Telegram as the user and Telegram would; returns the chat id. */
async function link(who: Person): Promise<number> {
  const res = await t.call(notificationChannelsApi.linkTelegram, null, who);
  expect(res.statusCode).toBe(200);
  const chatId = (chatSeq += 1);
  expect((await webhook(start(chatId, `/start ${res.json().code}`))).statusCode).toBe(200);
  await drain();
  return chatId;
}

beforeAll(async () => {
  tg = await startFakeTelegram();
  push = await startFakePush();
  const vapid = webpush.generateVAPIDKeys();
  t = await buildTestApp({
    TELEGRAM_BOT_TOKEN: tg.token,
    TELEGRAM_API_URL: tg.url,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@kvartal.example',
    PUBLIC_URL: 'https://kvartal.example',
    WEBHOOKS_ALLOW_PRIVATE: '1',
  });
  w = await buildBookingWorld(t);
  stranger = await person(t, Role.user, 'Посторонний Пётр');
});
afterAll(async () => {
  await t.close();
  await tg.close();
  await push.close();
});
beforeEach(() => {
  tg.calls.length = 0;
  push.received.length = 0;
  push.answer = 201;
});

describe('[channels] Telegram', () => {
  it('hands out a one-time t.me link with the bot’s name from getMe', async () => {
    const res = await t.call(notificationChannelsApi.linkTelegram, null, w.buyer);
    expect(res.statusCode).toBe(200);
    const { code, url } = res.json();
    expect(code).toMatch(/^[\w-]{16,64}$/);
    expect(url).toBe(`https://t.me/kvartal_test_bot?start=${code}`);
    expect(tg.calls.some((c) => c.method === 'getMe' && c.token === tg.token)).toBe(true);
    expect((await t.call(notificationChannelsApi.linkTelegram)).statusCode).toBe(401);
  });

  it('refuses the webhook without the secret-token header or with a wrong one', async () => {
    expect((await webhook(start(1, '/start x'), null)).statusCode).toBe(401);
    expect((await webhook(start(1, '/start x'), 'wrong-secret')).statusCode).toBe(401);
    expect(tg.calls).toHaveLength(0);
  });

  it('links the chat by /start <code>, answers in Russian, and the code works once', async () => {
    const { code } = (await t.call(notificationChannelsApi.linkTelegram, null, w.agent)).json();
    expect((await webhook(start(777, `/start ${code}`))).json()).toEqual({ ok: true });
    await drain();
    const reply = tg.sent().find((m) => String(m.chat_id) === '777');
    expect(reply?.text).toMatch(/^Готово: уведомления Квартала будут приходить сюда/);
    const state = (await t.call(notificationChannelsApi.readNotificationChannels, null, w.agent)).json();
    expect(state.telegram).toEqual({ available: true, linked: true, username: '@user777' });

    tg.calls.length = 0;
    await webhook(start(778, `/start ${code}`));
    await drain();
    expect(tg.sent()).toEqual([
      expect.objectContaining({ chat_id: '778', text: expect.stringMatching(/^Ссылка устарела/) }),
    ]);
    const [row] = await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, w.agent.user.id));
    expect(row?.chatId).toBe('777');
  });

  it('refuses a code older than 15 minutes', async () => {
    const { code } = (await t.call(notificationChannelsApi.linkTelegram, null, stranger)).json();
    t.clock.advance(16 * 60_000);
    await webhook(start(901, `/start ${code}`));
    await drain();
    expect(tg.sent()[0]?.text).toMatch(/^Ссылка устарела/);
    expect(
      (await t.call(notificationChannelsApi.readNotificationChannels, null, stranger)).json().telegram.linked,
    ).toBe(false);
  });

  it('sends a booking’s notification to the builder’s chat with a button to the screen, after the commit', async () => {
    const chatId = await link(w.builder);
    tg.calls.length = 0;
    const res = await book(t, w.agent, {
      cellId: w.unit['1'],
      kind: 'booking',
      clientName: 'Анна Клиентова',
      clientPhone: '+7(918)123-45-67',
    });
    expect(res.statusCode).toBe(201);
    expect(tg.sent()).toHaveLength(0); // only the outbox sends
    await drain();
    const messages = tg.sent().filter((m) => String(m.chat_id) === String(chatId));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      // The builder (the complex's owner) hears of the new booking and of its assignment to them.
      expect(message.text).toMatch(
        /^(Новая бронь или заявка|Заявка назначена вам): ЖК «.+», № 1 — Анна Клиентова$/,
      );
      expect(message.reply_markup).toEqual({
        inline_keyboard: [
          [{ text: 'Открыть в Квартале', url: 'https://kvartal.example/builder_cabinet/bookings' }],
        ],
      });
    }
  });

  it('follows the per-type choice: Telegram off sends nothing, the bell off keeps no row', async () => {
    // The stranger's choice for «Оплата прошла», and one such notification of a payment.
    const choose = (where: { bell: boolean; telegram: boolean }) =>
      t.call(
        notificationChannelsApi.updateNotificationChannels,
        { body: { types: [{ type: 'PaymentConfirmed', ...where, push: false, email: false }] } },
        stranger,
      );
    const paid = (paymentId: number) =>
      notifyNow(stranger.user.id, 'PaymentConfirmed', { paymentId, purpose: 'ad' });
    const chatId = await link(stranger);
    const put = await choose({ bell: false, telegram: true });
    expect(put.statusCode).toBe(200);
    expect(put.json().types.find((r: { type: string }) => r.type === 'PaymentConfirmed')).toMatchObject({
      bell: false,
      telegram: true,
    });
    tg.calls.length = 0;
    await paid(1);
    await drain();
    expect(tg.sent().map((m) => [String(m.chat_id), m.text])).toEqual([[String(chatId), 'Оплата прошла']]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, stranger.user.id));
    expect(rows.filter((r) => r.type === 'PaymentConfirmed')).toHaveLength(0);

    await choose({ bell: true, telegram: false });
    tg.calls.length = 0;
    await paid(2);
    await drain();
    expect(tg.sent()).toHaveLength(0);
  });

  it('refuses an unknown type in Russian', async () => {
    const res = await t.call(
      notificationChannelsApi.updateNotificationChannels,
      {
        body: {
          types: [{ type: 'NoSuchType', bell: true, telegram: true, push: true, email: false }],
        },
      },
      stranger,
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Неизвестный тип уведомлений');
  });

  it('unlinks a chat that blocked the bot (403) and on DELETE', async () => {
    const chatId = await link(w.otherAgent);
    tg.failChat.set(String(chatId), { code: 403, description: 'Forbidden: bot was blocked by the user' });
    await notifyNow(w.otherAgent.user.id, 'QueuePassed', {} as never);
    await t.call(
      notificationChannelsApi.updateNotificationChannels,
      {
        body: {
          types: [{ type: 'QueuePassed', bell: true, telegram: true, push: false, email: false }],
        },
      },
      w.otherAgent,
    );
    await notifyNow(w.otherAgent.user.id, 'QueuePassed', {} as never);
    await drain();
    expect(
      await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, w.otherAgent.user.id)),
    ).toEqual([]);

    await link(w.otherAgent);
    const res = await t.call(notificationChannelsApi.unlinkTelegram, null, w.otherAgent);
    expect(res.statusCode).toBe(200);
    expect(res.json().telegram.linked).toBe(false);
  });

  it('links by long polling when no webhook is set: getUpdates from the stored offset', async () => {
    const { code } = (await t.call(notificationChannelsApi.linkTelegram, null, w.admin)).json();
    tg.updates.push({ ...start(31337, `/start ${code}`), update_id: 500 });
    const bot = { token: tg.token, apiUrl: tg.url };
    const deps = { db: t.db, bot, now: () => t.clock.now(), timeoutS: 0 };
    expect(await pollTelegramOnce(deps)).toBe(1);
    expect(await pollTelegramOnce(deps)).toBe(0);
    const offsets = tg.calls.filter((c) => c.method === 'getUpdates').map((c) => c.body.offset);
    expect(offsets).toEqual([0, 501]);
    const [row] = await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, w.admin.user.id));
    expect(row?.chatId).toBe('31337');
  });

  it('never holds a request on a failing Bot API: the outbox keeps the message and retries it', async () => {
    const chatId = await link(w.otherBuilder);
    tg.failChat.set(String(chatId), { code: 502, description: 'Bad Gateway' });
    await notifyNow(w.otherBuilder.user.id, 'WebhookDisabled', {
      companyId: 1,
      webhookId: 1,
      url: 'https://x.example',
    });
    await drain();
    const items = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.target, String(chatId)))
      .orderBy(outbox.id);
    const item = items.at(-1);
    expect(item?.payload).toMatchObject({ type: 'WebhookDisabled' });
    expect(item).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Bad Gateway' });
    tg.failChat.delete(String(chatId));
    t.clock.advance(60_000);
    await drain();
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, item!.id));
    expect(after?.state).toBe('done');
  });

  it('copies the saved-filter alerts written in bulk to those who chose Telegram for them', async () => {
    const chatId = await link(w.otherBuilder);
    await t.call(
      notificationChannelsApi.updateNotificationChannels,
      {
        body: {
          types: [{ type: 'FilterMatch', bell: true, telegram: true, push: false, email: false }],
        },
      },
      w.otherBuilder,
    );
    tg.calls.length = 0;
    const payload = {
      filterId: 3,
      filterName: 'Двушки у моря',
      count: 2,
      items: [],
      market: 'primary',
      reason: 'new',
    };
    await t.db.transaction((tx) =>
      copyFilterMatches(
        tx,
        [
          { user_id: w.otherBuilder.user.id, payload },
          { user_id: stranger.user.id, payload },
        ],
        t.clock.now(),
      ),
    );
    await drain();
    expect(tg.sent().map((m) => [String(m.chat_id), m.text])).toEqual([
      [String(chatId), 'Новое по сохранённому фильтру: Двушки у моря +2'],
    ]);
  });
});

describe('[channels] web push', () => {
  it('hands out the VAPID public key', async () => {
    const res = await t.call(notificationChannelsApi.readVapidKey);
    expect(res.statusCode).toBe(200);
    expect(res.json().publicKey).toMatch(/^[\w-]{80,100}$/);
  });

  it('delivers a notification the device decrypts with its own keys', async () => {
    const sub = push.subscribe('builder-phone');
    const res = await t.call(notificationChannelsApi.createPushSubscription, { body: sub }, w.builder);
    expect(res.statusCode).toBe(201);
    await notifyNow(w.builder.user.id, 'WebhookDisabled', {
      companyId: 7,
      webhookId: 1,
      url: 'https://crm.example/hook',
    });
    await drain();
    const got = push.received.find((r) => r.path === '/push/builder-phone');
    expect(got).toBeDefined();
    expect(JSON.parse(got!.plaintext)).toMatchObject({
      title: 'Квартал',
      body: 'Вебхук отключён: https://crm.example/hook',
      url: '/cabinet/company/integrations?company=7',
    });
  });

  it('removes a subscription the push service calls gone (410)', async () => {
    const sub = push.subscribe('old-laptop');
    const { id } = (
      await t.call(notificationChannelsApi.createPushSubscription, { body: sub }, w.agent)
    ).json();
    push.answer = 410;
    await notifyNow(w.agent.user.id, 'FixationExpiring', {} as never);
    await drain();
    expect(push.received.some((r) => r.path === '/push/old-laptop')).toBe(true);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toEqual([]);
  });

  it('refuses a stranger’s subscription id (404) and a bad key (422)', async () => {
    const { id } = (
      await t.call(notificationChannelsApi.createPushSubscription, { body: push.subscribe('buyer') }, w.buyer)
    ).json();
    expect(
      (await t.call(notificationChannelsApi.deletePushSubscription, { params: { id } }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(notificationChannelsApi.deletePushSubscription, { params: { id } })).statusCode,
    ).toBe(401);
    const bad = await t.call(
      notificationChannelsApi.createPushSubscription,
      {
        body: {
          endpoint: 'https://push.example/1',
          keys: { p256dh: 'not a key!', auth: 'x' },
        },
      },
      stranger,
    );
    expect(bad.statusCode).toBe(422);
    const ok = await t.call(notificationChannelsApi.deletePushSubscription, { params: { id } }, w.buyer);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().push.subscriptions).toEqual([]);
  });
});
