import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import RedisMock from 'ioredis-mock';
import { Ability, OfferStatus, Role, UserStatus } from '#shared/enums.ts';
import { MemoryCache } from '../core/cache/memory.ts';
import { RedisCache } from '../core/cache/redis.ts';
import { offers, users } from '../db/schema/index.ts';
import { testEnv } from '../env.ts';
import { TOKEN_TTL_MS } from '../modules/auth/token-cache.ts';
import type { RedisClient } from '../providers/redis.ts';
import { buildAppOn, buildTestApp, type TestContext } from '../test/app.ts';
import { apiCaller } from '../test/call.ts';
import { buildUser, tokenFor, uniquePhone } from '../test/factories.ts';
import { openTestDatabase } from '../test/template.ts';
import { AdminError, type AdminContext } from './context.ts';
import { cacheClear, reindex } from './maintenance.ts';
import { parseArgs, runAdmin } from './run.ts';
import { ban, createAdmin, setRole, unban } from './users.ts';
import * as favoritesApi from '#shared/api/favorites.ts';

function adminContext(
  t: Pick<TestContext, 'db' | 'database'>,
  sharedCache: AdminContext['sharedCache'] = null,
) {
  const lines: string[] = [];
  const ctx: AdminContext = {
    db: t.db,
    engine: t.database.engine,
    now: () => new Date('2026-12-01T10:00:00Z'),
    sharedCache,
    out: (line) => lines.push(line),
  };
  return { ctx, lines };
}

/** A read (a GET moves no counter, unlike POST /api/user/data), so the token lookup stays cached between calls. */
const profile = (t: Pick<TestContext, 'callRaw'>, token: string) =>
  t.callRaw(favoritesApi.listFavorites, null, token);

describe('[admin] users from the command line', () => {
  let t: TestContext;
  let redis: RedisClient;

  beforeAll(async () => {
    redis = new RedisMock() as unknown as RedisClient;
    t = await buildTestApp({}, { redis });
  });
  afterAll(() => t.close());

  const row = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0]!;

  it('create-admin makes a new active admin, and a second run changes nothing', async () => {
    const phone = uniquePhone();
    const { ctx, lines } = adminContext(t);
    expect(await createAdmin(ctx, phone)).toEqual({ changed: true });
    const user = await row(phone);
    expect(user).toMatchObject({ group: Role.admin, status: UserStatus.active });
    expect(user.abilities).toContain(Ability.adCreate);
    expect(await createAdmin(ctx, phone)).toEqual({ changed: false });
    expect(lines[0]).toMatch(/^Created user \d+ \(\+7\d{10}\): admin, active/);
    expect(lines[1]).toMatch(/already an active admin: nothing changed/);
    // The new admin logs in and is an admin to the API.
    const res = await profile(t, await tokenFor(t.db, user));
    expect(res.statusCode).toBe(200);
  });

  it('create-admin promotes an existing user, banned and not onboarded, keeping their name', async () => {
    const user = await buildUser(t.db, {
      group: Role.disabled,
      groupBeforeBan: Role.agent,
      status: UserStatus.notAccepted,
      termsAcceptedAt: null,
      emailVerifiedAt: null,
    });
    const { ctx, lines } = adminContext(t, new RedisCache(redis));
    expect(await createAdmin(ctx, user.phone)).toEqual({ changed: true });
    expect(await row(user.phone)).toMatchObject({
      group: Role.admin,
      groupBeforeBan: null,
      status: UserStatus.active,
      name: user.name,
    });
    expect(lines[0]).toContain('role banned → admin, status not accepted → active');
    expect(await createAdmin(ctx, user.phone)).toEqual({ changed: false });
  });

  it('set-role gives a role of the Role enum once, and builder grants the cabinet ability', async () => {
    const user = await buildUser(t.db);
    const { ctx, lines } = adminContext(t, new RedisCache(redis));
    expect(await setRole(ctx, user.phone, Role.moder)).toEqual({ changed: true });
    expect((await row(user.phone)).group).toBe(Role.moder);
    expect(await setRole(ctx, user.phone, Role.moder)).toEqual({ changed: false });
    expect(lines.at(-1)).toContain('already moder: nothing changed');

    expect(await setRole(ctx, user.phone, 'builder')).toEqual({ changed: true });
    expect(await row(user.phone)).toMatchObject({ group: Role.moder });
    expect((await row(user.phone)).abilities).toContain(Ability.cabinet);
    expect(await setRole(ctx, user.phone, 'builder')).toEqual({ changed: false });

    await expect(setRole(ctx, uniquePhone(), Role.agent)).rejects.toThrow(AdminError);
  });

  it('ban revokes the tokens and every node refuses them at once through the shared cache; unban gives the role back', async () => {
    const agent = await buildUser(t.db, { group: Role.agent });
    const [offer] = await t.db
      .insert(offers)
      .values({
        userId: agent.id,
        status: OfferStatus.active,
        price: 5_000_000,
        area: 30,
        address: 'г. Сочи',
      })
      .returning();
    const token = await tokenFor(t.db, agent);
    // The lookup is cached now.
    expect((await profile(t, token)).statusCode).toBe(200);
    expect((await profile(t, token)).statusCode).toBe(200);

    const { ctx, lines } = adminContext(t, new RedisCache(redis));
    expect(await ban(ctx, agent.phone)).toEqual({ changed: true });
    expect(lines[0]).toContain('every token revoked');
    const refused = await profile(t, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: 'UserIsBanned' });
    expect((await t.db.select().from(offers).where(eq(offers.id, offer!.id)))[0]!.status).toBe(
      OfferStatus.inactive,
    );
    expect(await ban(ctx, agent.phone)).toEqual({ changed: false });
    expect(lines.at(-1)).toContain('already banned: nothing changed');

    expect(await unban(ctx, agent.phone)).toEqual({ changed: true });
    expect(await row(agent.phone)).toMatchObject({ group: Role.agent, groupBeforeBan: null });
    expect(await unban(ctx, agent.phone)).toEqual({ changed: false });
    // The old token stays revoked: they log in again.
    expect((await profile(t, token)).statusCode).toBe(401);
  });

  it('reindex rebuilds and analyzes without changing data, every time', async () => {
    const { ctx, lines } = adminContext(t);
    const before = await t.db.select().from(users);
    expect(await reindex(ctx)).toEqual({ changed: false });
    expect(await reindex(ctx)).toEqual({ changed: false });
    expect(lines[0]).toMatch(/^Rebuilt \d+ indexes and analyzed \d+ tables/);
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('cache-clear drops the shared answers once, then says there is nothing', async () => {
    const cache = new RedisCache(redis);
    await cache.set('search:1', { total: 3 }, 60_000);
    const lines: string[] = [];
    expect(await cacheClear({ out: (l) => lines.push(l) }, redis)).toEqual({ changed: true });
    expect(await new RedisCache(redis).get('search:1')).toBeUndefined();
    expect(await cacheClear({ out: (l) => lines.push(l) }, redis)).toEqual({ changed: false });
    expect(lines[1]).toContain('nothing changed');
    // Without Redis there is nothing to reach: the message says a restart clears a single node's cache.
    expect(await cacheClear({ out: (l) => lines.push(l) }, null)).toEqual({ changed: false });
    expect(lines[2]).toContain('restarting the server clears it');
  });
});

