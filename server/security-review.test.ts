// The security review's findings (issue 30) on a server configured as docs/DEPLOY.md says, one test per finding, in
// the list's order: the caller's address behind a proxy, the API reference's server, percent-encoded paths, markup in
// plain-text fields, a sent link's hidden items, buyers' requests, the widget's trap, the booking's source, and the
// rest of item 10 (the health check, visitor ids, tokens). Each module's own tests go further.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Kind, Role } from '#shared/enums.ts';
import { EMBED_LIMITS } from '#shared/embed.ts';
import { REACTION_LIMITS } from '#shared/schemas/collections-live.ts';
import { parseEnv } from './env.ts';
import { CODE_LIMITS } from './modules/auth/limits.ts';
import { WRAPPER_ORIGINS } from './plugins/wrapper-cors.ts';
import { buildTestApp, type TestContext } from './test/app.ts';
import { useTestApp } from './test/use-app.ts';
import { authHeaders, tokenFor, uniquePhone } from './test/factories.ts';
import { bookings, cells } from './db/schema/index.ts';
import { buildBookingWorld, book } from './test/worlds/bookings.ts';
import { loginByPhone } from './test/worlds/auth.ts';
import { actor, complex, saleCell, sendUnits } from './test/worlds/cabinet.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';
import * as apiDocsApi from '#shared/api/api-docs.ts';
import * as embedApi from '#shared/api/embed.ts';
import * as systemApi from '#shared/api/system.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as userApi from '#shared/api/user.ts';
import * as authApi from '#shared/api/auth.ts';
import * as referenceApi from '#shared/api/reference.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

/** The balancer in front of the node: it appends the address it was called from to X-Forwarded-For. */
const PROXY = '10.200.0.1';

let spoofSeq = 0;
/** A request through the proxy from `client`, which wrote a made-up address of its own into X-Forwarded-For first. */
function viaProxy(client: string, headers: Record<string, string> = {}) {
  spoofSeq += 1;
  const spoofed = `198.51.${(spoofSeq >> 8) & 255}.${spoofSeq & 255}`;
  return { remoteAddress: PROXY, headers: { ...headers, 'x-forwarded-for': `${spoofed}, ${client}` } };
}

describe('[security] 1. behind one appending proxy, a spoofed left part of X-Forwarded-For changes nothing', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('the SMS code limit still counts the real client', async () => {
    const client = '203.0.113.10';
    const ask = () => t.call(authApi.requestCode, { body: { phone: uniquePhone() } }, null, viaProxy(client));
    for (let i = 0; i < CODE_LIMITS.perIp; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'ThrottleLimit' });
    // Another client behind the same proxy has its own limit.
    const other = await t.call(
      authApi.requestCode,
      { body: { phone: uniquePhone() } },
      null,
      viaProxy('203.0.113.11'),
    );
    expect(other.statusCode, other.body).toBe(200);
  });

  it('the widget lead limit still counts the real client', async () => {
    const w = await buildBookingWorld(t);
    const allow = await t.call(
      embedApi.updateEmbedSettings,
      { params: { id: w.objectId }, body: { origins: ['https://builder.example'] } },
      w.builder,
    );
    expect(allow.statusCode, allow.body).toBe(200);
    // Real leads: the honeypot's hits are not counted (item 7).
    const lead = () =>
      t.callRaw(
        embedApi.createEmbedRequest,
        {
          params: { id: w.objectId },
          body: { cellId: w.unit['3'], name: 'Ольга', phone: '8 918 765-43-21' },
        },
        null,
        viaProxy('203.0.113.20'),
      );
    for (let i = 0; i < EMBED_LIMITS.requestsPerIp; i++) expect((await lead()).statusCode).toBe(201);
    const refused = await lead();
    expect(refused.statusCode, refused.body).toBe(429);
  });

  it('the reaction limit still counts the real client', async () => {
    const agent = await actor(t, Role.agent);
    const sea = await complex(t, { title: 'ЖК Морской' });
    const unit = saleCell(sea).id;
    const { id } = await sendUnits(t, agent, [unit], 'Для Ивановых');
    const like = () =>
      t.call(
        snapshotApi.reactToSnapshot,
        { params: { id }, body: { kind: Kind.unit, itemId: unit, reaction: 'like' } },
        null,
        viaProxy('203.0.113.30', { 'x-visitor-id': 'visitor-aaaaaaaaaaaaaaaa' }),
      );
    for (let i = 0; i < REACTION_LIMITS.perIp; i++) expect((await like()).statusCode).toBe(200);
    const refused = await like();
    expect(refused.statusCode, refused.body).toBe(429);
  });
});

