// The services the fault scenarios stop and start under load: a PostgreSQL cluster of their own (so its primary can
// be restarted without touching CI's), a Redis, an S3 bucket (s3rver, in this process) and nginx in front of the
// nodes, configured by deploy/nginx.conf itself with the addresses changed.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import type { S3Options } from '../../../server/storage/s3.ts';
import { ROOT } from '../../../e2e/paths.ts';
import { initdbArgs } from '../initdb-args.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Stoppable {
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops for good and removes its files. */
  close(): Promise<void>;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port of [from, to] nobody listens on (the brief's ranges keep clear of other engineers' services). */
export async function portIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await canListen(port)) return port;
  throw new Error(`no free port in ${from}–${to}`);
}

/** Whether something accepts TCP connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(what: string, ms: number, test: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

export interface Postgres extends Stoppable {
  url: string;
  port: number;
}

/** initdb refuses root: as root the cluster belongs to the postgres user, as .ci/run does it. */
export async function startPostgres(dir: string, port: number, bin: string): Promise<Postgres> {
  const root = process.getuid?.() === 0;
  const asPg = (command: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir })
      : run(command, args, { cwd: dir });
  await mkdir(dir, { recursive: true });
  if (root) await run('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  await asPg(path.join(bin, 'initdb'), initdbArgs(data));
  // Commits are acknowledged durably (synchronous_commit stays on): the scenario checks no acknowledged write is lost.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => asPg(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const running = () =>
    pgCtl('status').then(
      () => true,
      () => false,
    );
  const start = async () => {
    if (await running()) return;
    await pgCtl('-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', 'start', '-o', options);
  };
  await start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: async () => {
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    close: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer extends Stoppable {
  url: string;
}

export async function startRedis(dir: string, port: number): Promise<RedisServer> {
  await mkdir(dir, { recursive: true });
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && child.exitCode === null) return;
    child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await until('Redis listening', 10_000, () => listening(port));
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await gone;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** s3rver accepts any signature made with its own fixed key. */
const S3RVER_KEY = 'S3RVER';

export interface Bucket extends Stoppable {
  options: S3Options;
}

/** An S3 bucket on a fixed port, so the nodes find it again at the same address after a stop. */
export async function startBucket(dir: string, port: number): Promise<Bucket> {
  let server: S3rver | null = null;
  const start = async () => {
    if (server) return;
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'kvartal',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      region: 'us-east-1',
    },
    start,
    stop,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Proxy {
  baseURL: string;
  close(): Promise<void>;
  errorLog(): Promise<string>;
}

/**
 * nginx with deploy/nginx.conf (what production runs): the compose node names become the nodes' loopback ports,
 * port 80 a free one, the photo cache's folder a temporary one. The rest (retries, passive health, the cache of
 * /files/, the Russian 503 page) is tested as shipped.
 */
export async function startNginx(port: number, nodePorts: readonly number[]): Promise<Proxy> {
  // Its own folder under /tmp: as root nginx's workers run as nobody, who must reach the cache inside it.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-faults-nginx-'));
  const shipped = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  let site = shipped
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/var/cache/nginx/kvartal', path.join(dir, 'cache'));
  nodePorts.forEach((nodePort, i) => {
    site = site.replace(new RegExp(`server node${i + 1}:3000`), `server 127.0.0.1:${nodePort}`);
  });
  if (/server node\d:/.test(site)) throw new Error('deploy/nginx.conf names more nodes than were started');
  const tmp = path.join(dir, 'tmp');
  await mkdir(path.join(dir, 'cache'), { recursive: true });
  await mkdir(tmp, { recursive: true });
  // As root nginx's workers run as nobody: they write the cache and the buffered bodies.
  if (process.getuid?.() === 0) {
    await chmod(dir, 0o755);
    for (const folder of [path.join(dir, 'cache'), tmp])
      await chown(folder, 65534, 65534).catch(() => chmod(folder, 0o777));
  }
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${tmp}/${kind};`,
      ),
      site,
      '}',
    ].join('\n'),
  );
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  await until('nginx listening', 10_000, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return listening(port);
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    errorLog: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    close: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
