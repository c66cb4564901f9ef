// A throwaway PostgreSQL 15 for the benchmarks, on 127.0.0.1 under bench/.data/pg; initdb refuses root, so as root the
// cluster belongs to the postgres user. fsync is off: the benchmarks read, and the generator should not wait on disk.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.ts';
import { initdbArgs } from '../scripts/lib/initdb-args.ts';

const PGBIN = '/usr/lib/postgresql/15/bin';
export const PG_DIR = path.resolve(import.meta.dirname, '.data/pg');

function asPostgres(command: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  const [cmd, all] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(cmd, all, { cwd: '/tmp', encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface RunningPostgres {
  url: (database: string) => string;
  stop(): void;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const data = path.join(PG_DIR, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    mkdirSync(PG_DIR, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:', PG_DIR]);
    asPostgres(`${PGBIN}/initdb`, initdbArgs(data));
  }
  // A cluster another bench script started is shared (the long national generation runs beside the others); the
  // script that started it stops it.
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      asPostgres(`${PGBIN}/pg_ctl`, ['-D', data, 'status']);
      const running = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[3]);
      return { url: (database) => `postgres://postgres@127.0.0.1:${running}/${database}`, stop: () => {} };
    } catch {
      // Not running (a stale pid file): start it below.
    }
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${PG_DIR}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=256MB',
    '-c work_mem=16MB',
    // JIT compiles a plan for ~50 ms once its cost passes 100 000: always a loss for these short queries.
    '-c jit=off',
    '-c max_connections=200',
  ].join(' ');
  asPostgres(`${PGBIN}/pg_ctl`, [
    '-D',
    data,
    '-l',
    path.join(PG_DIR, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      asPostgres(`${PGBIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}
