// The chessboard widget through the API: the builder allows sites, the page lets exactly those frame it, a buyer
// without an account reads the chessboard and leaves a request the builder then sees; every refusal in Russian.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMBED_LIMITS } from '#shared/embed.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import { bookings, consents, notifications, objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';
import { earlyScriptSource } from '../../plugins/security.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as embedApi from '#shared/api/embed.ts';
import * as systemApi from '#shared/api/system.ts';
import { fillPath } from '#shared/api/endpoint.ts';

const t = useTestApp();
let w: BookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld(t);
});

const SITE = 'http://127.0.0.1:4321';
const put = (headers: Record<string, string>, origins: unknown, id = w.objectId) =>
  t.callRaw(embedApi.updateEmbedSettings, { params: { id }, body: { origins } }, null, { headers });

/** The CSP header as directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let ip = 0;
/** A request from its own address, so the per-address limit is not spent across tests. */
const send = (payload: Record<string, unknown>, options: { id?: number; from?: string } = {}) =>
  t.callRaw(embedApi.createEmbedRequest, { params: { id: options.id ?? w.objectId }, body: payload }, null, {
    remoteAddress: options.from ?? `10.0.0.${++ip}`,
  });
const buyer = { name: 'Ольга', phone: '8 918 765-43-21', comment: 'Вечером' };

describe('[embed] the sites allowed to frame the widget', () => {
  it('[embed] starts empty; the widget is off until the builder allows a site', async () => {
    const res = await t.call(embedApi.getEmbedSettings, { params: { id: w.objectId } }, w.builder);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ origins: [], published: true });
    const page = await t.app.inject({ method: 'GET', url: `/embed/${w.objectId}` });
    expect(page.statusCode).toBe(404);
    expect(policyOf(page.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    const read = await t.call(embedApi.getEmbedObject, { params: { id: w.objectId } });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ type: 'NotFound', message: 'Объект недоступен' });
  });

  it('[embed] refuses what is not an origin, on its line, in Russian', async () => {
    const res = await put(w.builder.headers, [
      'https://zhk-briz.ru',
      'ftp://zhk-briz.ru',
      'http://zhk-briz.ru',
      'https://zhk-briz.ru/page',
      'https://*.zhk-briz.ru',
    ]);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.failure().errors as Record<string, string[]>;
    const bad = 'Адрес сайта: https://домен или https://домен:порт, без пути';
    expect(errors).toEqual({
      'origins.1': [bad],
      'origins.2': [bad],
      'origins.3': [bad],
      'origins.4': [bad],
    });
    const twice = await put(w.builder.headers, ['https://zhk-briz.ru', 'HTTPS://ZHK-BRIZ.RU:443/']);
    expect(twice.statusCode).toBe(422);
    expect(twice.failure().errors).toEqual({ 'origins.1': ['Этот сайт уже есть в списке'] });
    const tooMany = await put(
      w.builder.headers,
      Array.from({ length: EMBED_LIMITS.origins + 1 }, (_, i) => `https://site${i}.ru`),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.failure().errors.origins).toEqual(['Не больше 10 сайтов']);
  });

  it('[embed] stores the sites as browsers write origins, in the order given', async () => {
    const res = await put(w.builder.headers, ['HTTPS://Zhk-Briz.RU/', ' https://sochi.example:8443 ', SITE]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      origins: ['https://zhk-briz.ru', 'https://sochi.example:8443', SITE],
      published: true,
    });
    const again = await t.call(embedApi.getEmbedSettings, { params: { id: w.objectId } }, w.builder);
    expect(again.json().origins).toEqual(['https://zhk-briz.ru', 'https://sochi.example:8443', SITE]);
  });

  it('[embed] refuses strangers: another builder (404), a user without the cabinet (403), nobody (401)', async () => {
    expect((await put(w.otherBuilder.headers, [SITE])).statusCode).toBe(404);
    expect(
      (await t.call(embedApi.getEmbedSettings, { params: { id: w.objectId } }, w.otherBuilder)).statusCode,
    ).toBe(404);
    expect((await put(w.buyer.headers, [SITE])).statusCode).toBe(403);
    expect(
      (await t.call(embedApi.updateEmbedSettings, { params: { id: w.objectId }, body: { origins: [] } }))
        .statusCode,
    ).toBe(401);
    const kept = await t.call(embedApi.getEmbedSettings, { params: { id: w.objectId } }, w.builder);
    expect(kept.json().origins).toHaveLength(3);
  });
});

