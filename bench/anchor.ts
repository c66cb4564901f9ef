// The anchor of the «Акции» figures: a bare Fastify route on a pg Pool as large as the server's (10) that runs the
// same SQL as the product's «Акции» page 1 — the page with its figures, then the cards of its ids, in series as the
// product sends them — and its count, and answers JSON.stringify of the rows. No auth, no validation, no Drizzle at
// request time: the statements are built once here and only their parameters change (the map bounds' south edge of
// an uncached request, the cards' ids).
import Fastify from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ZSearchFilter, type TSearchFilter } from '#shared/schemas/filter.ts';
import type { Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { objectCardsSql } from '#server/modules/cards/cards.ts';
import { complexCountSql, complexPageSql } from '#server/modules/search/search-complexes.ts';
import { SEARCH_PER_PAGE } from '#server/modules/search/search.ts';
import { freePort } from '../scripts/lib/free-port.ts';

/** The «Акции» preset's filter. */
export const ACTIONS = { market: 1, isAction: 1 };

/** «Акции» inside bounds no request repeats (all of Greater Sochi, the south edge moved by 1e-7° each time): the
 * same complexes and the same kind of statement, but a filter no cache can have seen. */
export function uncachedActions<F extends object = typeof ACTIONS>(
  filter: F = ACTIONS as F,
): () => F & { bounds: [[number, number], [number, number]] } {
  let n = 0;
  return () => ({
    ...filter,
    bounds: [
      [SOUTH + n++ * 1e-7, 30],
      [60, 50],
    ],
  });
}

const SOUTH = 30;
const southOf = (body: { bounds?: [[number, number], unknown] } | undefined) => body?.bounds?.[0][0];

const dialect = new PgDialect({ casing: 'snake_case' });
const SENTINEL = 29.123456789;

interface Template {
  text: string;
  params: unknown[];
}

/** The statement of `build(SENTINEL…)`, with the places of the sentinel parameters to fill per request. */
function template(
  query: { sql: string; params: unknown[] },
  sentinels: unknown[],
): Template & { at: number[] } {
  const at = sentinels.map((value) => query.params.indexOf(value));
  if (at.includes(-1)) throw new Error('anchor: a parameter was inlined, not bound');
  return { text: query.sql, params: query.params, at };
}

const fill = (t: Template & { at: number[] }, values: unknown[]) => {
  const params = [...t.params];
  t.at.forEach((index, i) => (params[index] = values[i]));
  return { text: t.text, values: params };
};

export interface AnchorSql {
  /** Page 1 of «Акции» (in bounds from `south` when given) and its cards, in series: the cards' and the page's rows. */
  search(pool: pg.Pool, south?: number): Promise<{ data: unknown[]; page: unknown[] }>;
  count(pool: pg.Pool, south?: number): Promise<unknown>;
}

/** The product's statements for «Акции», built once with the viewer the product serves. */
export function anchorSql(database: Database, viewer: UserRow, now: Date): AnchorSql {
  const ctx = { viewer, now };
  const filter = (south?: number): TSearchFilter =>
    ZSearchFilter.parse(
      south === undefined
        ? ACTIONS
        : {
            ...ACTIONS,
            bounds: [
              [south, 30],
              [60, 50],
            ],
          },
    );
  const page = template(dialect.sqlToQuery(complexPageSql(filter(), ctx, 1, SEARCH_PER_PAGE)), []);
  const pageInBounds = template(
    dialect.sqlToQuery(complexPageSql(filter(SENTINEL), ctx, 1, SEARCH_PER_PAGE)),
    [SENTINEL],
  );
  const count = template(dialect.sqlToQuery(complexCountSql(filter(), ctx)), []);
  const countInBounds = template(dialect.sqlToQuery(complexCountSql(filter(SENTINEL), ctx)), [SENTINEL]);
  // The cards' statement, named as the product names it (so prepared once per connection), its ids per request.
  const sentinel: number[] = [];
  const cards = objectCardsSql(database.db, sentinel, viewer, now);
  const idsAt = cards.values.indexOf(sentinel);
  if (idsAt === -1) throw new Error('anchor: the ids were inlined, not bound');
  const cardsOf = (ids: number[]) => ({
    ...cards,
    values: cards.values.map((v, i) => (i === idsAt ? ids : v)),
  });
  return {
    search: async (pool, south) => {
      const found = await pool.query<{ id: number }>(
        south === undefined ? fill(page, []) : fill(pageInBounds, [south]),
      );
      const ids = found.rows.map((r) => r.id);
      const data = ids.length ? (await pool.query(cardsOf(ids))).rows : [];
      return { data, page: found.rows };
    },
    count: async (pool, south) => {
      const { rows } = await pool.query(south === undefined ? fill(count, []) : fill(countInBounds, [south]));
      return rows[0];
    },
  };
}

export interface AnchorServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startAnchor(statements: AnchorSql, url: string, poolSize = 10): Promise<AnchorServer> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const app = Fastify({ logger: false });
  app.post<{ Body: { bounds?: [[number, number], unknown] } | undefined }>(
    '/search',
    async (request, reply) => {
      const rows = await statements.search(pool, southOf(request.body));
      reply.type('application/json');
      return JSON.stringify(rows);
    },
  );
  app.post<{ Body: { bounds?: [[number, number], unknown] } | undefined }>(
    '/count',
    async (request, reply) => {
      const row = await statements.count(pool, southOf(request.body));
      reply.type('application/json');
      return JSON.stringify(row);
    },
  );
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}
