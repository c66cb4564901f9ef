// The four fault scenarios of issue 29 («Survive the dependencies»), each under the same steady mixed load through
// nginx: Redis stopped, the bucket unreachable, the primary restarted, a rolling restart. Each answers its counts
// (requests, failures, p99) and named checks; scripts/faults.ts (CI) and bench/faults.ts (longer) run them.
import type { Socket } from 'socket.io-client';
import { DEMO_PHONES } from '../../../e2e/demo.ts';
import { EMBED_LIMITS } from '../../../shared/embed.ts';
import { PublicEvent } from '../../../shared/realtime.ts';
import { availabilityTexts } from '../../../shared/texts/availability.ts';
import { count, describe, type Counts, type Load, type Operation, type Sample } from './load.ts';
import {
  call,
  login,
  ok,
  openSocket,
  pngForm,
  readiness,
  sleep,
  unitOnSale,
  waitFor,
  type Stage,
} from './cluster.ts';

export interface Check {
  title: string;
  /** Throws to fail. */
  run(): void | Promise<void>;
}

export interface ScenarioResult {
  name: string;
  counts: Counts;
  checks: Check[];
}

export interface Durations {
  redisDownMs: number;
  bucketDownMs: number;
  /** How long the primary stays stopped in each restart. */
  primaryDownMs: number;
  primaryRestarts: number;
  /** The quiet time around each event that still counts in its window. */
  settleMs: number;
  concurrency: number;
}

export const CI_DURATIONS: Durations = {
  redisDownMs: 30_000,
  bucketDownMs: 6_000,
  primaryDownMs: 3_000,
  primaryRestarts: 1,
  settleMs: 2_000,
  concurrency: 6,
};

/** No request may wait longer than this on a failing dependency (the issue: «never a hang past 5 s»). */
export const HANG_MS = 5_000;
/** deploy/nginx.conf's fail_timeout: a node left out of the pool is tried again after it. */
const PROXY_FAIL_TIMEOUT_MS = 5_000;

function assert(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

/** The status, or 0 when no answer came (refused, or past the client's timeout). */
const statusOf = (answer: Promise<{ status: number }>) =>
  answer.then(
    (r) => r.status,
    () => 0,
  );

const hasRussian = (text: string) => /[А-Яа-яЁё]{3}/.test(text);

/** The answers that failed, by operation and status, for a check's message. */
function failuresOf(samples: readonly Sample[], keep: (s: Sample) => boolean): string {
  const groups = new Map<string, { n: number; body: string }>();
  for (const sample of samples.filter(keep)) {
    const key = `${sample.name} ${sample.status || 'no answer'}`;
    const group = groups.get(key) ?? { n: 0, body: sample.body.slice(0, 120) };
    group.n += 1;
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => `${g.n} × ${key} (${g.body})`).join('; ');
}

const noFailures = (samples: readonly Sample[]) => () => {
  const counts = count(samples);
  assert(
    counts.failures === 0,
    `${counts.failures} failed: ${failuresOf(samples, (s) => s.status === 0 || s.status >= 500 || s.status === 429)}`,
  );
};

const noHang = (samples: readonly Sample[]) => () => {
  const slow = samples.filter((s) => s.ms > HANG_MS);
  assert(
    slow.length === 0,
    `${slow.length} requests took over ${HANG_MS} ms (longest ${Math.round(Math.max(...slow.map((s) => s.ms)))} ms: ${slow[0]?.name})`,
  );
};

export interface World {
  buyer: string;
  builder: string;
  admin: string;
  objectId: number;
  photo: string;
  /** The texts of news items whose creation was acknowledged (2xx). */
  acknowledged: string[];
  marker: string;
}

export async function prepare(stage: Stage): Promise<World> {
  const base = stage.proxy.baseURL;
  const [buyer, builder, admin] = [
    await login(base, DEMO_PHONES.user),
    await login(base, DEMO_PHONES.builder),
    await login(base, DEMO_PHONES.admin),
  ];
  const list = await ok(base, 'GET', '/api/backoffice/objects', { token: builder });
  const objectId = (list.data as { id: number; published: boolean }[]).find((o) => o.published)!.id;
  const page = await call(base, 'POST', '/api/search?page=1', { token: buyer, body: {} });
  const photo = /"(\/files\/[^"]+\.(?:webp|jpe?g))"/.exec(page.text)?.[1];
  assert(photo, 'no photo on the search page');
  return {
    buyer,
    builder,
    admin,
    objectId,
    photo,
    acknowledged: [],
    marker: `сбой-${Date.now().toString(36)}`,
  };
}

