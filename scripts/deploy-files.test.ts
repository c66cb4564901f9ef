// The deployment files held to the code (no Docker engine runs in CI, so their content is what is checked; the
// release folder they run is started by .ci/run's «release» step): Dockerfile, compose.yaml, deploy/nginx.conf and
// deploy/env.production.example against server/env.ts, the registered routes, package.json and the upload limits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import { SOCKET_PATH } from '#shared/realtime.ts';
import { ZEnv, parseEnv } from '#server/env.ts';
import { UPLOAD_LIMITS } from '#server/uploads.ts';
import { availabilityTexts } from '#shared/texts/availability.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What the Dockerfile and compose.yaml probe: the liveness route (GET, no database). */
const LIVE_PATH = '/api/health/live';
/** The production image's Node (LTS); these machines run 20, the lower bound of package.json's engines. */
const PRODUCTION_NODE_MAJOR = 22;
/** The server compiled by scripts/build-server.ts: the process itself, not npm start's .env.example wrapper. */
const SERVER_ENTRY = 'dist/server/main.js';

/** Every route of the API: each is registered from a descriptor of shared/api (server/core/contract.test.ts). */
const descriptors = Object.values(
  import.meta.glob<Record<string, unknown>>('../shared/api/*.ts', { eager: true }),
).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is EndpointDef =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'errors' in value,
  ),
);

// --- Dockerfile ---------------------------------------------------------------------------------------------------------

interface Instruction {
  name: string;
  args: string;
}
interface Stage {
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages with their instructions (continuation lines joined, comments out). */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, name, args] = /^(\S+)\s+(.*)$/.exec(line)!;
    const instruction = { name: name!.toUpperCase(), args: args!.replace(/\s+/g, ' ').trim() };
    if (instruction.name === 'FROM') stages.push({ from: instruction.args, instructions: [] });
    else stages.at(-1)!.instructions.push(instruction);
  }
  return stages;
}

/** ENV's key=value pairs of one stage. */
function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter((i) => i.name === 'ENV')) {
    for (const [, key, value] of args.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)) {
      env[key!] = value!.replace(/^"|"$/g, '');
    }
  }
  return env;
}

const execForm = (args: string): string[] => JSON.parse(args.replace(/^--\S+\s+/g, '')) as string[];

const stages = parseDockerfile(read('Dockerfile'));
const runtime = stages.at(-1)!;
const imageEnv = stageEnv(runtime);
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