describe('[embed] the page and its frame-ancestors', () => {
  it('[embed] lets exactly the allowed sites frame the widget, and drops X-Frame-Options there', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/embed/${w.objectId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = policyOf(page.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(['https://zhk-briz.ru', 'https://sochi.example:8443', SITE]);
    // The app's one inline script (its early requests) is allowed by its hash; the widget runs no other.
    expect(csp['script-src']).toEqual(["'self'", earlyScriptSource()]);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('[embed] every other page and API answer may be framed by no one', async () => {
    const api = [systemApi.health.path, fillPath(embedApi.getEmbedObject.path, { id: w.objectId })];
    for (const url of [...api, '/feed']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(policyOf(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('[embed] answers 404 for an unknown complex or a bad id, framed by no one', async () => {
    for (const url of ['/embed/999999', '/embed/abc', '/embed/0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(policyOf(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('[embed] an unpublished complex: 404 «Объект недоступен», still framed by its sites to say so', async () => {
    await t.db.update(objects).set({ published: false }).where(eq(objects.id, w.objectId));
    try {
      const page = await t.app.inject({ method: 'GET', url: `/embed/${w.objectId}` });
      expect(page.statusCode).toBe(404);
      expect(policyOf(page.headers['content-security-policy'])['frame-ancestors']).toContain(SITE);
      const read = await t.call(embedApi.getEmbedObject, { params: { id: w.objectId } });
      expect(read.statusCode).toBe(404);
      expect(read.failure().message).toBe('Объект недоступен');
      const settings = await t.call(embedApi.getEmbedSettings, { params: { id: w.objectId } }, w.builder);
      expect(settings.json().published).toBe(false);
    } finally {
      await t.db.update(objects).set({ published: true }).where(eq(objects.id, w.objectId));
    }
  });
});

describe('[embed] the widget reads as a buyer without an account', () => {
  it('[embed] the complex: published buildings and sections, each with its free units', async () => {
    const res = await t.call(embedApi.getEmbedObject, { params: { id: w.objectId } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: w.objectId, title: 'ЖК «Бриз»' });
    expect(body.pavilions).toHaveLength(1);
    // The unpublished section is left out; 5 is sold and 6 disabled.
    expect(body.pavilions[0].sections.map((s: { id: number }) => s.id)).toEqual([w.sectionId]);
    expect(body.pavilions[0].sections[0].free).toHaveLength(4);
  });

  it('[embed] a section’s chessboard with no offers, commission or bookings; a hidden one is not found', async () => {
    const res = await t.call(embedApi.getEmbedSection, {
      params: { id: w.objectId, sectionId: w.sectionId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.cells).toHaveLength(6);
    for (const cell of view.cells) {
      expect(cell.offers).toEqual([]);
      expect(cell.booking).toBeNull();
    }
    const foreign = await t.call(embedApi.getEmbedSection, {
      params: { id: w.offObjectId, sectionId: w.sectionId },
    });
    expect(foreign.statusCode).toBe(404);
    const wrong = await t.call(embedApi.getEmbedSection, { params: { id: w.objectId, sectionId: 999999 } });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('[embed] the buyer’s request', () => {
  it('[embed] lands in the builder’s «Брони и заявки» as a request from the widget', async () => {
    const res = await send({ cellId: w.unit['2'], ...buyer });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ sent: true });
    const list = await t.call(
      bookingsApi.listBackofficeBookings,
      { query: { objectId: w.objectId } },
      w.builder,
    );
    const request = (list.json().data as TBooking[]).find((b) => b.source === 'widget');
    expect(request).toMatchObject({
      kind: 'request',
      state: 'requested',
      source: 'widget',
      cellId: w.unit['2'],
      agent: null,
      client: { name: 'Ольга', phone: '+79187654321' },
      comment: 'Вечером',
    });
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.builder.user.id), eq(notifications.type, 'BookingAssigned')));
    expect(notices.some((n) => (n.payload as TBooking).id === request!.id)).toBe(true);
  });

  it('[embed] records the consent the form showed with the request: the phone, the edition, the server clock', async () => {
    const phone = '+79187650001';
    const res = await send({ cellId: w.unit['2'], ...buyer, phone, consentVersion: PRIVACY_VERSION });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.db.select().from(consents).where(eq(consents.phone, phone))).toEqual([
      expect.objectContaining({
        kind: 'widget-lead',
        userId: null,
        version: PRIVACY_VERSION,
        acceptedAt: t.clock.now(),
      }),
    ]);
    const unknown = await send({
      cellId: w.unit['2'],
      ...buyer,
      phone: '+79187650002',
      consentVersion: '2020-01-01',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.failure().errors).toEqual({
      consentVersion: [
        'Обновите страницу: нужно принять действующее согласие на обработку персональных данных',
      ],
    });
    expect(await t.db.select().from(consents).where(eq(consents.phone, '+79187650002'))).toEqual([]);
  });

  it('[embed] refuses a missing name and a short phone in Russian', async () => {
    const res = await send({ cellId: w.unit['2'], name: ' ', phone: '+7 918 12' });
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors).toEqual({
      name: ['Укажите имя'],
      phone: ['Введите номер телефона полностью: +7(900)000-00-00'],
    });
  });

  it('[embed] a unit of another complex is not found; a sold one is refused with 409', async () => {
    expect((await send({ cellId: w.offUnit, ...buyer })).statusCode).toBe(404);
    const sold = await send({ cellId: w.unit['5'], ...buyer });
    expect(sold.statusCode).toBe(409);
    expect(sold.failure().message).toBe('Квартира не в продаже');
  });

  it('[embed] a complex whose widget is off takes no requests', async () => {
    expect((await send({ cellId: w.offUnit, ...buyer }, { id: w.offObjectId })).statusCode).toBe(404);
  });

  it('[embed] the honeypot: a filled hidden field answers as sent and stores nothing', async () => {
    const before = await t.db.select().from(bookings).where(eq(bookings.source, 'widget'));
    const res = await send({ cellId: w.unit['3'], ...buyer, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    const after = await t.db.select().from(bookings).where(eq(bookings.source, 'widget'));
    expect(after).toHaveLength(before.length);
  });

  it('[embed] traps are not counted: bots filling the hidden field lock out no one', async () => {
    const from = '10.9.9.8';
    for (let i = 0; i < EMBED_LIMITS.requestsPerObject + 5; i++)
      expect((await send({ cellId: w.unit['3'], ...buyer, website: 'x' }, { from })).statusCode).toBe(201);
    expect((await send({ cellId: w.unit['3'], ...buyer }, { from })).statusCode).toBe(201);
    expect((await send({ cellId: w.unit['3'], ...buyer })).statusCode).toBe(201);
  });

  it('[embed] limits requests per address with 429 and the seconds to wait', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < EMBED_LIMITS.requestsPerIp; i++)
      expect((await send({ cellId: w.unit['3'], ...buyer }, { from })).statusCode).toBe(201);
    const over = await send({ cellId: w.unit['3'], ...buyer }, { from });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ type: 'ThrottleLimit', seconds: expect.any(Number) });
  });

  it('[embed] a flooded complex slows each address to one request, and only a far higher ceiling closes it', async () => {
    const real = { cellId: w.unit['3'], ...buyer };
    // Fresh addresses, past the complex's calm window: each is still taken.
    for (let i = 0; i < EMBED_LIMITS.requestsPerObject + 5; i++)
      expect((await send(real)).statusCode).toBe(201);
    // An address taken once during the flood waits for its second.
    const from = '10.9.9.7';
    expect((await send(real, { from })).statusCode).toBe(201);
    expect((await send(real, { from })).statusCode).toBe(429);
    // The flooded ceiling closes the form, for a fresh address too, until the window passes.
    let accepted = 0;
    for (let i = 0; i < EMBED_LIMITS.requestsPerObjectFlooded + 5; i++)
      if ((await send(real)).statusCode === 201) accepted++;
    expect(accepted).toBeLessThan(EMBED_LIMITS.requestsPerObjectFlooded);
    expect((await send(real)).statusCode).toBe(429);
    t.clock.advance(EMBED_LIMITS.windowSeconds * 1000);
    expect((await send(real)).statusCode).toBe(201);
  }, 60_000);
});