describe('[security] 1. the global limit behind one proxy', () => {
  for (const trust of ['1', PROXY]) {
    it(`still counts the real client (TRUST_PROXY=${trust})`, async () => {
      const t = await buildTestApp({ TRUST_PROXY: trust, RATE_LIMIT_MAX: '3' });
      try {
        const config = (client: string) => t.call(systemApi.readConfig, null, null, viaProxy(client));
        for (let i = 0; i < 3; i++) expect((await config('203.0.113.40')).statusCode).toBe(200);
        expect((await config('203.0.113.40')).statusCode).toBe(429);
        expect((await config('203.0.113.41')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }

  it('counts a caller that is not the named proxy by its own address, whatever X-Forwarded-For it writes', async () => {
    const t = await buildTestApp({ TRUST_PROXY: PROXY, RATE_LIMIT_MAX: '3' });
    try {
      let n = 0;
      const direct = () =>
        t.call(systemApi.readConfig, null, null, {
          headers: { 'x-forwarded-for': `198.51.100.${++n}` },
          remoteAddress: '203.0.113.50',
        });
      for (let i = 0; i < 3; i++) expect((await direct()).statusCode).toBe(200);
      expect((await direct()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('takes X-Forwarded-Host and -Proto only from the trusted proxy', async () => {
    const t = await buildTestApp({ TRUST_PROXY: PROXY });
    try {
      const forwarded = {
        host: 'node.internal',
        'x-forwarded-host': 'kvartal.example',
        'x-forwarded-proto': 'https',
      };
      const viaBalancer = await t.call(systemApi.readConfig, null, null, {
        remoteAddress: PROXY,
        headers: forwarded,
      });
      expect(viaBalancer.json().publicUrl).toBe('https://kvartal.example');
      const direct = await t.call(systemApi.readConfig, null, null, {
        remoteAddress: '203.0.113.60',
        headers: forwarded,
      });
      expect(direct.json().publicUrl).toBe('http://node.internal');
    } finally {
      await t.close();
    }
  });
});

describe('[security] 1. TRUST_PROXY in the environment', () => {
  const trust = (value: string, base: Record<string, string> = { NODE_ENV: 'test' }) => {
    const parsed = parseEnv({ ...base, TRUST_PROXY: value });
    return 'env' in parsed ? parsed.env.TRUST_PROXY : parsed.problems;
  };

  it('takes a hop count or the proxies’ addresses and CIDRs, and is off by default', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('0')).toBe(false);
    expect(trust('10.0.0.5, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    expect(trust('loopback')).toEqual(['loopback']);
    const parsed = parseEnv({ NODE_ENV: 'test' });
    expect('env' in parsed && parsed.env.TRUST_PROXY).toBe(false);
  });

  it('refuses what is neither, naming the variable', () => {
    for (const wrong of ['10.0.0.300', '10.0.0.0/33', 'balancer', '10.0.0.1,']) {
      expect(trust(wrong), wrong).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be the number of proxies/),
      ]);
    }
  });

  it('refuses a bare "trust everything" in production with a message naming the variable', () => {
    for (const everything of ['true', 'yes']) {
      expect(trust(everything, PRODUCTION_ENV)).toEqual([
        expect.stringMatching(/^TRUST_PROXY: trusting every address is refused in production/),
      ]);
    }
    expect(trust('1', PRODUCTION_ENV)).toBe(1);
    expect(trust('true')).toBe(true);
  });
});

describe('[security] 2. the OpenAPI document', () => {
  it('names no foreign host after a first request with a foreign Host', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const first = await t.call(apiDocsApi.openApiDocument, null, null, {
        headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker-forwarded.example' },
      });
      expect(first.statusCode).toBe(200);
      const later = await t.callRaw(apiDocsApi.openApiDocument);
      expect(later.body).not.toContain('attacker');
      expect(later.json().servers).toEqual([{ url: '/' }]);
    } finally {
      await t.close();
    }
  });

  it('names PUBLIC_URL when it is set', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://kvartal.example/' });
    try {
      await t.call(apiDocsApi.openApiDocument, null, null, { headers: { host: 'attacker.example' } });
      const doc = await t.callRaw(apiDocsApi.openApiDocument);
      expect(doc.json().servers).toEqual([{ url: 'https://kvartal.example' }]);
      expect(doc.body).not.toContain('attacker');
    } finally {
      await t.close();
    }
  });
});

describe('[security] 3 and 4. what the global limit counts', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '3' });

  /** A raw address: the percent-encoded path is the point. */
  const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });
  const from = (descriptor: EndpointDef, ip: string) =>
    t.callRaw(descriptor, null, null, { remoteAddress: ip });

  it('3. counts /%61pi/regions requests as /api/regions', async () => {
    const ip = '10.30.0.1';
    const encoded = await get('/%61pi/regions', ip);
    expect(encoded.statusCode, encoded.body).toBe(200);
    expect(encoded.body).toBe((await from(referenceApi.listRegions, '10.30.0.2')).body);
    for (let i = 0; i < 2; i++) expect((await get('/%61pi/%72egions', ip)).statusCode).toBe(200);
    expect((await get('/%61pi/regions', ip)).statusCode).toBe(429);
    expect((await from(referenceApi.listRegions, ip)).statusCode).toBe(429);
  });

  it('3. gives /%61pi/regions the mobile wrapper’s CORS headers, as /api/regions', async () => {
    const origin = WRAPPER_ORIGINS[0]!;
    const res = await get('/%61pi/regions', '10.30.1.1', { origin });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  });

  it('4. answers many health calls with 200 after the budget is used up, and they do not use it up', async () => {
    const spent = '10.40.0.1';
    for (let i = 0; i < 3; i++) expect((await from(systemApi.readConfig, spent)).statusCode).toBe(200);
    expect((await from(systemApi.readConfig, spent)).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await from(systemApi.health, spent)).statusCode).toBe(200);

    const fresh = '10.40.0.2';
    for (let i = 0; i < 10; i++) expect((await from(systemApi.health, fresh)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await from(systemApi.readConfig, fresh)).statusCode).toBe(200);
  });
});

