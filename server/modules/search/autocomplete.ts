// POST /api/search/autocomplete {title}: complexes, builders, districts and streets as the user types. Each kind is
// found by its Russian full-text vector (morphology: «солнечном») or a typo in its name («салнечный»), and ranked
// with the exact name first (text-match.ts, decision 051).
import { sql, type SQL } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import type { TAutocompleteResponse } from '#shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { visibleComplex } from './filter-sql.ts';
import { textMatches, textQuery, textRank } from './text-match.ts';
import { allOf, containsPattern, queryRows, words } from '../../core/sql.ts';

/** Suggestions of each kind. */
export const SUGGESTIONS = 5;

/** Every word of the query somewhere in the column (ILIKE, served by the trigram indexes). */
function allWords(column: SQL, text: string): SQL {
  const list = words(text);
  if (list.length === 0) return sql`false`;
  return allOf(list.map((w) => sql`${column} ilike ${containsPattern(w)}`));
}

export async function autocomplete(
  db: DbOrTx,
  title: string,
  viewer: UserRow | null,
): Promise<TAutocompleteResponse> {
  const q = textQuery(title);
  const visible = visibleComplex(viewer);
  const complexVector = sql`o.search_text`;
  // A street is the B part of a complex's vector (its address), or an offer's address with every word in it.
  const street = sql`o.address`;

  const [complexes, builders, districts, addresses] = await Promise.all([
    queryRows<{ id: number; title: string; address: string | null; district: string | null }>(
      db,
      sql`select o.id, o.title, o.address, s.name as district
        from objects o left join subregions s on s.id = o.subregion_id
        where ${visible} and ${textMatches(complexVector, sql`o.title`, q)}
        order by ${textRank(complexVector, sql`o.title`, q)}, o.id
        limit ${SUGGESTIONS}`,
    ),
    queryRows<{ id: number; name: string; objects_count: number }>(
      db,
      sql`select b.id, b.name, count(distinct o.id)::int as objects_count
        from builders b
        join object_builders ob on ob.builder_id = b.id
        join objects o on o.id = ob.object_id
        where ${visible} and ${textMatches(sql`b.search_text`, sql`b.name`, q)}
        group by b.id, b.name, b.search_text
        order by ${textRank(sql`b.search_text`, sql`b.name`, q)}, b.id
        limit ${SUGGESTIONS}`,
    ),
    queryRows<{ id: number; name: string; parent: string | null }>(
      db,
      sql`select s.id, s.name, p.name as parent
        from subregions s left join subregions p on p.id = s.parent_id
        where ${textMatches(sql`s.search_text`, sql`s.name`, q)}
        order by ${textRank(sql`s.search_text`, sql`s.name`, q)}, s.sort, s.id
        limit ${SUGGESTIONS}`,
    ),
    queryRows<{ address: string; count: number }>(
      db,
      sql`select address, count(*)::int as count from (
          select o.address from objects o
          where ${visible} and o.address is not null
            and ${textMatches(complexVector, street, q, 'B')}
          union all
          select f.address from offers f
          where f.status = ${OfferStatus.active} and f.address is not null
            and (${allWords(sql`coalesce(f.address, '')`, title)} or ${q.text} <<% coalesce(f.address, ''))
        ) a
        group by address
        order by ${textRank(sql`to_tsvector('russian', address)`, sql`address`, q)}, count desc, address
        limit ${SUGGESTIONS}`,
    ),
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