describe('[deploy] Dockerfile', () => {
  it('builds on Node and runs on node:22-slim, no older than package.json engines allow', () => {
    const lowest = Number(/(\d+)/.exec(manifest.engines.node)![1]);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      const major = Number(/^node:(\d+)/.exec(stage.from)?.[1]);
      expect(major, stage.from).toBeGreaterThanOrEqual(lowest);
    }
    expect(runtime.from).toBe(`node:${PRODUCTION_NODE_MAJOR}-slim`);
  });

  it('builds the release folder (npm run release) with every dependency, and runs only that folder', () => {
    const build = stages[0]!;
    const runs = build.instructions.filter((i) => i.name === 'RUN').map((i) => i.args);
    expect(runs).toContain('npm ci');
    const release = runs.find((r) => r.startsWith('npm run release -- '));
    expect(release, 'npm run release -- <dir>').toBeDefined();
    expect(manifest.scripts.release).toBe('tsx scripts/release.ts');
    const folder = release!.split(' ').at(-1)!;
    const copies = runtime.instructions.filter((i) => i.name === 'COPY').map((i) => i.args);
    expect(copies).toEqual([expect.stringMatching(new RegExp(`^--from=\\S+ ${folder}/? \\./?$`))]);
    // No second install in the run stage: the release's node_modules are the production ones.
    expect(runtime.instructions.filter((i) => i.name === 'RUN').map((i) => i.args)).not.toContainEqual(
      expect.stringMatching(/npm (ci|install)/),
    );
  });

  it('runs the compiled server in production as a user other than root, on a DATA_DIR volume', () => {
    expect(imageEnv.NODE_ENV).toBe('production');
    const user = runtime.instructions.filter((i) => i.name === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    const cmd = runtime.instructions.find((i) => i.name === 'CMD')!;
    expect(execForm(cmd.args)).toEqual(['node', SERVER_ENTRY]);
    const volumes = runtime.instructions.filter((i) => i.name === 'VOLUME').map((i) => i.args);
    expect(volumes).toContain(imageEnv.DATA_DIR);
    expect(imageEnv.DATA_DIR).toMatch(/^\//);
    const expose = runtime.instructions.find((i) => i.name === 'EXPOSE')?.args;
    expect(expose).toBe(imageEnv.PORT);
    expect(imageEnv.HOST).toBe('0.0.0.0');
  });

  it('checks its health with node itself (no curl in slim) on the liveness route at its own port', () => {
    const check = runtime.instructions.find((i) => i.name === 'HEALTHCHECK')!;
    expect(check).toBeDefined();
    const command = execForm(check.args.replace(/^(--\S+\s+)+CMD\s+/, ''));
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain(`/api/health/live'`);
    expect(command[2]).toContain(`process.env.PORT||${imageEnv.PORT}`);
    expect(descriptors.map((d) => `${d.method} ${d.path}`)).toContain(`GET ${LIVE_PATH}`);
  });

  it('turns off the install telemetry in the image build as package.json does', () => {
    expect(stageEnv(stages[0]!).SCARF_ANALYTICS).toBe('false');
  });
});

/** .dockerignore's patterns as far as this file uses them: `*` within one name, a folder covering what is inside. */
const globMatches = (pattern: string, file: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(?:/.*)?$`).test(file);

describe('[deploy] .dockerignore', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps a developer’s installed packages, builds, data and secrets out of the build context', () => {
    expect(ignored).toEqual(
      expect.arrayContaining(['node_modules', 'dist', 'data', '.env', '.env.*', '.git']),
    );
  });

  it('keeps in everything the image’s build reads', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'app',
      'server',
      'shared',
      'scripts',
      'vite.config.ts',
    ];
    for (const file of needed) {
      const excluded = ignored.some((pattern) => !pattern.startsWith('!') && globMatches(pattern, file));
      expect(excluded, file).toBe(false);
    }
  });
});

// --- compose.yaml -------------------------------------------------------------------------------------------------------

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, ${VAR?message}, $$. */
function interpolate(text: string, vars: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (whole, name?: string, op?: string, arg?: string) => {
      if (whole === '$$') return '$';
      const value = vars[name!];
      const unset = op?.startsWith(':') ? !value : value === undefined;
      if (op?.endsWith('?') && unset) throw new Error(`required variable ${name} is missing: ${arg}`);
      if (op?.endsWith('-') && unset) return arg!;
      return value ?? '';
    },
  );
}

/** Interpolates every string of a parsed compose document. */
function interpolateAll(value: unknown, vars: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((v) => interpolateAll(v, vars));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, vars)]));
  }
  return value;
}

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  ports?: string[];
  volumes?: string[];
  entrypoint?: string[];
  command?: string[];
}
interface Compose {
  services: Record<string, Service>;
}

/** The secrets deploy/env.production.example leaves empty, filled in as an operator would. */
const SECRETS: Record<string, string> = {
  APP_SECRET: 'k'.repeat(48),
  S3_ACCESS_KEY: 'kvartal',
  S3_SECRET_KEY: 'minio-secret-value',
  POSTGRES_PASSWORD: 'postgres-password',
  SMSRU_API_ID: 'smsru-api-id',
  SMTP_URL: 'smtp://mailer:password@smtp.example:587',
};
const exampleText = read('deploy/env.production.example');
const example = parseDotenv(exampleText);
const blanks = Object.keys(example).filter((key) => example[key] === '');
const filled = { ...example, ...SECRETS };

const composeText = read('compose.yaml');
const composeRaw = parseYaml(composeText, { merge: true }) as Compose;
const compose = interpolateAll(composeRaw, filled) as Compose;
const nodeNames = Object.keys(compose.services).filter((name) => compose.services[name]!.build !== undefined);

/** What a node's process sees: the image's ENV, then the service's environment. */
function nodeEnv(service: Service): Record<string, string> {
  const env: Record<string, string> = { ...imageEnv };
  for (const [key, value] of Object.entries(service.environment ?? {})) env[key] = String(value ?? '');
  return env;
}

const serviceOfUrl = (url: string) => new URL(url).hostname;

describe('[deploy] compose.yaml', () => {
  it('runs two Kvartal nodes built from this Dockerfile', () => {
    expect(nodeNames.length).toBeGreaterThanOrEqual(2);
    for (const name of nodeNames) expect(compose.services[name]!.build, name).toBe('.');
  });

  it('gives each node every variable a production start needs: the server accepts it as it is', () => {
    for (const name of nodeNames) {
      const env = nodeEnv(compose.services[name]!);
      const parsed = parseEnv(env);
      if ('problems' in parsed) throw new Error(`${name}: ${parsed.problems.join('; ')}`);
      expect(parsed.env.NODE_ENV).toBe('production');
      // Neither allowance: PostgreSQL and a tile provider of the operator's own.
      expect(env.ALLOW_EMBEDDED_DB).toBeUndefined();
      expect(env.ALLOW_OSM_TILES).toBeUndefined();
      expect(parsed.env.SEED_DEMO).toBe(false);
      expect(parsed.env.TRUST_PROXY).toBe(1);
    }
  });

  it('makes compose refuse to start without each value a node cannot start without', () => {
    for (const name of nodeNames) {
      const env = nodeEnv(compose.services[name]!);
      const raw = composeRaw.services[name]!.environment ?? {};
      const required = Object.keys(env).filter((key) => {
        const { [key]: _dropped, ...without } = env;
        return 'problems' in parseEnv(without);
      });
      expect(required).toEqual(
        expect.arrayContaining(['APP_SECRET', 'PUBLIC_URL', 'DATABASE_URL', 'MAP_TILE_URL']),
      );
      for (const key of required) {
        // A value from the env file is ${VAR:?…} (compose stops and says so) or has a real default, never empty.
        for (const [, variable, op, arg] of String(raw[key] ?? '').matchAll(
          /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
        )) {
          const safe = op === ':?' || (op === ':-' && arg !== '');
          expect(safe, `${name}.${key} takes \${${variable}${op ?? ''}…}`).toBe(true);
        }
      }
    }
    for (const variable of [...Object.keys(SECRETS), 'PUBLIC_URL', 'MAP_TILE_URL', 'MAP_ATTRIBUTION']) {
      const { [variable]: _missing, ...without } = filled;
      expect(() => interpolateAll(composeRaw, without), variable).toThrow(`required variable ${variable}`);
    }
  });

  it('passes the metrics port through: off by default, on the compose network with its token when asked', () => {
    for (const name of nodeNames) {
      const off = parseEnv(nodeEnv(compose.services[name]!));
      if ('problems' in off) throw new Error(off.problems.join('; '));
      expect(off.env.METRICS_PORT).toBeUndefined();
      expect(off.env.METRICS_TOKEN).toBeUndefined();
      const withPort = (vars: Record<string, string>) => {
        const service = (interpolateAll(composeRaw, { ...filled, ...vars }) as Compose).services[name]!;
        return parseEnv(nodeEnv(service));
      };
      const on = withPort({ METRICS_PORT: '9464', METRICS_TOKEN: 't'.repeat(32) });
      if ('problems' in on) throw new Error(on.problems.join('; '));
      expect(on.env).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
      // Open on the network without a token: refused by name.
      const open = withPort({ METRICS_PORT: '9464' });
      expect('problems' in open && open.problems.join('\n')).toContain('METRICS_HOST');
    }
  });

  it('wires each node to the compose services for PostgreSQL, Redis and S3, waiting until they are healthy', () => {
    for (const name of nodeNames) {
      const service = compose.services[name]!;
      const env = nodeEnv(service);
      const postgres = serviceOfUrl(env.DATABASE_URL!);
      const redis = serviceOfUrl(env.REDIS_URL!);
      const s3 = serviceOfUrl(env.S3_ENDPOINT!);
      for (const dependency of [postgres, redis, s3]) {
        expect(compose.services[dependency], dependency).toBeDefined();
        expect(compose.services[dependency]!.healthcheck, dependency).toBeDefined();
        expect(service.depends_on?.[dependency], `${name} → ${dependency}`).toEqual({
          condition: 'service_healthy',
        });
      }
      expect(JSON.stringify(compose.services[postgres]!.healthcheck!.test)).toContain('pg_isready');
      expect(JSON.stringify(compose.services[redis]!.healthcheck!.test)).toContain('ping');
      // The bucket's one-shot service has run to its end.
      const bucket = Object.entries(service.depends_on ?? {}).filter(
        ([, d]) => d.condition === 'service_completed_successfully',
      );
      expect(bucket).toHaveLength(1);
      const maker = compose.services[bucket[0]![0]]!;
      expect(maker.image).toMatch(/^minio\/mc/);
      expect(maker.entrypoint!.join(' ')).toContain(`mc mb --ignore-existing "kvartal/$S3_BUCKET"`);
      expect(maker.environment!.S3_BUCKET).toBe(env.S3_BUCKET);
    }
  });

  it('checks each node on the liveness route at the port it listens on', () => {
    for (const name of nodeNames) {
      const service = compose.services[name]!;
      const test = service.healthcheck!.test as string[];
      expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
      expect(test[3]).toContain(`http://127.0.0.1:${nodeEnv(service).PORT}${LIVE_PATH}'`);
    }
  });

  it('puts the proxy in front with deploy/nginx.conf, once the nodes are healthy', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const name of nodeNames) {
      expect(proxy.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
      expect(compose.services[name]!.ports, `${name} is reached through the proxy only`).toBeUndefined();
    }
  });
});

