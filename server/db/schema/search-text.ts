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

/** Kinds of place written before a name: «ЖК Солнечный» is also named «Солнечный». */
export const KINDS = [
  'жк',
  'кп',
  'мкр',
  'мжк',
  'гк',
  'ск',
  'иск',
  'сз',
  'дск',
  'ук',
  'апарт-отель',
  'клубный дом',
];
export const KIND_WORDS = `^(${KINDS.join('|')})\\s+`;

/**
 * A name in lower case without its kind word, as SQL of `column` (a column's name or an expression). Written out
 * literally, so the statements' expression is the indexes' own (a parameter would not match the index).
 */
export const bareNameSql = (column: SQL | string): SQL =>
  sql`regexp_replace(lower(${typeof column === 'string' ? sql.raw(`"${column}"`) : column}), ${sql.raw(`'${KIND_WORDS}'`)}::text, ''::text)`;
