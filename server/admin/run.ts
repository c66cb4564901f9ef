// The admin CLI's commands behind `npm run admin -- <command>` (server/admin/cli.ts is the process around them).
// Each one is safe to repeat: a second run changes nothing and says so.
import type { Env } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { Cache } from '../core/cache/cache.ts';
import { RedisCache } from '../core/cache/redis.ts';
import type { RedisClient } from '../providers/redis.ts';
import { AdminError, UsageError, type AdminContext } from './context.ts';
import { pgliteDir, refuseIfInUse } from './data-dir.ts';
import { backup, restore } from './backup.ts';
import { cacheClear, reindex } from './maintenance.ts';
import { SHIPPED_REGIONS, importRegions, readRegionsFile } from './regions.ts';
import { SHIPPED_OSM_SAMPLE, importOsm, readOsmFile } from './osm.ts';
import { ROLE_NAMES, ban, createAdmin, parsePhone, parseRole, setRole, unban } from './users.ts';

export const USAGE = `Usage: npm run admin -- <command> [options]

  create-admin --phone <+7…>          create the user as an active admin, or make an existing one so
  set-role --phone <+7…> --role <r>   r: ${ROLE_NAMES.join(', ')} (builder grants the cabinet ability)
  ban --phone <+7…>                   ban: tokens revoked, active offers hidden
  unban --phone <+7…>                 give back the role the ban replaced
  import-regions [file.json|file.csv] regions, districts and microdistricts with coordinates (default: the
                                      shipped server/db/reference/regions.json, Russia's regions and Sochi's districts)
  import-osm [file.json]              schools, kindergartens, clinics, shops, stops and beaches from an
                                      OpenStreetMap extract (Overpass JSON or GeoJSON; default: the shipped
                                      Sochi demo sample); upserted by OSM id, «Рядом» of every complex measured
  reindex                             rebuild the indexes and refresh the planner's statistics
  backup <file.tar.gz> [--force]      the embedded database and DATA_DIR/files in one archive (server stopped)
  restore <file.tar.gz> [--force]     into an empty DATA_DIR; --force replaces what is there (server stopped)
  cache-clear                         drop the shared cache (Redis); a single node's is cleared by a restart

The database is the server's: DATABASE_URL, or the embedded one under DATA_DIR (only while no server uses it).`;

export interface AdminArgs {
  command: string;
  phone?: string;
  role?: string;
  force: boolean;
  file?: string;
}

const COMMANDS: Record<string, { options: readonly string[]; file?: 'required' | 'optional' }> = {
  'create-admin': { options: ['phone'] },
  'set-role': { options: ['phone', 'role'] },
  ban: { options: ['phone'] },
  unban: { options: ['phone'] },
  'import-regions': { options: [], file: 'optional' },
  'import-osm': { options: [], file: 'optional' },
  reindex: { options: [] },
  'cache-clear': { options: [] },
  backup: { options: ['force'], file: 'required' },
  restore: { options: ['force'], file: 'required' },
};

/** Reads `<command> [--name value | --name=value]… [file]`; anything unknown or missing is a UsageError. */
export function parseArgs(argv: readonly string[]): AdminArgs {
  const [command, ...rest] = argv;
  if (!command) throw new UsageError('No command given.');
  const spec = COMMANDS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}".`);
  const args: AdminArgs = { command, force: false };
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === 'force' && spec.options.includes('force') && inline === undefined) {
      args.force = true;
      continue;
    }
    if (name !== 'phone' && name !== 'role') throw new UsageError(`Unknown option --${name} for ${command}.`);
    if (!spec.options.includes(name)) throw new UsageError(`${command} takes no --${name}.`);
    const value = inline ?? rest[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value.`);
    args[name] = value;
  }
  if (positional.length > (spec.file ? 1 : 0)) {
    throw new UsageError(`Unexpected argument "${positional.at(-1)}" for ${command}.`);
  }
  if (spec.file === 'required' && positional.length === 0) throw new UsageError(`${command} needs a file.`);
  args.file = positional[0];
  for (const name of spec.options) {
    if (name !== 'force' && args[name as 'phone' | 'role'] === undefined) {
      throw new UsageError(`${command} needs --${name}.`);
    }
  }
  // Values are checked here too, before any database is opened.
  if (args.phone !== undefined) parsePhone(args.phone);
  if (args.role !== undefined) parseRole(args.role);
  return args;
}

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Opens what the server would: DATABASE_URL or the embedded database (refused while a server has it), migrated. */
export async function openServerDatabase(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) refuseIfInUse(env.DATA_DIR);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: pgliteDir(env.DATA_DIR),
    poolSize: 2,
  });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openRedisIfSet(env: Env): Promise<RedisClient | null> {
  if (!env.REDIS_URL) return null;
  return (await import('../providers/redis.ts')).openRedis(env.REDIS_URL);
}

async function withDatabase(
  env: Env,
  io: AdminIo,
  body: (ctx: AdminContext) => Promise<unknown>,
): Promise<void> {
  const redis = await openRedisIfSet(env);
  try {
    const database = await openServerDatabase(env);
    try {
      const sharedCache: Cache | null = redis ? new RedisCache(redis) : null;
      await body({
        db: database.db,
        engine: database.engine,
        now: () => new Date(),
        sharedCache,
        out: io.out,
      });
    } finally {
      await database.close();
    }
  } finally {
    await redis?.quit();
  }
}

/** Runs one command line; answers the exit code: 0 done (or nothing to do), 1 refused or failed, 2 wrong usage. */
export async function runAdmin(argv: readonly string[], env: Env, io: AdminIo): Promise<number> {
  let args: AdminArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  try {
    switch (args.command) {
      case 'create-admin':
        await withDatabase(env, io, (ctx) => createAdmin(ctx, parsePhone(args.phone)));
        break;
      case 'set-role':
        await withDatabase(env, io, (ctx) => setRole(ctx, parsePhone(args.phone), parseRole(args.role)));
        break;
      case 'ban':
        await withDatabase(env, io, (ctx) => ban(ctx, parsePhone(args.phone)));
        break;
      case 'unban':
        await withDatabase(env, io, (ctx) => unban(ctx, parsePhone(args.phone)));
        break;
      case 'import-regions': {
        const data = await readRegionsFile(args.file ?? SHIPPED_REGIONS);
        await withDatabase(env, io, (ctx) => importRegions(ctx, data));
        break;
      }
      case 'import-osm': {
        const read = await readOsmFile(args.file ?? SHIPPED_OSM_SAMPLE);
        await withDatabase(env, io, (ctx) => importOsm(ctx, read));
        break;
      }
      case 'reindex':
        await withDatabase(env, io, (ctx) => reindex(ctx));
        break;
      case 'backup':
      case 'restore': {
        const archive = args.command === 'backup' ? backup : restore;
        await archive(
          { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, out: io.out },
          args.file!,
          args.force,
        );
        break;
      }
      case 'cache-clear': {
        const redis = await openRedisIfSet(env);
        try {
          await cacheClear({ out: io.out }, redis);
        } finally {
          await redis?.quit();
        }
        break;
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(error.message);
      return 1;
    }
    io.err(`${args.command} failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
