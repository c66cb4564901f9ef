// Starts the real server, compiled as production runs it (`node dist/server/main.js`, rebuilt when older than its
// sources), on 127.0.0.1 with its output in a log file, and stops it.
// Used by the Playwright global setup and by .ci/run's check of the server on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './paths.ts';
import { SERVER_MAIN, buildServer, serverNeedsBuild } from '../scripts/lib/build-server.ts';

export interface ServerOptions {
  port: number;
  logFile: string;
  /** The server's own variables (DATA_DIR, SEED_DEMO, DATABASE_URL…); nothing else of .env reaches it. */
  env: Record<string, string>;
  /** How long migrations and the demo seed may take before /api/health must answer. */
  readyTimeoutMs?: number;
  /** Another build's server (bench/versus-build.ts): node's arguments, run in that checkout. */
  entry?: { cwd: string; args: string[] };
}

export interface RunningServer {
  baseURL: string;
  pid: number;
  /** What /api/health answered once the server was ready. */
  health: { status: string; engine: string };
  stop(): Promise<void>;
}

// Only what a process needs to run; the developer's own settings (DATABASE_URL, LOG_LEVEL…) stay out.
const INHERITED = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'CI'];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { port, logFile } = options;
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} on 127.0.0.1 is busy; set E2E_PORT to a free one.`);
  }
  await mkdir(path.dirname(logFile), { recursive: true });
  const env: Record<string, string> = {};
  for (const key of INHERITED) if (process.env[key] !== undefined) env[key] = process.env[key]!;
  Object.assign(env, options.env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    // dotenv reads this instead of .env, so a developer's .env cannot change the run.
    DOTENV_CONFIG_PATH: '/dev/null',
  });

  if (!options.entry && serverNeedsBuild()) await buildServer();
  // The child writes straight into the file: nothing is lost if the runner is busy or dies.
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, options.entry?.args ?? [SERVER_MAIN], {
    cwd: options.entry?.cwd ?? ROOT,
    env,
    stdio: ['ignore', fd, fd],
    // Its own process group, so stop() reaches whatever it starts.
    detached: true,
  });
  closeSync(fd);
  const pid = child.pid!;
  const baseURL = `http://127.0.0.1:${port}`;

  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    if (exited(child)) return;
    signal('SIGTERM');
    if (!(await waitExit(child, 10_000))) {
      signal('SIGKILL');
      await waitExit(child, 5_000);
    }
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (exited(child)) {
      throw new Error(`The server exited (code ${child.exitCode}) before it was ready:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return { baseURL, pid, health: await res.json(), stop };
    } catch {
      // Not listening yet: migrations and the demo seed run first.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not answer /api/health within the timeout:\n${tail(logFile)}`);
}