/** A collection of one unit sent as a link by a fresh agent; the link's id and the unit's. */
async function sentUnit(t: TestContext, title: string) {
  const agent = await actor(t, Role.agent);
  const built = await complex(t, { title });
  const unit = saleCell(built).id;
  const { id, collectionId } = await sendUnits(t, agent, [unit]);
  return { agent, built, unit, id, collectionId };
}

describe('[security] 4–10. what callers send and what a sent link shows', () => {
  const t = useTestApp();

  it('4. a reaction’s comment and name keep no markup, however the tags are nested', async () => {
    const { id, unit } = await sentUnit(t, 'ЖК Чистый');
    const res = await t.call(snapshotApi.reactToSnapshot, {
      params: { id },
      body: {
        kind: Kind.unit,
        itemId: unit,
        reaction: 'like',
        comment: 'Нравится <<b>img src=x onerror=alert(1)> вид',
        clientName: '<scr<script>ipt>Анна',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
  });

  it('4. a booking’s client name and comment keep no markup', async () => {
    const w = await buildBookingWorld(t);
    const res = await book(t, w.agent, {
      cellId: w.unit['1'],
      kind: 'booking',
      clientName: '<<b>img src=x onerror=alert(1)>Анна',
      clientPhone: '+79181234567',
      comment: '<a href="javascript:alert(1)">перезвонить</a>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking.client.name).toMatch(/Анна$/);
    expect(booking.comment).toMatch(/перезвонить/);
    expect(`${booking.client.name} ${booking.comment}`).not.toMatch(/[<>]/);
  });

  it('5. a unit hidden after sending answers as sent, «Больше не в продаже», never with today’s price', async () => {
    const { id, unit } = await sentUnit(t, 'ЖК Ушедший');
    const before = (await t.call(snapshotApi.getSnapshot, { params: { id } })).json();
    const sentPrice = before.items[0].changes.priceNow as number;
    await t.db.update(cells).set({ disabled: true, price: 99_999_000 }).where(eq(cells.id, unit));
    const after = await t.call(snapshotApi.getSnapshot, { params: { id } });
    expect(after.json().items[0].changes).toMatchObject({
      priceWas: sentPrice,
      priceNow: null,
      available: false,
    });
    expect(after.body).not.toContain('99999000');
  });

  it('6. a buyer gets one open request per unit: the second is 409 and writes nothing', async () => {
    const w = await buildBookingWorld(t);
    const ask = () =>
      t.call(
        bookingsApi.createBooking,
        { body: { cellId: w.unit['2'], kind: 'request', clientName: 'Анна', clientPhone: '+79181234567' } },
        w.buyer,
      );
    expect((await ask()).statusCode).toBe(201);
    const again = await ask();
    expect(again.statusCode).toBe(409);
    const rows = await t.db.select().from(bookings).where(eq(bookings.cellId, w.unit['2']!));
    expect(rows).toHaveLength(1);
  });

  it('7. bots filling the widget’s trap lock no real buyer out', async () => {
    const w = await buildBookingWorld(t);
    await t.call(
      embedApi.updateEmbedSettings,
      { params: { id: w.objectId }, body: { origins: ['https://builder.example'] } },
      w.builder,
    );
    const lead = (extra: object, ip: string) =>
      t.call(
        embedApi.createEmbedRequest,
        {
          params: { id: w.objectId },
          body: { cellId: w.unit['3'], name: 'Ольга', phone: '8 918 765-43-21', ...extra },
        },
        null,
        { remoteAddress: ip },
      );
    for (let i = 0; i < EMBED_LIMITS.requestsPerObject + 5; i++)
      expect((await lead({ website: 'http://spam.example' }, `10.77.0.${i + 1}`)).statusCode).toBe(201);
    expect((await lead({}, '10.77.1.1')).statusCode).toBe(201);
  });

  it('8. the app cannot call its booking a lead from the builder’s site', async () => {
    const w = await buildBookingWorld(t);
    const res = await t.callRaw(
      bookingsApi.createBooking,
      {
        body: {
          cellId: w.unit['4'],
          kind: 'booking',
          clientName: 'Анна',
          clientPhone: '+79181234567',
          source: 'widget',
        },
      },
      w.agent,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().booking.id));
    expect(row!.source).toBe('app');
  });

  // 9. The reaction limit under 150 concurrent reactions needs real concurrency: PostgreSQL only, in
  // server/modules/snapshot/reaction-limit-race.pg.test.ts (.ci/run's PostgreSQL step).

  it('10. a visitor id the server did not sign counts as its address', async () => {
    const { id, agent, collectionId } = await sentUnit(t, 'ЖК Считанный');
    for (const invented of ['visitor-aaaaaaaaaaaaaaaa', 'visitor-bbbbbbbbbbbbbbbb'])
      await t.call(snapshotApi.getSnapshot, { params: { id } }, null, {
        headers: { 'x-visitor-id': invented },
        remoteAddress: '10.88.0.1',
      });
    const views = (await t.call(collectionsApi.getCollection, { params: { id: collectionId } }, agent)).json()
      .data.views;
    expect(views.unique).toBe(1);
  });

  it('10. «Выйти на всех устройствах» ends every token of the user', async () => {
    const agent = await actor(t, Role.agent);
    const second = authHeaders(await tokenFor(t.db, agent.user));
    expect((await t.call(userApi.logoutAll, null, agent)).statusCode).toBeLessThan(300);
    for (const headers of [agent.headers, second])
      expect((await t.call(userApi.readUser, null, null, { headers })).statusCode).toBe(401);
  });

  it('10. a token idle for more than 90 days is refused', async () => {
    const { token } = await loginByPhone(t, uniquePhone());
    const read = () => t.call(userApi.readUser, null, token);
    expect((await read()).statusCode).toBe(200);
    t.clock.advance(91 * 24 * 60 * 60_000);
    expect((await read()).statusCode).toBe(401);
  });
});
