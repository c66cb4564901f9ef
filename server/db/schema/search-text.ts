// The Russian full-text vectors search reads (decision 051): generated columns, so the stemmed words are stored once
// per write and ranked without recomputing them, each behind a GIN index. The `russian` configuration (snowball
// stemmer) ships with PostgreSQL and PGlite alike. Names weigh more than addresses in ranking ('A' over 'B').
import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A tsvector column; read only through SQL (its text form is of no use to the code). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** The vector of a name alone. */
export const nameVector = (column: string): SQL =>
  sql.raw(`to_tsvector('russian', coalesce("${column}", ''))`);

/** A complex's vector: its title (weight A) and its address with the street (weight B). */
export const complexVector: SQL = sql.raw(
  `setweight(to_tsvector('russian', coalesce("title", '')), 'A') || ` +
    `setweight(to_tsvector('russian', coalesce("address", '')), 'B')`,
);