describe('[admin] a ban on one node without Redis', () => {
  it('acts within the token cache TTL, since the server process keeps its own cache', async () => {
    let now = Date.parse('2026-12-01T10:00:00Z');
    const database = await openTestDatabase();
    const { app, close } = await buildAppOn(database, { cache: new MemoryCache(5_000, () => now) });
    try {
      const user = await buildUser(database.db);
      const token = await tokenFor(database.db, user);
      expect((await profile(apiCaller(app), token)).statusCode).toBe(200);
      const { ctx, lines } = adminContext({ db: database.db, database });
      // One server on PostgreSQL (with the embedded database the CLI only runs while no server does).
      ctx.engine = 'postgres';
      await ban(ctx, user.phone);
      expect(lines[0]).toContain(`within ${TOKEN_TTL_MS / 60_000} minutes`);
      // What the CLI says: the server's own cache still knows the token …
      now += TOKEN_TTL_MS - 1_000;
      expect((await profile(apiCaller(app), token)).statusCode).toBe(200);
      // … until its entry runs out.
      now += 2_000;
      expect((await profile(apiCaller(app), token)).statusCode).toBe(403);
    } finally {
      await close();
      await database.close();
    }
  });
});

describe('[admin] command line', () => {
  it('refuses a wrong command line with the usage and exit code 2, before opening anything', async () => {
    for (const argv of [
      [],
      ['frobnicate'],
      ['create-admin'],
      ['create-admin', '--phone', '123'],
      ['set-role', '--phone', '+79001234567', '--role', 'disabled'],
      ['set-role', '--phone', '+79001234567', '--role', 'king'],
      ['ban', '--phone', '+79001234567', '--role', 'admin'],
      ['reindex', 'extra'],
      ['create-admin', '--phone', '+79001234567', '--force'],
      ['import-regions', 'a.json', 'b.json'],
      ['backup'],
      ['restore', 'a.tar.gz', 'b.tar.gz'],
      ['restore', 'a.tar.gz', '--force=yes'],
    ]) {
      const err: string[] = [];
      // DATABASE_URL points nowhere: a parsed command line would fail to connect, not answer 2.
      const code = await runAdmin(argv, testEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }), {
        out: () => undefined,
        err: (line) => err.push(line),
      });
      expect(code, argv.join(' ')).toBe(2);
      expect(err.join('\n')).toContain('Usage: npm run admin -- <command>');
    }
    expect(parseArgs(['set-role', '--phone=+7 900 123-45-67', '--role', 'builder'])).toMatchObject({
      command: 'set-role',
      role: 'builder',
    });
  });

  it('cache-clear without REDIS_URL exits 0 and says a restart clears the cache', async () => {
    const out: string[] = [];
    const code = await runAdmin(['cache-clear'], testEnv(), {
      out: (l) => out.push(l),
      err: () => undefined,
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('restarting the server clears it');
  });
});
