// The builder of bench/analytics-dashboard.ts --national, added to the SHARED kvartal_national (bench/national-
// data.ts) idempotently and apart from what the generator wrote: one company «ГК «Бенчмарк (национальный)»» with
// its owner, owning the 20 published complexes of the busiest district of the region with the most complexes (that
// district's saved filters are the demand it sees), and a year of daily views of each by source. Nothing else of
// the national data changes: the history, the saved filters and the other 11,980 complexes are as generated.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/core/sql.ts';

export const NATIONAL_BUILDER = 'ГК «Бенчмарк (национальный)»';
const OWNER_PHONE = '+79550000029';

/** The company's complex ids, adding the company, its owner, the complexes' ownership and the views when missing. */
export async function ensureNationalBuilder(db: Db, log: (line: string) => void): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [found] = await queryRows<{ id: number }>(
      tx,
      sql`select id from companies where kind = 'builder' and name = ${NATIONAL_BUILDER}`,
    );
    if (found) {
      const owned = await queryRows<{ id: number }>(
        tx,
        sql`select id from objects where company_id = ${found.id} order by id`,
      );
      if (owned.length === 20) return owned.map((r) => Number(r.id));
    }
    const [company] = found
      ? [found]
      : await queryRows<{ id: number }>(
          tx,
          sql`insert into companies (kind, name) values ('builder', ${NATIONAL_BUILDER}) returning id`,
        );
    await tx.execute(sql`insert into users (phone, name, "group", status, abilities)
      values (${OWNER_PHONE}, 'Застройщик (бенчмарк)', 1, 'active', '{}'::text[]) on conflict do nothing`);
    await tx.execute(sql`insert into company_members (company_id, user_id, kind, role, permissions)
      select ${company!.id}, u.id, 'builder', 'owner', '{}' from users u
      where u.phone = ${OWNER_PHONE}
        and not exists (select 1 from company_members m where m.company_id = ${company!.id} and m.user_id = u.id)`);
    const owned = await queryRows<{ id: number }>(
      tx,
      sql`with region as (select sr.region_id from objects o join subregions sr on sr.id = o.subregion_id
            group by sr.region_id order by count(*) desc, sr.region_id limit 1),
          district as (select sr.id from objects o join subregions sr on sr.id = o.subregion_id
            where sr.region_id = (select region_id from region) group by sr.id order by count(*) desc, sr.id limit 1),
          picked as (select o.id from objects o where o.published and o.subregion_id = (select id from district)
            and (o.company_id is null or o.company_id = ${company!.id}) order by o.id limit 20)
        update objects set company_id = ${company!.id} where id in (select id from picked) returning id`,
    );
    const ids = owned.map((r) => Number(r.id)).sort((a, b) => a - b);
    await tx.execute(sql`insert into analytics_views (day, object_id, cell_id, source, views)
      select d::date, o.id, 0, s, (20 + random() * 60)::int
      from objects o, generate_series(current_date - 364, current_date, interval '1 day') d,
        unnest(array['app', 'widget', 'collection', 'feed']) s
      where o.company_id = ${company!.id}
        and not exists (select 1 from analytics_views v where v.object_id = o.id)
      on conflict do nothing`);
    await tx.execute(sql`analyze analytics_views`);
    log(`national builder: company ${company!.id}, complexes ${ids.join(', ')}`);
    return ids;
  });
}

/**
 * The stored demand counts' tables (migration «demand_counts»), applied idempotently: the shared databases are never
 * migrated by the bench (other branches carry other migrations).
 */
export async function ensureDemandCountsDdl(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists analytics_demand_counts (
    company_id integer not null references companies(id) on delete cascade, scope integer not null,
    cnt_apart smallint not null, band smallint not null, filters integer not null, buyers integer not null,
    primary key (company_id, scope, cnt_apart, band))`);
  await db.execute(sql`create table if not exists analytics_demand_unmet (
    company_id integer not null references companies(id) on delete cascade, scope integer not null,
    filter_id integer not null references filters(id) on delete cascade, user_id integer not null,
    cnt_apart smallint not null, band smallint not null,
    primary key (company_id, scope, filter_id, cnt_apart, band))`);
  await db.execute(
    sql`alter table analytics_demand_state add column if not exists object_ids integer[] default '{}' not null`,
  );
  await db.execute(
    sql`alter table analytics_demand_state add column if not exists matches integer default 0 not null`,
  );
  await db.execute(
    sql`create index if not exists analytics_demand_unmet_filter_id_index on analytics_demand_unmet (filter_id)`,
  );
  await db.execute(sql`create index if not exists analytics_demand_matches_company_id_user_id_index
    on analytics_demand_matches (company_id, user_id)`);
}