/** Reads (search page 1, a complex's news, the cabinet, a photo) and writes (a heart, a builder's news item). */
export function operations(stage: Stage, world: World): Operation[] {
  const base = stage.proxy.baseURL;
  const as = (answer: Promise<{ status: number; text: string }>) =>
    answer.then(({ status, text }) => ({ status, body: text }));
  let hearts = 0;
  let posted = 0;
  return [
    {
      name: 'search',
      write: false,
      weight: 3,
      send: () => as(call(base, 'POST', '/api/search?page=1', { token: world.buyer, body: {} })),
    },
    {
      name: 'news',
      write: false,
      weight: 2,
      send: () => as(call(base, 'GET', `/api/objects/${world.objectId}/news?page=1`, { token: world.buyer })),
    },
    {
      name: 'cabinet',
      write: false,
      weight: 1,
      send: () => as(call(base, 'GET', '/api/cabinet', { token: world.buyer })),
    },
    {
      name: 'photo',
      write: false,
      weight: 1,
      send: async () => {
        const res = await fetch(`${base}${world.photo}`, { signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        return { status: res.status, body: res.headers.get('content-type') ?? '' };
      },
    },
    {
      name: 'heart',
      write: true,
      weight: 1,
      send: () =>
        as(
          call(base, 'POST', '/api/user/favorites', {
            token: world.buyer,
            body: { id: world.objectId, favorite: hearts++ % 2 === 0 },
          }),
        ),
    },
    (() => {
      let text = '';
      return {
        name: 'post news',
        write: true,
        weight: 1,
        send: () => {
          text = `${world.marker} ${posted++}: отчёт о ходе строительства`;
          const sent = text;
          return as(
            call(base, 'POST', `/api/backoffice/objects/${world.objectId}/news`, {
              token: world.builder,
              body: { text: sent },
            }),
          ).then((answer) => ({ ...answer, sent }));
        },
        acknowledged: (answer: { body: string; sent?: string }) => {
          if (answer.sent) world.acknowledged.push(answer.sent);
        },
      } as Operation;
    })(),
  ];
}

async function degraded(stage: Stage, part: string): Promise<void> {
  for (const [i, node] of stage.nodes.entries()) {
    const ready = await readiness(node);
    assert(
      ready.status === 200 && ready.body?.status === 'degraded' && ready.body.failing?.includes(part),
      `node ${stage.names[i]}'s readiness answered ${ready.status} ${ready.text} (expected 200, degraded, ${part})`,
    );
  }
}

const allReady = (stage: Stage) => async () =>
  (await Promise.all(stage.nodes.map(readiness))).every((r) => r.status === 200 && r.body?.status === 'ok');

function heard(socket: Socket, text: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the push «${text}» did not arrive within ${ms} ms`)),
      ms,
    );
    const listener = (payload: { text?: string }) => {
      if (payload?.text !== text) return;
      clearTimeout(timer);
      socket.off(PublicEvent.Message, listener);
      resolve();
    };
    socket.on(PublicEvent.Message, listener);
  });
}

/** An admin's broadcast sent through one node reaches a socket held by the other (through Redis). */
async function pushCrossesNodes(stage: Stage, world: World, socket: Socket, from: number): Promise<void> {
  const text = `Проверка связи ${Date.now()}`;
  const arrival = heard(socket, text, 10_000);
  await ok(stage.nodes[from]!.baseURL, 'POST', '/api/app/message', { token: world.admin, body: { text } });
  await arrival;
}

export async function redisDown(
  stage: Stage,
  world: World,
  load: Load,
  d: Durations,
): Promise<ScenarioResult> {
  const [a, b] = stage.nodes as [NonNullable<Stage['nodes'][0]>, NonNullable<Stage['nodes'][0]>];
  const socket = await openSocket(b.baseURL, true);
  const unit = await unitOnSale(a.baseURL, world.builder, world.objectId);
  await ok(a.baseURL, 'PUT', `/api/backoffice/objects/${unit.objectId}/embed`, {
    token: world.builder,
    body: { origins: ['https://zastroyshik.example'] },
  });
  const from = Date.now();
  await stage.redis.stop();
  const stoppedAt = Date.now();
  await sleep(1_000);
  const during: Record<string, unknown> = {};
  try {
    await degraded(stage, 'redis');
    during.readiness = true;
  } catch (error) {
    during.readiness = error;
  }
  // The widget's request limit, counted in Redis when it answers: per node while it does not.
  const lead = { cellId: unit.cellId, name: 'Ольга', phone: '+79161234567' };
  const onA: number[] = [];
  for (let i = 0; i <= EMBED_LIMITS.requestsPerIp; i++)
    onA.push(await statusOf(call(a.baseURL, 'POST', `/api/embed/${unit.objectId}/requests`, { body: lead })));
  const onB = await statusOf(call(b.baseURL, 'POST', `/api/embed/${unit.objectId}/requests`, { body: lead }));
  await sleep(Math.max(0, d.redisDownMs - (Date.now() - stoppedAt)));
  await stage.redis.start();
  const back = await waitFor('both nodes ready again after Redis returned', 15_000, allReady(stage)).catch(
    (e) => e as Error,
  );
  let push: unknown = null;
  try {
    await pushCrossesNodes(stage, world, socket, 0);
  } catch (error) {
    push = error;
  }
  socket.disconnect();
  await sleep(d.settleMs);
  const samples = load.between(from, Date.now());
  return {
    name: `Redis stopped for ${Math.round(d.redisDownMs / 1000)} s`,
    counts: count(samples),
    checks: [
      { title: 'no request fails while Redis is down (the cache is bypassed)', run: noFailures(samples) },
      { title: `no request waits on Redis past ${HANG_MS} ms`, run: noHang(samples) },
      {
        title: 'readiness says Redis is degraded and keeps the node in the pool (200)',
        run: () => {
          if (during.readiness !== true) throw during.readiness;
        },
      },
      {
        title: 'the widget’s request limit falls back to each node’s own count',
        run: () => {
          const spent = onA.slice(0, EMBED_LIMITS.requestsPerIp);
          assert(
            spent.every((s) => s === 201),
            `node a refused within its budget: ${onA.join(', ')}`,
          );
          assert(onA.at(-1) === 429, `node a answered ${onA.at(-1)} past its budget`);
          assert(onB === 201, `node b, counting on its own, answered ${onB}`);
        },
      },
      {
        title: 'both nodes are ready again once Redis is back',
        run: () => {
          if (back instanceof Error) throw back;
        },
      },
      {
        title: 'a push crosses nodes again after Redis returns (the adapter reconnected)',
        run: () => {
          if (push) throw push;
        },
      },
    ],
  };
}

export async function bucketDown(
  stage: Stage,
  world: World,
  load: Load,
  d: Durations,
): Promise<ScenarioResult> {
  const base = stage.proxy.baseURL;
  // The photo the load reads has been served through the proxy already, so its cache holds it.
  // The app's page (built into dist/app when the SPA is built): answered as before the bucket went away.
  const pageBefore = await fetch(`${base}/`).then(async (r) => (await r.text(), r.status));
  const from = Date.now();
  await stage.bucket.stop();
  const stoppedAt = Date.now();
  const upload = await call(base, 'POST', '/api/temp_image', { token: world.builder, form: await pngForm() });
  const photo = await fetch(`${base}${world.photo}`);
  const photoType = photo.headers.get('content-type');
  await photo.arrayBuffer();
  const page = await fetch(`${base}/`);
  const pageText = await page.text();
  const complex = await call(base, 'POST', `/api/objects/${world.objectId}`, {
    token: world.buyer,
    body: {},
  });
  let ready: unknown = true;
  try {
    await degraded(stage, 'storage');
  } catch (error) {
    ready = error;
  }
  await sleep(Math.max(0, d.bucketDownMs - (Date.now() - stoppedAt)));
  await stage.bucket.start();
  let after: unknown = null;
  await waitFor('an upload is taken again', 15_000, async () => {
    const again = await call(base, 'POST', '/api/temp_image', {
      token: world.builder,
      form: await pngForm(),
    });
    after = again.status;
    return again.status === 200;
  }).catch(() => undefined);
  await sleep(d.settleMs);
  const samples = load.between(from, Date.now());
  return {
    name: `The bucket unreachable for ${Math.round(d.bucketDownMs / 1000)} s`,
    counts: count(samples),
    checks: [
      {
        title: 'an upload answers 503 with a Russian message, at once',
        run: () => {
          assert(upload.status === 503, `the upload answered ${upload.status}: ${upload.text.slice(0, 200)}`);
          assert(upload.body?.message === availabilityTexts.storage, `message ${upload.body?.message}`);
          assert(upload.ms < HANG_MS, `it took ${Math.round(upload.ms)} ms`);
        },
      },
      {
        title: 'pages and an existing photo keep working (the photo from the proxy’s cache)',
        run: () => {
          assert(
            photo.status === 200 && photoType?.startsWith('image/'),
            `the photo answered ${photo.status} ${photoType}`,
          );
          assert(
            page.status === pageBefore && (page.status !== 200 || pageText.includes('<html')),
            `the page answered ${page.status}, ${pageBefore} before`,
          );
          assert(complex.status === 200, `the complex answered ${complex.status}`);
        },
      },
      { title: 'no request of the load fails', run: noFailures(samples) },
      {
        title: 'readiness says the storage is degraded and keeps the node in the pool (200)',
        run: () => {
          if (ready !== true) throw ready;
        },
      },
      {
        title: 'uploads are taken again once the bucket is back',
        run: () => assert(after === 200, `the upload answered ${String(after)}`),
      },
    ],
  };
}

export async function primaryRestart(
  stage: Stage,
  world: World,
  load: Load,
  d: Durations,
): Promise<ScenarioResult> {
  const from = Date.now();
  const recoveries: number[] = [];
  let recovered: unknown = null;
  for (let i = 0; i < d.primaryRestarts; i++) {
    await stage.pg.stop();
    await sleep(d.primaryDownMs);
    await stage.pg.start();
    try {
      recoveries.push(
        await waitFor('both nodes ready again after the primary restarted', 30_000, allReady(stage)),
      );
      // The proxy took the nodes out on their 503s and tries them again after its fail_timeout (docs/DEPLOY.md):
      // the nodes' own recovery is what is checked, so the tail starts once the proxy has them back.
      await waitFor(
        'the proxy serving through the nodes again',
        PROXY_FAIL_TIMEOUT_MS + 10_000,
        async () => (await call(stage.proxy.baseURL, 'GET', '/api/health/ready')).status === 200,
      );
    } catch (error) {
      recovered = error;
      break;
    }
    await sleep(d.settleMs);
  }
  const samples = load.between(from, Date.now());
  const tail = load.between(Date.now() - 1_000, Date.now());
  // The acknowledged writes so far, all of them read back from the primary.
  const wanted = [...world.acknowledged];
  const found = new Set(
    (
      await stage.query<{ text: string }>(`select text from news where text like $1`, [`%${world.marker}%`])
    ).map((row) => row.text.replace(/<[^>]+>/g, '')),
  );
  const lost = wanted.filter((text) => ![...found].some((row) => row.includes(text)));
  return {
    name: `The primary restarted ${d.primaryRestarts} × (${Math.round(d.primaryDownMs / 1000)} s down)`,
    counts: count(samples),
    checks: [
      {
        title: 'no node process dies on a PostgreSQL client error',
        run: () => assert(stage.deaths.length === 0, `died: ${stage.deaths.join(', ')}`),
      },
      {
        title: 'requests during the restart fail fast: 503 with a Russian message, never 500',
        run: () => {
          const bad = samples.filter(
            (s) => (s.status === 0 || s.status >= 500) && !(s.status === 503 && hasRussian(s.body)),
          );
          assert(
            bad.length === 0,
            failuresOf(samples, (s) => bad.includes(s)),
          );
        },
      },
      { title: `no request waits on the primary past ${HANG_MS} ms`, run: noHang(samples) },
      {
        title: 'the nodes recover without a restart of their own',
        run: () => {
          if (recovered) throw recovered;
          noFailures(tail)();
        },
      },
      {
        title: 'no acknowledged write is lost',
        run: () =>
          assert(lost.length === 0, `${lost.length} of ${wanted.length} acknowledged news items are missing`),
      },
    ],
  };
}

export async function rollingRestart(
  stage: Stage,
  world: World,
  load: Load,
  d: Durations,
): Promise<ScenarioResult> {
  const socket = await openSocket(stage.proxy.baseURL, true);
  let connects = 0;
  socket.io.on('reconnect', () => (connects += 1));
  const from = Date.now();
  for (let i = 0; i < stage.nodes.length; i++) {
    await stage.stopNode(i);
    await stage.restart(i);
    await waitFor(`node ${stage.names[i]} ready again`, 60_000, allReady(stage));
    // The proxy tries a node it left out again after fail_timeout.
    await sleep(PROXY_FAIL_TIMEOUT_MS + 1_000);
  }
  await sleep(d.settleMs);
  const samples = load.between(from, Date.now());
  let push: unknown = null;
  try {
    await waitFor('the socket connected again', 15_000, async () => socket.connected);
    await pushCrossesNodes(stage, world, socket, 0);
    await pushCrossesNodes(stage, world, socket, 1);
  } catch (error) {
    push = error;
  }
  socket.disconnect();
  return {
    name: 'Rolling restart (SIGTERM to each node in turn)',
    counts: count(samples),
    checks: [
      { title: 'no request fails while each node in turn drains and starts again', run: noFailures(samples) },
      {
        title: 'a socket through the proxy reconnects by itself and hears pushes from both nodes',
        run: () => {
          assert(connects >= 1, 'the socket never reconnected');
          if (push) throw push;
        },
      },
    ],
  };
}

export { describe };
