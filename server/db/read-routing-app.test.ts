// Which handle a request's reads get, through real Fastify hooks and drizzle, with a fake primary and fake replicas
// (server/test/fake-replicas.ts); the real streaming replica is scripts/replica.ts in CI.
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { healthReady } from '#shared/api/system.ts';
import { MemoryCache } from '../core/cache/memory.ts';
import { queryRows } from '../core/sql.ts';
import type { UserRow } from './schema/index.ts';
import type { Db } from './client.ts';
import { writeWatcher } from './read-context.ts';
import { MemoryLsnStore, type LsnStore } from './lsn-store.ts';
import { createReadRouting, installReadRouting, withFence } from './read-routing-install.ts';
import { fakePrimary, fakeReplica, type FakeReplicaState } from '../test/fake-replicas.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';

interface World {
  app: FastifyInstance;
  primary: { lsn: bigint; statements: string[]; connects: number };
  replica: FakeReplicaState;
  at(ms: number): void;
  poll(): Promise<void>;
  /** Which handle served a read for this user (0: anonymous). */
  read(user: number, path?: string): Promise<string>;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function world(options: { maxLagMs?: number; store?: LsnStore } = {}): Promise<World> {
  let now = 0;
  const primary = { lsn: 100n, statements: [] as string[], connects: 0 };
  const replica: FakeReplicaState = { replay: 100n };
  const pool = fakePrimary(primary);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const db = drizzle({ client: pool as never, logger: writeWatcher }) as unknown as Db;
  const routing = await createReadRouting({
    primary: pool,
    writeDb: db,
    handles: [fakeReplica('replica-1', replica)],
    maxLagMs: options.maxLagMs ?? 1000,
    store: options.store ?? new MemoryLsnStore(() => now),
    now: () => now,
  });
  const app = Fastify();
  apps.push(app);
  app.decorate('db', db);
  app.decorate('cache', new MemoryCache());
  app.decorateRequest('user', null);
  installReadRouting(app, routing);
  app.addHook('preHandler', async (request) => {
    const id = Number(request.headers['x-user'] ?? 0);
    request.user = id ? ({ id } as UserRow) : null;
  });
  const served = async () => (await queryRows<{ served: string }>(app.readDb, sql`select 1`))[0]!;
  app.post('/read', served);
  app.post('/write', async () => {
    await app.db.execute(sql`update cells set price = 1`);
    return { ok: true };
  });
  app.post('/write-then-read', async () => {
    await app.db.execute(sql`update cells set price = 1`);
    return served();
  });
  app.post('/catalog-change', async () => {
    await app.db.execute(sql`update cells set price = 2`);
    await app.cache.bump(['catalog']);
    return { ok: true };
  });
  app.post('/fill', () => withFence(app, served));
  app.post('/transaction', () =>
    app.readDb.transaction(async (tx) => (await queryRows<{ served: string }>(tx, sql`select 1`))[0]!),
  );
  await app.ready();
  return {
    app,
    primary,
    replica,
    at: (ms) => (now = ms),
    poll: () => routing.set.poll(),
    read: async (user, path = '/read') => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: user ? { 'x-user': String(user) } : {},
        remoteAddress: `10.0.1.${user}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { served: string }).served;
    },
  };
}

const write = (w: World, user: number, lsnAfter: bigint, path = '/write') => {
  w.primary.lsn = lsnAfter;
  return w.app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-user': String(user) },
    remoteAddress: `10.0.1.${user}`,
  });
};

describe('[replicas] read routing', () => {
  it('sends a read to a caught-up replica; without replicas app.readDb is app.db itself', async () => {
    const w = await world();
    expect(await w.read(1)).toBe('replica-1');
    expect(await w.read(0)).toBe('replica-1');
    expect(w.primary.statements).toEqual([]);

    const plain = Fastify();
    apps.push(plain);
    plain.decorate('db', {} as Db);
    installReadRouting(plain, null);
    expect(plain.readDb).toBe(plain.db);
  });

  it('keeps a writer on the primary until the replica has replayed their write; others read the replica meanwhile', async () => {
    const w = await world();
    expect((await write(w, 1, 200n)).statusCode).toBe(200);
    expect(await w.read(1)).toBe('primary');
    expect(await w.read(2)).toBe('replica-1');
    w.replica.replay = 199n;
    await w.poll();
    expect(await w.read(1)).toBe('primary');
    w.replica.replay = 200n;
    await w.poll();
    expect(await w.read(1)).toBe('replica-1');
  });

  it('pins an anonymous writer by their address', async () => {
    const w = await world();
    w.primary.lsn = 300n;
    await w.app.inject({ method: 'POST', url: '/write', remoteAddress: '10.0.0.7' });
    const from = async (ip: string) =>
      (await w.app.inject({ method: 'POST', url: '/read', remoteAddress: ip })).json().served;
    expect(await from('10.0.0.7')).toBe('primary');
    expect(await from('10.0.0.8')).toBe('replica-1');
    // A logged-in user behind the same address is not held by another's write.
    const user = await w.app.inject({
      method: 'POST',
      url: '/read',
      remoteAddress: '10.0.0.7',
      headers: { 'x-user': '5' },
    });
    expect(user.json().served).toBe('replica-1');
  });

  it('pins a logged-in writer by their address too, for pages painted before the app knows them', async () => {
    const w = await world();
    expect((await write(w, 1, 200n)).statusCode).toBe(200);
    const painted = await w.app.inject({ method: 'POST', url: '/read', remoteAddress: '10.0.1.1' });
    expect(painted.json().served).toBe('primary');
  });

  it('keeps the request’s context past a body that arrives in pieces, so its write still pins the writer', async () => {
    const w = await world();
    w.primary.lsn = 200n;
    // Chunks pushed from timers: the body's events run outside the request's scope (Fastify's parser re-enters it).
    const body = new PassThrough();
    setTimeout(() => body.write('{"price":'), 5);
    setTimeout(() => body.end('1}'), 20);
    const res = await w.app.inject({
      method: 'POST',
      url: '/write',
      headers: { 'x-user': '1', 'content-type': 'application/json' },
      remoteAddress: '10.0.1.1',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await w.read(1)).toBe('primary');
  });

  it('reads on the primary for the rest of a request once it has written, and for every transaction', async () => {
    const w = await world();
    expect(await w.read(1, '/write-then-read')).toBe('primary');
    expect(await w.read(2, '/transaction')).toBe('primary');
    expect(w.primary.connects).toBe(1);
    expect(w.primary.statements).toContain('begin');
  });

  it('reads on the primary outside a request (jobs)', async () => {
    const w = await world();
    const rows = await queryRows<{ served: string }>(w.app.readDb, sql`select 1`);
    expect(rows[0]!.served).toBe('primary');
  });

  it('skips a replica lagging past REPLICA_MAX_LAG_MS for everyone, and reports it lagging', async () => {
    const w = await world({ maxLagMs: 1000 });
    w.primary.lsn = 500n;
    w.at(100);
    await w.poll();
    expect(await w.read(2)).toBe('replica-1');
    w.at(1200);
    await w.poll();
    expect(await w.read(2)).toBe('primary');
    expect(w.app.readRouting!.set.report()).toEqual([{ name: 'replica-1', state: 'lagging', lagMs: 1100 }]);
    w.replica.replay = 500n;
    await w.poll();
    expect(await w.read(2)).toBe('replica-1');
  });

  it('retries a read that fails on the replica once on the primary, and leaves the replica out until it answers', async () => {
    const w = await world();
    w.replica.broken = true;
    expect(await w.read(2)).toBe('primary');
    expect(w.app.readRouting!.set.anyUsable()).toBe(false);
    w.replica.broken = false;
    expect(await w.read(2)).toBe('primary');
    await w.poll();
    expect(await w.read(2)).toBe('replica-1');
  });

  it('repeats a statement the replica refused on the primary, and keeps the replica for the next reads', async () => {
    const w = await world();
    w.replica.error = Object.assign(new Error('canceling statement due to conflict with recovery'), {
      code: '40001',
    });
    expect(await w.read(2)).toBe('primary');
    expect(w.app.readRouting!.set.anyUsable()).toBe(true);
    w.replica.error = undefined;
    expect(await w.read(2)).toBe('replica-1');
  });

  it('fills a shared cache entry only where the last catalog change is seen', async () => {
    const w = await world();
    expect((await write(w, 1, 300n, '/catalog-change')).statusCode).toBe(200);
    w.replica.replay = 250n;
    await w.poll();
    expect(await w.read(2, '/fill')).toBe('primary');
    expect(await w.read(2)).toBe('replica-1');
    w.replica.replay = 300n;
    await w.poll();
    expect(await w.read(2, '/fill')).toBe('replica-1');
  });

  it('reads on the primary when the pins cannot be read (Redis away)', async () => {
    const failing: LsnStore = {
      get: async () => {
        throw new Error('Redis (read pins): no answer within 250 ms');
      },
      raise: async () => undefined,
    };
    const w = await world({ store: failing });
    expect(await w.read(2)).toBe('primary');
  });
});

describe('[replicas] readiness', () => {
  let t: TestContext | undefined;
  afterEach(() => t?.close());

  it('names each replica with its state and stays ready while the primary answers', async () => {
    const replicas = { up: { replay: 100n } as FakeReplicaState, gone: { replay: 100n, down: true } };
    t = await buildTestApp(
      {},
      {
        readRouting: async (database) =>
          createReadRouting({
            primary: fakePrimary({ lsn: 100n, statements: [], connects: 0 }),
            writeDb: database.db,
            handles: [
              fakeReplica('10.0.0.12:5432/kvartal', replicas.up),
              fakeReplica('10.0.0.13:5432/kvartal', replicas.gone),
            ],
            maxLagMs: 1000,
            store: new MemoryLsnStore(),
          }),
      },
    );
    const res = await t.call(healthReady);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      failing: [],
      replicas: [
        { name: '10.0.0.12:5432/kvartal', state: 'ok', lagMs: 0 },
        { name: '10.0.0.13:5432/kvartal', state: 'down', lagMs: null },
      ],
    });
  });
});
