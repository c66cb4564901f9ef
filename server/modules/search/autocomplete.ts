// POST /api/search/autocomplete {title}: complexes, builders, districts and streets as the user types. Each kind is
// found by a name starting with the query, its Russian full-text vector (morphology: «солнечном») or a typo in its
// name («салнечный»), and ranked with the exact name first (text-match.ts, decision 051). A short query matches
// thousands of names: each way of matching brings at most CANDIDATES rows through its index, and only those are
// checked for visibility and ranked, so the cost does not grow with the catalogue.
import { sql, type SQL } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import type { TAutocompleteResponse } from '#shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { nameIs, namePrefix, textQuery, textRank, tsQuery, typoMatch, type TextQuery } from './text-match.ts';
import { allOf, containsPattern, queryRows, words } from '../../core/sql.ts';

/** Suggestions of each kind. */
export const SUGGESTIONS = 5;
/** Rows each way of matching may bring before ranking. */
const CANDIDATES = 50;

/** Every word of the query somewhere in the column. */
function allWords(column: SQL, text: string): SQL {
  const list = words(text);
  if (list.length === 0) return sql`false`;
  return allOf(list.map((w) => sql`${column} ilike ${containsPattern(w)}`));
}

/** Complexes the viewer may find: published (or theirs) with a published building and section, checked per row. */
function visible(viewer: UserRow | null): SQL {
  const published = sql`(o.published and exists (select 1 from sections s join pavilions p on p.id = s.pavilion_id
    where s.object_id = o.id and s.published and p.published))`;
  return viewer ? sql`(${published} or o.owner_id = ${viewer.id})` : published;
}

/** The cheap half of `visible`, checked inside each way of matching. */
const publishedOrOwn = (viewer: UserRow | null) =>
  viewer ? sql`(o.published or o.owner_id = ${viewer.id})` : sql`o.published`;

/**
 * Ids of `table as alias` with `where` met, found by each of `ways` (each through its own index, at most
 * CANDIDATES rows), and by `typo` only when those found fewer than SUGGESTIONS: a typo scan costs more than the
 * rest together, and its finds rank after theirs anyway.
 */
function candidates(from: SQL, alias: string, where: SQL, ways: (SQL | null)[], typo: SQL | null): SQL {
  const id = sql.raw(`${alias}.id`);
  const parts = ways
    .filter((w): w is SQL => w !== null)
    .map((w) => sql`(select ${id} from ${from} where ${where} and ${w} limit ${CANDIDATES})`);
  if (parts.length === 0 && !typo) return sql`select null::int as id where false`;
  const found = parts.length ? sql.join(parts, sql` union `) : sql`select null::int as id where false`;
  if (!typo) return found;
  return sql`with found as (${found})
    select id from found
    union (select ${id} from ${from} where ${where} and ${typo}
      and (select count(*) from found) < ${SUGGESTIONS} limit ${CANDIDATES})`;
}

/**
 * The ways a name with a vector is found: exactly (never crowded out by the many names that start with it), by its
 * start, by its stemmed words (`weights`: those parts of the vector).
 */
function ways(vector: SQL, name: SQL, q: TextQuery, weights = ''): (SQL | null)[] {
  const ts = tsQuery(q, weights);
  return [nameIs(name, q), namePrefix(name, q), ts && sql`${vector} @@ ${ts}`];
}

function complexesSql(q: TextQuery, viewer: UserRow | null): SQL {
  const vector = sql`o.search_text`;
  const ts = tsQuery(q);
  const found = candidates(
    sql`objects o`,
    'o',
    publishedOrOwn(viewer),
    // Words of the address too, ranked after those of the name.
    [...ways(vector, sql`o.title`, q, 'A'), ts && sql`${vector} @@ ${ts}`],
    typoMatch(sql`o.title`, q),
  );
  // Ranked first, then the best few checked for a published building and section row by row (a complex the
  // public does not see is rare among them; checked over all candidates it would cost a pass over the sections).
  const rank = textRank(vector, sql`o.title`, q);
  return sql`select o.id, o.title, o.address, d.name as district
    from (select o.id, o.title, o.address, o.subregion_id, o.search_text, o.published, o.owner_id
      from objects o where o.id in (${found})
      order by ${rank}, o.id
      limit ${SUGGESTIONS * 4}) o
    left join subregions d on d.id = o.subregion_id
    where ${visible(viewer)}
    order by ${rank}, o.id
    limit ${SUGGESTIONS}`;
}

function buildersSql(q: TextQuery, viewer: UserRow | null): SQL {
  const found = candidates(
    sql`builders b`,
    'b',
    sql`true`,
    ways(sql`b.search_text`, sql`b.name`, q),
    typoMatch(sql`b.name`, q),
  );
  return sql`select b.id, b.name, count(distinct o.id)::int as objects_count
    from builders b
    join object_builders ob on ob.builder_id = b.id
    join objects o on o.id = ob.object_id
    where b.id in (${found}) and ${visible(viewer)}
    group by b.id, b.name, b.search_text
    order by ${textRank(sql`b.search_text`, sql`b.name`, q)}, b.id
    limit ${SUGGESTIONS}`;
}

