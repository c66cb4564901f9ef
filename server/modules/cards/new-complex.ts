// When a complex counts as new: the one rule behind the preset «Новые» (the search filter isNew) and the cards' isNew
// (the badge «Новый»), so a card found by the preset always says so and a card with the badge is always found.
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { Feature } from '#shared/enums.ts';
import { smallints } from '../../core/sql.ts';

/** A complex counts as new this many days after its first publication (or when it carries the feature «Новинка»). */
export const NEW_COMPLEX_DAYS = 90;

type Column = AnyColumn | SQL;

/**
 * A boolean SQL expression over a complex's columns (the filter's alias o, or the objects table of the cards); `now`
 * as a placeholder takes newComplexSince(now) at execution (a prepared statement).
 */
export function isNewComplexSql(
  columns: { features: Column; publishedAt: Column; createdAt: Column },
  now: Date | Placeholder,
): SQL<boolean> {
  const since = now instanceof Date ? newComplexSince(now) : now;
  return sql<boolean>`(${columns.features} @> ${smallints([Feature.new])}
    or coalesce(${columns.publishedAt}, ${columns.createdAt}) >= ${since}::timestamptz)`;
}

/** The first publication a complex published at or after counts as new at `now`. */
export const newComplexSince = (now: Date): string =>
  new Date(now.getTime() - NEW_COMPLEX_DAYS * 86_400_000).toISOString();
