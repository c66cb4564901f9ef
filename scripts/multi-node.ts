// .ci/run: two real servers (as e2e/server.ts starts them) on two ports sharing one PostgreSQL, one Redis and one S3
// (s3rver, started here on 127.0.0.1). Both start at once on a new database, so migrations and the demo seed are
// raced too. Checks what a second node could break: pushes, files, throttles, fresh data, lost writes.
// Usage: tsx scripts/multi-node.ts <maintenance database url> <redis url> <tallies.json>
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { BookingAction } from '../shared/bookings.ts';
import { EMBED_LIMITS } from '../shared/embed.ts';
import { CellStatus } from '../shared/enums.ts';
import { PrivateEvent, SOCKET_PATH } from '../shared/realtime.ts';
import { DEMO_CODE, DEMO_PHONES, demoTestPhones } from '../e2e/demo.ts';
import { ROOT } from '../e2e/paths.ts';
import { startServer, type RunningServer } from '../e2e/server.ts';
import { startS3rver } from '../server/test/s3rver.ts';
import { freePort } from './lib/free-port.ts';
import type { Tally } from './lib/tally.ts';
import { assert, checker } from './lib/checks.ts';
import { adminQuery } from './lib/pg-admin.ts';
import { PRIVACY_VERSION } from '../shared/texts/privacy.ts';

const [maintenanceUrl, redisUrl, out] = process.argv.slice(2);
if (!maintenanceUrl || !redisUrl || !out) {
  console.error('Usage: tsx scripts/multi-node.ts <postgres://…/postgres> <redis://…> <tallies.json>');
  process.exit(2);
}

const DB = 'kvartal_nodes';
/** How late a buyer may still see a sold unit on sale on another node. */
const FRESH_MS = 2_000;

const admin = (sql: string) => adminQuery(maintenanceUrl!, sql);

const tally: Tally = {
  suite: 'two nodes (PostgreSQL, Redis, S3)',
  passed: 0,
  failed: 0,
  skipped: 0,
  failures: [],
};
const check = checker(tally);

