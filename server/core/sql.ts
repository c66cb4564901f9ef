// Small SQL pieces the search builders share: validated integer lists, numeric parameters, text patterns.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Rows of a raw query on either engine (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A smallint[] literal of validated integers (enum values and ids), inlined so the planner sees the values. */
export function smallints(values: readonly number[]): SQL {
  return sql.raw(`'{${ints(values).join(',')}}'::smallint[]`);
}

/** `(1, 2, 3)` for `in`, of validated integers. */
export function intList(values: readonly number[]): SQL {
  return sql.raw(`(${ints(values).join(', ')})`);
}

function ints(values: readonly number[]): number[] {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
  return values.length ? [...values] : [0];
}

/** A numeric parameter, for numeric columns and expressions: no overflow, no rounding. */
export const num = (value: number): SQL => sql`${value}::numeric`;

/**
 * A whole-number bound for bigint and integer columns, typed so the column is compared as it is (its indexes stay
 * usable): `column >= atLeast(1.5)` is `column >= 2`, `column <= atMost(1.5)` is `column <= 1`.
 */
export const atLeast = (value: number): SQL => sql`${Math.ceil(value)}::bigint`;
export const atMost = (value: number): SQL => sql`${Math.floor(value)}::bigint`;

/** ILIKE pattern that finds the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The words of a query, letters and digits only, lower case. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** The text of a query matching every word as a prefix ('курорт:* & 12:*'), or null without words. */
export function prefixTsText(text: string): string | null {
  const list = words(text);
  return list.length === 0 ? null : list.map((w) => `${w}:*`).join(' & ');
}

/** A Russian full-text query matching every word as a prefix, or null without words. */
export function prefixTsQuery(text: string): SQL | null {
  const query = prefixTsText(text);
  return query === null ? null : sql`to_tsquery('russian', ${query})`;
}

/** Every condition joined with and; `true` when there are none. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length ? sql.join(conditions as SQL[], sql` and `) : sql`true`;
}

export const toNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
