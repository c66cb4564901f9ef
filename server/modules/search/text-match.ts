// Russian text matching for the search's text filter and the autocomplete (decision 051): the query's words as
// prefixes through the `russian` configuration (its snowball stemmer: «солнечном» finds «Солнечный») against the
// stored vectors (server/db/schema/search-text.ts), or — for a typo («салнечный») — strict trigram word similarity
// to the name (the `<<%` operator, ≥ 0.5 by default, served by the trigram index). Ranked: the exact name first.
import { sql, type SQL } from 'drizzle-orm';
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
function tsQuery(q: TextQuery, weights = ''): SQL | null {
  if (q.prefixes === null) return null;
  const text = weights ? q.prefixes.replaceAll(':*', `:*${weights}`) : q.prefixes;
  return sql`to_tsquery('russian', ${text})`;
}

/** Found by its stemmed words in `vector`, or by a typo in `name`. */
export function textMatches(vector: SQL, name: SQL, q: TextQuery, weights = ''): SQL {
  const ts = tsQuery(q, weights);
  const typo = sql`${q.text} <<% ${name}`;
  return ts ? sql`(${vector} @@ ${ts} or ${typo})` : typo;
}

/** Words naming a kind of place before its name: «ЖК Солнечный» is named «Солнечный» as well. */
const KIND_WORDS = '^(жк|кп|мкр|мжк|гк|ск|иск|сз|дск|ук|апарт-отель|клубный дом)\\s+';

const bareName = (text: SQL) => sql`regexp_replace(lower(${text}), ${KIND_WORDS}, '')`;

/**
 * ORDER BY terms, best first: the exact name (with or without its kind word), a name starting with the query, the
 * full-text rank (a name's word weighs more than an address's), then how close a typo is.
 */
export function textRank(vector: SQL, name: SQL, q: TextQuery): SQL {
  const ts = tsQuery(q);
  const starts = `${q.text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql.join(
    [
      sql`(${bareName(name)} = ${bareName(sql`${q.text}::text`)}) desc`,
      sql`(lower(${name}) like ${starts} or ${bareName(name)} like ${starts}) desc`,
      ...(ts ? [sql`ts_rank_cd(${vector}, ${ts}) desc`] : []),
      sql`strict_word_similarity(${q.text}, ${name}) desc`,
    ],
    sql`, `,
  );
}