// --- deploy/nginx.conf --------------------------------------------------------------------------------------------------

interface Block {
  head: string;
  directives: string[];
  blocks: Block[];
}

/** nginx's syntax: directives end with `;`, blocks are `head { … }`; comments out. Quotes are kept as written. */
function parseNginx(text: string): Block {
  const tokens = text.replace(/#[^\n]*/g, '').match(/"[^"]*"|'[^']*'|[{};]|[^\s{};]+/g) ?? [];
  const top: Block = { head: '', directives: [], blocks: [] };
  const stack = [top];
  let words: string[] = [];
  for (const token of tokens) {
    if (token === '{') {
      const block = { head: words.join(' '), directives: [], blocks: [] };
      stack.at(-1)!.blocks.push(block);
      stack.push(block);
      words = [];
    } else if (token === '}') {
      stack.pop();
    } else if (token === ';') {
      stack.at(-1)!.directives.push(words.join(' '));
      words = [];
    } else {
      words.push(token);
    }
  }
  return top;
}

const nginx = parseNginx(read('deploy/nginx.conf'));
const server = nginx.blocks.find((b) => b.head === 'server')!;
const locations = server.blocks.filter((b) => b.head.startsWith('location '));
const sizeInBytes = (value: string) => {
  const [, n, unit] = /^(\d+)([kKmMgG]?)$/.exec(value)!;
  return (
    Number(n) * { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit!.toLowerCase() as '' | 'k' | 'm' | 'g']
  );
};
const seconds = (value: string) => Number(/^(\d+)s?$/.exec(value)![1]);

describe('[deploy] deploy/nginx.conf', () => {
  it('overwrites X-Forwarded-For with the caller’s address in every proxied location (TRUST_PROXY=1 is safe)', () => {
    const proxied = locations.filter((l) => l.directives.some((d) => d.startsWith('proxy_pass ')));
    expect(proxied.length).toBeGreaterThanOrEqual(2);
    for (const location of proxied) {
      // A location that sets any header drops the server's: each sets its own, the caller's address included.
      expect(location.directives, location.head).toContain('proxy_set_header X-Forwarded-For $remote_addr');
    }
    const all = JSON.stringify(nginx);
    expect(all).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('upgrades WebSockets on the Socket.IO path, with an idle timeout above its 25 s ping', () => {
    const socket = locations.find((l) => l.head === `location ${SOCKET_PATH}/`)!;
    expect(socket, `location ${SOCKET_PATH}/`).toBeDefined();
    expect(socket.directives).toContain('proxy_set_header Upgrade $http_upgrade');
    expect(socket.directives).toContain('proxy_set_header Connection $connection_upgrade');
    const map = nginx.blocks.find((b) => b.head === 'map $http_upgrade $connection_upgrade')!;
    expect(map.directives).toContain('default upgrade');
    expect(server.directives).toContain('proxy_http_version 1.1');
    const timeout = server.directives.find((d) => d.startsWith('proxy_read_timeout '))!;
    expect(seconds(timeout.split(' ')[1]!)).toBeGreaterThan(25);
  });

  it('lets through the largest body the server takes, and not much more', () => {
    const limit = sizeInBytes(
      server.directives.find((d) => d.startsWith('client_max_body_size '))!.split(' ')[1]!,
    );
    expect(limit).toBeGreaterThanOrEqual(UPLOAD_LIMITS.fileBytes + UPLOAD_LIMITS.fieldBytes);
    expect(limit).toBeGreaterThanOrEqual(UPLOAD_LIMITS.jsonBytes);
    expect(limit).toBeLessThanOrEqual(2 * UPLOAD_LIMITS.fileBytes);
  });

  it('balances over the compose nodes at the port they listen on', () => {
    const upstream = nginx.blocks.find((b) => b.head.startsWith('upstream '))!;
    const servers = upstream.directives.filter((d) => d.startsWith('server ')).map((d) => d.split(' ')[1]);
    expect(servers).toEqual(nodeNames.map((name) => `${name}:${nodeEnv(compose.services[name]!).PORT}`));
    for (const location of locations) {
      const pass = location.directives.find((d) => d.startsWith('proxy_pass '));
      if (pass) expect(pass).toBe(`proxy_pass http://${upstream.head.split(' ')[1]}`);
    }
  });
});

describe('[deploy] deploy/nginx.conf when a node or the bucket fails (issue 29)', () => {
  it('takes a failing or draining node out on its 503, with the failures shared by every worker', () => {
    expect(server.directives).toContain('proxy_next_upstream error timeout http_502 http_503');
    const upstream = nginx.blocks.find((b) => b.head.startsWith('upstream '))!;
    expect(upstream.directives.some((d) => d.startsWith('zone '))).toBe(true);
  });

  it('serves photos it served once from its cache while the bucket is unreachable', () => {
    const files = locations.find((l) => l.head === 'location /files/')!;
    expect(files.directives).toContain('proxy_cache kvartal_files');
    expect(files.directives.find((d) => d.startsWith('proxy_cache_use_stale '))).toContain('http_503');
  });

  it('answers the API’s own Russian 503 when no node is reachable', () => {
    expect(server.directives).toContain('error_page 502 504 =503 @unavailable');
    expect(read('deploy/nginx.conf')).toContain(
      JSON.stringify({ type: 'ServerError', message: availabilityTexts.proxy }),
    );
  });
});

// --- deploy/env.production.example --------------------------------------------------------------------------------------

describe('[deploy] deploy/env.production.example', () => {
  it('starts a production server once its blanks are filled in, on PostgreSQL with a tile provider', () => {
    const parsed = parseEnv(filled);
    if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
    expect(parsed.env.NODE_ENV).toBe('production');
    expect(parsed.env.ALLOW_EMBEDDED_DB).toBe(false);
    expect(parsed.env.ALLOW_OSM_TILES).toBe(false);
  });

  it('is refused as it is, naming the blanks to fill in', () => {
    const parsed = parseEnv(example);
    expect('problems' in parsed).toBe(true);
    const named = ('problems' in parsed ? parsed.problems : []).join('\n');
    for (const secret of ['APP_SECRET', 'SMSRU_API_ID', 'SMTP_URL']) expect(named).toContain(secret);
    expect(blanks).toEqual(expect.arrayContaining(Object.keys(SECRETS)));
  });

  it('keeps the one-host allowances commented out, and names nothing the server or compose does not read', () => {
    expect(exampleText).toMatch(/^# ALLOW_EMBEDDED_DB=1$/m);
    expect(exampleText).toMatch(/^# ALLOW_OSM_TILES=1$/m);
    const serverVars = Object.keys(ZEnv.in.shape);
    const composeVars = [...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]!);
    const unknown = Object.keys(example).filter(
      (key) => !serverVars.includes(key) && !composeVars.includes(key),
    );
    expect(unknown).toEqual([]);
  });
});

// --- deploy/kvartal.service ---------------------------------------------------------------------------------------------

/** A systemd unit's `Key=value` lines by section (a repeated key keeps every value). */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const unit: Record<string, Record<string, string[]>> = {};
  let section = '';
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      unit[section] = {};
      continue;
    }
    const [key, ...value] = line.split('=');
    (unit[section]![key!] ??= []).push(value.join('='));
  }
  return unit;
}

describe('[deploy] deploy/kvartal.service', () => {
  const service = parseUnit(read('deploy/kvartal.service')).Service!;

  it('runs the release folder’s compiled server in production, as its own user', () => {
    expect(service.ExecStart).toEqual([`/usr/bin/node ${SERVER_ENTRY}`]);
    expect(service.WorkingDirectory).toHaveLength(1);
    expect(service.Environment).toContain('NODE_ENV=production');
    expect(service.EnvironmentFile).toHaveLength(1);
    expect(service.User).toHaveLength(1);
    expect(['root', '0']).not.toContain(service.User![0]);
    expect(service.ProtectSystem).toEqual(['strict']);
  });

  it('gives the process the data folder deploy/env.production.example names, and time to close gracefully', () => {
    expect(`/var/lib/${service.StateDirectory![0]}`).toBe(example.DATA_DIR);
    // server/serve.ts gives up on a graceful close after 10 s.
    expect(Number(service.TimeoutStopSec![0])).toBeGreaterThan(10);
  });
});

// --- docs/DEPLOY.md -----------------------------------------------------------------------------------------------------

describe('[deploy] docs/DEPLOY.md', () => {
  const doc = read('docs/DEPLOY.md');
  const paragraphs = doc.split(/\n\s*\n/);

  it('runs only npm scripts that exist, or marks the ones still being written as coming', () => {
    for (const paragraph of paragraphs) {
      for (const [, script] of paragraph.matchAll(/npm run ([a-z:-]+)/g)) {
        if (script! in manifest.scripts) continue;
        expect(paragraph, `npm run ${script} is neither in package.json nor marked coming`).toMatch(
          /\*\*coming\*\*/,
        );
      }
    }
  });

  it('names deployment files that exist and the CI steps .ci/run has', () => {
    const files = [
      ...doc.matchAll(/`?((?:deploy|scripts|server)\/[\w./-]+\.(?:ts|conf|service|example))`?/g),
    ].map((m) => m[1]!);
    expect(files).toEqual(expect.arrayContaining(['deploy/nginx.conf', 'deploy/kvartal.service']));
    for (const file of files) expect(() => read(file), file).not.toThrow();
    const ci = read('.ci/run');
    expect(doc.match(/«[^»]+»/g)?.length).toBeGreaterThanOrEqual(4);
    for (const [, step] of doc.matchAll(/«((?:API suite|The server|Two nodes|The release)[^»]*)»/g)) {
      const name = step!.replace(/\s+/g, ' ').replace(/…$/, '');
      expect(ci, step).toContain(`step "${name}`);
    }
  });
});