function districtsSql(q: TextQuery): SQL {
  const found = candidates(
    sql`subregions s`,
    's',
    sql`true`,
    ways(sql`s.search_text`, sql`s.name`, q),
    typoMatch(sql`s.name`, q),
  );
  return sql`select s.id, s.name, p.name as parent
    from subregions s left join subregions p on p.id = s.parent_id
    where s.id in (${found})
    order by ${textRank(sql`s.search_text`, sql`s.name`, q)}, s.sort, s.id
    limit ${SUGGESTIONS}`;
}

/**
 * Streets: a complex's address (its own vector's words, or a typo) or an active offer's (the words of its
 * indexed vector, each in the address, or a typo); the few addresses picked are then counted exactly.
 */
function addressesSql(q: TextQuery, title: string, viewer: UserRow | null): SQL {
  const ts = tsQuery(q);
  const offerVector = sql`to_tsvector('russian', coalesce(f.title, '') || ' ' || coalesce(f.address, ''))`;
  const offerAddress = sql`coalesce(f.address, '')`;
  const limited = (query: SQL) => sql`(${query} limit ${CANDIDATES})`;
  const parts: SQL[] = [];
  const fromComplexes = (way: SQL) =>
    limited(sql`select o.address from objects o
      where ${publishedOrOwn(viewer)} and o.address is not null and ${way}`);
  const fromOffers = (way: SQL) =>
    limited(sql`select f.address from offers f
      where f.status = ${OfferStatus.active} and f.address is not null and ${way}`);
  if (ts) parts.push(fromComplexes(sql`o.address_text @@ ${ts}`));
  if (ts) parts.push(fromOffers(sql`${offerVector} @@ ${ts} and ${allWords(offerAddress, title)}`));
  const typos = [typoMatch(sql`o.address`, q), typoMatch(offerAddress, q)];
  if (parts.length === 0 && !typos[0]) return sql`select null::text as address, 0 as count where false`;
  const byWords = parts.length
    ? sql.join(parts, sql` union `)
    : sql`select null::text as address where false`;
  // Typos only when the words found too few, as for names.
  const fewFound = sql`(select count(*) from found) < ${SUGGESTIONS}`;
  const byTypo = typos[0]
    ? sql` union ${fromComplexes(sql`${typos[0]} and ${fewFound}`)}
      union ${fromOffers(sql`${typos[1]!} and ${fewFound}`)}`
    : sql``;
  const picked = sql`with found as (${byWords})
    select address from (select address from found ${byTypo}) a
    where address is not null
    order by ${textRank(sql`to_tsvector('russian', address)`, sql`address`, q)}, address
    limit ${SUGGESTIONS}`;
  return sql`select a.address,
      (select count(*) from objects o where o.address = a.address and ${visible(viewer)})::int
        + (select count(*) from offers f where ${offerAddress} = a.address
          and f.status = ${OfferStatus.active})::int as count
    from (${picked}) a
    order by ${textRank(sql`to_tsvector('russian', a.address)`, sql`a.address`, q)}, count desc, a.address`;
}

export async function autocomplete(
  db: DbOrTx,
  title: string,
  viewer: UserRow | null,
): Promise<TAutocompleteResponse> {
  const q = textQuery(title);
  const [complexes, builders, districts, addresses] = await Promise.all([
    queryRows<{ id: number; title: string; address: string | null; district: string | null }>(
      db,
      complexesSql(q, viewer),
    ),
    queryRows<{ id: number; name: string; objects_count: number }>(db, buildersSql(q, viewer)),
    queryRows<{ id: number; name: string; parent: string | null }>(db, districtsSql(q)),
    queryRows<{ address: string; count: number }>(db, addressesSql(q, title, viewer)),
  ]);
  return {
    complexes: complexes.map((r) => ({
      id: Number(r.id),
      title: r.title,
      address: r.address,
      district: r.district,
    })),
    builders: builders.map((r) => ({
      id: Number(r.id),
      name: r.name,
      objectsCount: Number(r.objects_count),
    })),
    districts: districts.map((r) => ({ id: Number(r.id), name: r.name, parent: r.parent })),
    addresses: addresses.map((r) => ({ address: r.address, count: Number(r.count) })),
  };
}

/** The statements, for the benchmark's plans (bench/autocomplete.ts). */
export const autocompleteSql = (title: string, viewer: UserRow | null) => {
  const q = textQuery(title);
  return {
    complexes: complexesSql(q, viewer),
    builders: buildersSql(q, viewer),
    districts: districtsSql(q),
    addresses: addressesSql(q, title, viewer),
  };
};
