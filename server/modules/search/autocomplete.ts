// POST /api/search/autocomplete {title}: complexes, builders, districts and addresses as the user types.
// Every word must appear (ILIKE, served by the trigram indexes) or the words must match as prefixes of the Russian
// full-text vector; trigram similarity forgives a typo and ranks what was found.
import { sql, type SQL } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import type { TAutocompleteResponse } from '#shared/schemas/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { visibleComplex } from './filter-sql.ts';
import { allOf, containsPattern, prefixTsQuery, queryRows, words } from '../../core/sql.ts';

/** Suggestions of each kind. */
export const SUGGESTIONS = 5;

/** Every word of the query somewhere in the column. */
function allWords(column: SQL, text: string): SQL {
  const list = words(text);
  if (list.length === 0) return sql`false`;
  return allOf(list.map((w) => sql`${column} ilike ${containsPattern(w)}`));
}

/** Found by words or, for a typo, by trigram similarity; those starting with the query first. */
function rank(column: SQL, text: string): SQL {
  return sql`(${column} ilike ${`${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}) desc,
    similarity(${column}, ${text}) desc`;
}

export async function autocomplete(
  db: DbOrTx,
  title: string,
  viewer: UserRow | null,
): Promise<TAutocompleteResponse> {
  const ts = prefixTsQuery(title);
  const visible = visibleComplex(viewer);
  const fullText = ts
    ? sql`or to_tsvector('russian', o.title || ' ' || coalesce(o.address, '')) @@ ${ts}`
    : sql``;

  const complexes = await queryRows<{
    id: number;
    title: string;
    address: string | null;
    district: string | null;
  }>(
    db,
    sql`select o.id, o.title, o.address, s.name as district
      from objects o left join subregions s on s.id = o.subregion_id
      where ${visible} and (${allWords(sql`o.title`, title)} or o.title % ${title} ${fullText})
      order by ${rank(sql`o.title`, title)}, o.id
      limit ${SUGGESTIONS}`,
  );
  const builders = await queryRows<{ id: number; name: string; objects_count: number }>(
    db,
    sql`select b.id, b.name, count(distinct o.id)::int as objects_count
      from builders b
      join object_builders ob on ob.builder_id = b.id
      join objects o on o.id = ob.object_id
      where ${visible} and (${allWords(sql`b.name`, title)} or b.name % ${title})
      group by b.id, b.name
      order by ${rank(sql`b.name`, title)}, b.id
      limit ${SUGGESTIONS}`,
  );
  const districts = await queryRows<{ id: number; name: string; parent: string | null }>(
    db,
    sql`select s.id, s.name, p.name as parent
      from subregions s left join subregions p on p.id = s.parent_id
      where ${allWords(sql`s.name`, title)} or s.name % ${title}
      order by ${rank(sql`s.name`, title)}, s.sort, s.id
      limit ${SUGGESTIONS}`,
  );
  const addresses = await queryRows<{ address: string; count: number }>(
    db,
    sql`select address, count(*)::int as count from (
        select o.address from objects o
        where ${visible} and o.address is not null and ${allWords(sql`o.address`, title)}
        union all
        select f.address from offers f
        where f.status = ${OfferStatus.active} and f.address is not null
          and ${allWords(sql`coalesce(f.address, '')`, title)}
      ) a
      group by address
      order by ${rank(sql`address`, title)}, count desc, address
      limit ${SUGGESTIONS}`,
  );
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
