// The world of the fuzz tests: the small demo (its accounts of every role, a complex with a chessboard, offers), every
// route the app registered with its path filled with ids that exist, and bodies its schemas would accept.
import type { PgTable } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import * as registry from '#shared/api/schema-registry.ts';
import {
  builders,
  cells,
  collections,
  contacts,
  documents,
  filters,
  images,
  invites,
  joinRequests,
  news,
  notifications,
  objects,
  offers,
  pavilions,
  payments,
  rows,
  cols,
  sections,
  snapshots,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../db/seed/accounts.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import type { TestContext } from '../app.ts';
import { authHeaders, buildUser, tokenFor } from '../factories.ts';

export interface FuzzRoute {
  method: string;
  /** As registered, e.g. `/api/backoffice/objects/:id/images/:imageId`. */
  pattern: string;
  /** With every parameter replaced by an id that exists (or a token-like text where no table is named). */
  url: string;
  /** The url with its last parameter replaced by `value` (already encoded); the url itself without parameters. */
  withLastParam(value: string): string;
  /** The route's Zod schemas, when it has them. */
  body?: unknown;
  query?: unknown;
}

/** What onRoute reports; the fuzz test collects it while the app is built. */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema?: { body?: unknown; querystring?: unknown };
}

/** The table a path parameter points into, by the segment before it (`…/images/:imageId` → images). */
const TABLE_BEFORE: Record<string, PgTable & { id: unknown }> = {
  objects: objects,
  images: images,
  documents: documents,
  builders: builders,
  contacts: contacts,
  news: news,
  pavilions: pavilions,
  sections: sections,
  chess: sections,
  cols: cols,
  rows: rows,
  cells: cells,
  collections: collections,
  filter: filters,
  invite: invites,
  offers: offers,
  imageDelete: images,
  notifications: notifications,
  payment: payments,
  join: joinRequests,
  snapshot: snapshots,
  users: users,
};

async function firstId(t: TestContext, table: PgTable & { id: unknown }): Promise<string> {
  const [row] = await t.db
    .select({ id: (table as unknown as typeof objects).id })
    .from(table)
    .orderBy(asc((table as unknown as typeof objects).id))
    .limit(1);
  return row ? String(row.id) : '1';
}

/** Fills `:param` with an id of the table named by the segment before it; a token-like value otherwise. */
async function fillPath(t: TestContext, method: string, pattern: string) {
  const parts = pattern.split('/');
  let last = -1;
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith(':')) continue;
    const table = TABLE_BEFORE[parts[i - 1]!];
    parts[i] = table ? await firstId(t, table) : 'a1b2c3d4';
    last = i;
  }
  const url = parts.join('/');
  const withLastParam = (value: string) =>
    last < 0 ? url : parts.map((part, i) => (i === last ? value : part)).join('/');
  return { method, pattern, url, withLastParam };
}

export type FuzzCaller = 'anonymous' | DemoAccount;

export interface FuzzWorld {
  routes: FuzzRoute[];
  callers: FuzzCaller[];
  /** Headers of a caller; logging out spends a token, so that route gets a fresh one each time. */
  headers(caller: FuzzCaller, route: FuzzRoute): Promise<Record<string, string>>;
}

const LOGOUT = '/api/user/logout';
/** Revokes every token of the account: called by a stand-in of the same role, so the shared tokens stay valid. */
const LOGOUT_ALL = '/api/user/logout-all';

/** Seeds the small demo and gives a token to each of its accounts. */
export async function fuzzWorld(t: TestContext, registered: RegisteredRoute[]): Promise<FuzzWorld> {
  await seedDemo(t.db, t.storage, { complexes: 1, offers: 4, photos: false, now: t.clock.now() });
  const accounts = new Map<FuzzCaller, UserRow | null>([['anonymous', null]]);
  const tokens = new Map<FuzzCaller, Record<string, string>>([['anonymous', {}]]);
  for (const account of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
    const [user] = await t.db.select().from(users).where(eq(users.phone, DEMO_ACCOUNTS[account].phone));
    accounts.set(account, user!);
    tokens.set(account, authHeaders(await tokenFor(t.db, user!)));
  }
  const routes: FuzzRoute[] = [];
  for (const route of registered) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const filled = await fillPath(t, method, route.url);
      routes.push({ ...filled, body: route.schema?.body, query: route.schema?.querystring });
    }
  }
  return {
    routes,
    callers: [...tokens.keys()],
    headers: async (caller, route) => {
      const user = accounts.get(caller);
      if (user && route.pattern === LOGOUT_ALL) {
        const { group, abilities, status } = user;
        return authHeaders(await tokenFor(t.db, await buildUser(t.db, { group, abilities, status })));
      }
      return route.pattern === LOGOUT && user ? authHeaders(await tokenFor(t.db, user)) : tokens.get(caller)!;
    },
  };
}

type ZodDef = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Every key of every object schema the shared schemas export, nested ones included. */
export function schemaFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const def = defOf(value);
    if (!def) {
      for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item);
      return;
    }
    if (def.type === 'object') for (const key of Object.keys(def.shape as object)) names.add(key);
    for (const part of Object.values(def)) visit(part);
  };
  for (const schema of Object.values(registry)) visit(schema);
  return [...names].sort();
}

/**
 * A value the schema most likely accepts, every optional field filled, so that bad input planted in it gets past
 * the schema and reaches the handler. `text` gives each text leaf (by its dotted path). Formats are honoured where
 * Zod names them; a text with its own pattern may still be refused, which only ends that probe early.
 */
export function sampleOf(schema: unknown, text: (path: string) => string, path = '', depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 12) return null;
  const next = (inner: unknown, at = path) => sampleOf(inner, text, at, depth + 1);
  switch (def.type) {
    case 'string': {
      const format = (def as { format?: string }).format;
      if (format === 'email') return 'fuzz@example.test';
      if (format === 'url') return 'https://example.test/';
      if (format === 'datetime') return '2026-01-01T00:00:00Z';
      if (format === 'date') return '2026-01-01';
      return text(path);
    }
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-01T00:00:00Z';
    case 'null':
      return null;
    case 'enum':
      return Object.values(def.entries as object)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, inner]) => [
          key,
          next(inner, path ? `${path}.${key}` : key),
        ]),
      );
    case 'array':
      return [next(def.element, `${path}.0`)];
    case 'tuple':
      return (def.items as unknown[]).map((item, i) => next(item, `${path}.${i}`));
    case 'union':
      return next((def.options as unknown[])[0]);
    case 'intersection':
      return { ...(next(def.left) as object), ...(next(def.right) as object) };
    case 'pipe':
      return defOf(def.in)?.type === 'transform' ? next(def.out) : next(def.in);
    case 'lazy':
      return next((def.getter as () => unknown)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'record':
      return {};
    default:
      return text(path);
  }
}