/** A JSON call to one node; answers status and body. */
async function call(
  node: RunningServer,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read as untyped JSON here
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${node.baseURL}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function ok(
  node: RunningServer,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const answer = await call(node, method, url, options);
  assert(answer.status < 300, `${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function login(node: RunningServer, phone: string): Promise<string> {
  await ok(node, 'POST', '/api/user/code', { body: { phone } });
  const { token } = await ok(node, 'POST', '/api/user/login', {
    body: { phone, code: DEMO_CODE, consentVersion: PRIVACY_VERSION },
  });
  return token as string;
}

interface Unit {
  objectId: number;
  sectionId: number;
  cellId: number;
}

/** Units on sale without an open booking, in the demo builder's published complexes that take bookings. */
async function freeUnits(node: RunningServer, builder: string, wanted: number): Promise<Unit[]> {
  const units: Unit[] = [];
  const list = await ok(node, 'GET', '/api/backoffice/objects', { token: builder });
  for (const card of list.data as { id: number; published: boolean }[]) {
    if (!card.published) continue;
    const object = await ok(node, 'GET', `/api/backoffice/objects/${card.id}`, { token: builder });
    if (!object.booking?.enabled) continue;
    const full = await ok(node, 'POST', `/api/objects/${card.id}`, { token: builder, body: {} });
    for (const pavilion of full.pavilions as { sections: { id: number }[] }[]) {
      for (const section of pavilion.sections) {
        const view = await call(node, 'POST', `/api/objects/${card.id}/chess/${section.id}`, {
          token: builder,
          body: {},
        });
        if (view.status !== 200) continue;
        for (const cell of view.body.cells) {
          if (cell.disabled || cell.booking || cell.data.status !== CellStatus.sale || !cell.data.number)
            continue;
          units.push({ objectId: card.id, sectionId: section.id, cellId: cell.id });
          if (units.length >= wanted) return units;
        }
      }
    }
  }
  throw new Error(`only ${units.length} free units of a complex taking bookings`);
}

/** The unit's status on a node's chessboard as someone without a booking of theirs sees it. */
async function statusOn(node: RunningServer, unit: Unit, token: string): Promise<number | undefined> {
  const view = await ok(node, 'POST', `/api/objects/${unit.objectId}/chess/${unit.sectionId}`, {
    token,
    body: {},
  });
  return (view.cells as { id: number; data: { status: number } }[]).find((c) => c.id === unit.cellId)?.data
    .status;
}

function openSocket(node: RunningServer, token: string): Promise<Socket> {
  const socket = connect(node.baseURL, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function waitFor<T>(what: string, ms: number, poll: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  return (async () => {
    for (;;) {
      const found = await poll();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
}

const bookingBody = (unit: Unit) => ({
  cellId: unit.cellId,
  clientName: 'Ирина Соколова',
  clientPhone: '+79161234567',
});

const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-nodes-'));
const s3 = await startS3rver();
const url = new URL(maintenanceUrl);
url.pathname = `/${DB}`;
const nodes: RunningServer[] = [];
const sockets: Socket[] = [];

async function startNode(name: string) {
  return startServer({
    port: await freePort(),
    logFile: path.join(dir, `${name}.log`),
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      S3_ENDPOINT: s3.options.endpoint,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY: s3.options.accessKeyId,
      S3_SECRET_KEY: s3.options.secretAccessKey,
      DATA_DIR: path.join(dir, name),
      SEED_DEMO: '1',
      AUTH_TEST_PHONES: demoTestPhones(),
      LOG_LEVEL: 'info',
    },
  });
}

try {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  let a!: RunningServer;
  let b!: RunningServer;
  await check(
    '[nodes] two nodes start at once on a new database: one migrates and seeds, both serve',
    async () => {
      [a, b] = await Promise.all([startNode('a'), startNode('b')]);
      nodes.push(a, b);
      assert(a.health.engine === 'postgres' && b.health.engine === 'postgres', 'both report postgres');
    },
  );
  if (nodes.length === 2) {
    const builder = await login(a, DEMO_PHONES.builder);
    const agent = await login(b, DEMO_PHONES.agent);
    const buyer = await login(b, DEMO_PHONES.user);
    const [unit, spare, shelf] = await freeUnits(a, builder, 3);

    let bookingId: number | undefined;
    await check(
      '[nodes] a booking confirmed on node A is pushed to the agent’s socket on node B',
      async () => {
        const socket = await openSocket(b, agent);
        sockets.push(socket);
        const heard: { type?: string }[] = [];
        socket.on(PrivateEvent.Notification, (payload) => heard.push(payload));
        const { booking } = await ok(b, 'POST', '/api/bookings', { token: agent, body: bookingBody(unit!) });
        bookingId = booking.id;
        await ok(a, 'PUT', `/api/backoffice/bookings/${booking.id}`, {
          token: builder,
          body: { action: BookingAction.confirm },
        });
        await waitFor('the BookingConfirmed push on node B', 5_000, async () =>
          heard.find((n) => n.type === 'BookingConfirmed'),
        );
      },
    );

    await check(
      `[nodes] a unit sold through node A is off sale on node B’s chessboard within ${FRESH_MS} ms`,
      async () => {
        assert(bookingId !== undefined, 'no booking to sell (the check above failed)');
        // B reads the unit first, so a cache on B holds the old state.
        assert((await statusOn(b, unit!, buyer)) !== CellStatus.sold, 'the unit was sold already');
        await ok(a, 'PUT', `/api/backoffice/bookings/${bookingId}`, {
          token: builder,
          body: { action: BookingAction.sold },
        });
        const soldAt = Date.now();
        await waitFor('the sold status on node B', FRESH_MS, async () =>
          (await statusOn(b, unit!, buyer)) === CellStatus.sold ? true : undefined,
        );
        console.log(`    (seen on B ${Date.now() - soldAt} ms after A answered)`);
      },
    );

    await check(
      `[nodes] a unit sold through node A leaves node B’s cached feed within ${FRESH_MS} ms`,
      async () => {
        // B's feed first, twice, so its page 1 is served from B's cache when the sale happens.
        const onSaleOn = async (node: RunningServer) => {
          const page = await ok(node, 'POST', '/api/search?page=1', { token: buyer, body: {} });
          return (page.data as { id: number; isOffer: boolean; saleCount?: number }[]).find(
            (card) => !card.isOffer && card.id === shelf!.objectId,
          )?.saleCount;
        };
        await onSaleOn(b);
        const before = await onSaleOn(b);
        assert(before !== undefined, 'the complex is not on page 1 of the feed');
        await ok(a, 'PUT', `/api/backoffice/cells/${shelf!.cellId}`, {
          token: builder,
          body: { status: CellStatus.sold },
        });
        const soldAt = Date.now();
        await waitFor('one flat fewer on sale in B’s feed', FRESH_MS, async () =>
          (await onSaleOn(b)) === before - 1 ? true : undefined,
        );
        console.log(`    (seen on B ${Date.now() - soldAt} ms after A answered)`);
      },
    );

    await check('[nodes] a photo uploaded through node A is served by node B', async () => {
      const form = new FormData();
      const png = await readFile(path.join(ROOT, 'e2e/fixtures/images/courtyard.png'));
      form.append('image', new Blob([png], { type: 'image/png' }), 'courtyard.png');
      const res = await fetch(`${a.baseURL}/api/temp_image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${builder}`, 'x-requested-with': 'XMLHttpRequest' },
        body: form,
      });
      const text = await res.text();
      assert(res.status === 200, `upload answered ${res.status}: ${text}`);
      const image = JSON.parse(text) as { l: string };
      const served = await fetch(`${b.baseURL}${image.l}`);
      assert(served.status === 200, `B answered ${served.status} for ${image.l}`);
      assert(
        served.headers.get('content-type') === 'image/webp',
        `type ${served.headers.get('content-type')}`,
      );
      const bytes = Buffer.from(await served.arrayBuffer());
      assert(bytes.subarray(8, 12).toString() === 'WEBP', 'B served a webp');
      const again = await fetch(`${b.baseURL}${image.l}`, {
        headers: { 'if-none-match': served.headers.get('etag')! },
      });
      assert(again.status === 304, `a repeat with the ETag answered ${again.status}`);
    });

    await check('[nodes] the login throttle counted on node A refuses on node B', async () => {
      const phone = '+79995550101';
      await ok(a, 'POST', '/api/user/code', { body: { phone } });
      const refused = await call(b, 'POST', '/api/user/code', { body: { phone } });
      assert(refused.status === 429, `B answered ${refused.status}: ${JSON.stringify(refused.body)}`);
      assert(refused.body.type === 'ThrottleLimit', `type ${refused.body.type}`);
    });

    await check(
      '[nodes] the widget’s request limit is one budget for both nodes (counted in Redis)',
      async () => {
        await ok(a, 'PUT', `/api/backoffice/objects/${spare!.objectId}/embed`, {
          token: builder,
          body: { origins: ['https://zastroyshik.example'] },
        });
        // Real leads (a honeypot hit is answered as sent and never counted), on a unit still on sale (the first unit
        // was sold above); a request holds nothing, so the booking below still takes it.
        const body = { cellId: spare!.cellId, name: 'Ольга', phone: '+79161234567' };
        for (let i = 0; i < EMBED_LIMITS.requestsPerIp; i++) {
          await ok(i % 2 === 0 ? a : b, 'POST', `/api/embed/${spare!.objectId}/requests`, { body });
        }
        for (const node of [a, b]) {
          const refused = await call(node, 'POST', `/api/embed/${spare!.objectId}/requests`, { body });
          assert(refused.status === 429, `a request past the limit answered ${refused.status}`);
        }
      },
    );

    await check(
      '[nodes] a write acknowledged by node A survives its SIGKILL: node B reads it back',
      async () => {
        const { booking } = await ok(a, 'POST', '/api/bookings', { token: agent, body: bookingBody(spare!) });
        process.kill(-a.pid, 'SIGKILL');
        const read = await ok(b, 'GET', `/api/bookings/${booking.id}`, { token: agent });
        assert(read.booking.id === booking.id && read.booking.cellId === spare!.cellId, 'the same booking');
        // B goes on serving the buyer's pushes with A gone.
        await ok(b, 'PUT', `/api/backoffice/bookings/${booking.id}`, {
          token: builder,
          body: { action: BookingAction.confirm },
        });
        assert((await statusOn(b, spare!, buyer)) !== undefined, 'B still answers');
      },
    );
  }
} catch (error) {
  tally.failed += 1;
  tally.note = (error as Error).message.slice(0, 300);
  console.log(`  ✗ ${(error as Error).message}`);
}
for (const socket of sockets) socket.disconnect();
for (const node of nodes) await node.stop();
await s3.stop();
await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => undefined);
if (tally.failed > 0) {
  for (const name of ['a', 'b']) {
    const log = await readFile(path.join(dir, `${name}.log`), 'utf8').catch(() => '');
    console.log(`── node ${name}, last lines:\n${log.trimEnd().split('\n').slice(-15).join('\n')}`);
  }
}
await rm(dir, { recursive: true, force: true });
await writeFile(out, JSON.stringify([tally], null, 2));
process.exit(tally.failed > 0 ? 1 : 0);
