// Russian text matching for the search's text filter and the autocomplete (decision 051): the query's words as
// prefixes through the `russian` configuration (its snowball stemmer: «солнечном» finds «Солнечный») against the
// stored vectors (server/db/schema/search-text.ts), or — for a typo («салнечный») — strict trigram word similarity
// to the name (the `<<%` operator, ≥ 0.5 by default, served by the trigram index). Ranked: the exact name first.
import { sql, type SQL } from 'drizzle-orm';
import { bareNameSql, KIND_WORDS } from '../../db/schema/search-text.ts';
import { words } from '../../core/sql.ts';

export interface TextQuery {
  /** The query as typed, trimmed (trigram similarity reads it whole). */
  text: string;
  /** The words as stemmed prefixes ('жк:* & солнечном:*'), or null when it has no word. */
  prefixes: string | null;
}

export function textQuery(raw: string): TextQuery {
  const list = words(raw);
  return { text: raw.trim(), prefixes: list.length ? list.map((w) => `${w}:*`).join(' & ') : null };
}

/** The full-text query; `weights` keeps the match to those parts of the vector ('B': a complex's address). */
export function tsQuery(q: TextQuery, weights = ''): SQL | null {
  if (q.prefixes === null) return null;
  const text = weights ? q.prefixes.replaceAll(':*', `:*${weights}`) : q.prefixes;
  return sql`to_tsquery('russian', ${text})`;
}

/** Found by its stemmed words in `vector`, or by a typo in `name`. */
export function textMatches(vector: SQL, name: SQL, q: TextQuery, weights = ''): SQL {
  const ts = tsQuery(q, weights);
  const found = [...(ts ? [sql`${vector} @@ ${ts}`] : []), ...[typoMatch(name, q) ?? []].flat()];
  return found.length ? sql`(${sql.join(found, sql` or `)})` : sql`false`;
}

/** Below this many letters a typo cannot be told from another word: only the words' prefixes match. */
const TYPO_LETTERS = 4;

/** The name's typo match, or null when the query is too short for one. */
export function typoMatch(name: SQL, q: TextQuery): SQL | null {
  return q.text.replace(/[^\p{L}\p{N}]/gu, '').length >= TYPO_LETTERS ? sql`${q.text} <<% ${name}` : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The query as a bare name: lower case, without a kind word. */
const bareQuery = (q: TextQuery) => q.text.toLowerCase().replace(new RegExp(KIND_WORDS), '');

const bareName = (name: SQL) => bareNameSql(name);

/** The name, without its kind word, is the query's (served by the bare name's index). */
export const nameIs = (name: SQL, q: TextQuery) => sql`${bareName(name)} = ${bareQuery(q)}`;

/** The name, without its kind word, starts with the query's (served by the bare name's index). */
export const namePrefix = (name: SQL, q: TextQuery) =>
  sql`${bareName(name)} like ${`${escapeLike(bareQuery(q))}%`}`;

/**
 * ORDER BY terms, best first: the exact name (with or without its kind word), a name starting with the query, the
 * full-text rank (a name's word weighs more than an address's), then how close a typo is.
 */
export function textRank(vector: SQL, name: SQL, q: TextQuery): SQL {
  const ts = tsQuery(q);
  const starts = `${escapeLike(q.text.toLowerCase())}%`;
  return sql.join(
    [
      sql`(${nameIs(name, q)}) desc`,
      sql`(lower(${name}) like ${starts} or ${namePrefix(name, q)}) desc`,
      ...(ts ? [sql`ts_rank_cd(${vector}, ${ts}) desc`] : []),
      sql`strict_word_similarity(${q.text}, ${name}) desc`,
    ],
    sql`, `,
  );
}
