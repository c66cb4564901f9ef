// Fills a migrated database with the discovery benchmark's data: 5,000 complexes with 300,000 units and 50,000
// resale offers spread over Greater Sochi, in set-based SQL (generate_series), deterministic (setseed).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { seedGeo } from '#server/db/seed/seed-geo.ts';
import { refreshObjectStats } from '#server/modules/realty/refresh-object-stats.ts';

export const SIZE = {
  complexes: 5_000,
  /** Per complex: 1 building × 2 sections × 10 floors × 3 risers. */
  sectionsPerComplex: 2,
  floors: 10,
  risers: 3,
  offers: 50_000,
  builders: 300,
  owners: 200,
  agents: 300,
} as const;

export const UNITS = SIZE.complexes * SIZE.sectionsPerComplex * SIZE.floors * SIZE.risers;

/** Phones of the generated people: owners +795500xxxxx, agents +795510xxxxx, the benchmark's caller below. */
export const BENCH_VIEWER_PHONE = '+79559999999';

type Log = (line: string) => void;

async function step(db: Db, log: Log, title: string, query: ReturnType<typeof sql>) {
  const started = Date.now();
  await db.execute(query);
  log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function generateDiscoveryData(db: Db, log: Log = () => {}): Promise<void> {
  await seedGeo(db);
  const s = SIZE;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select setseed(0.42)`);

    await step(
      t,
      log,
      'people',
      sql`insert into users (phone, name, email_verified_at, terms_accepted_at, "group", status, abilities)
        select '+795500' || lpad(g::text, 5, '0'), 'Застройщик ' || g, now(), now(), 1, 'active', '{cabinet}'::text[]
        from generate_series(1, ${s.owners}) g
        union all
        select '+795510' || lpad(g::text, 5, '0'), 'Агент ' || g, now(), now(), 2, 'active', '{}'::text[]
        from generate_series(1, ${s.agents}) g
        union all
        select ${BENCH_VIEWER_PHONE}, 'Покупатель', now(), now(), 1, 'active', '{}'::text[]`,
    );

    await step(
      t,
      log,
      'builders',
      sql`insert into builders (name)
        select (array['СК','ГК','ИСК','СЗ','ДСК'])[1 + g % 5] || ' «' ||
          (array['Южный','Приморье','Горизонт','Ривьера','Магнолия','Кавказ','Эвкалипт','Кипарис','Лазурь','Вершина'])
            [1 + (g / 5) % 10] || ' ' || g || '»'
        from generate_series(1, ${s.builders}) g`,
    );

    // Complexes: place, class, characteristics and checkout drawn per row; 3 % unpublished drafts.
    await step(
      t,
      log,
      'complexes',
      sql`with sub as (select array_agg(id order by id) ids from subregions),
        owners as (select array_agg(id order by id) ids from users where phone like '+795500%'),
        g as (select g, random() r1, random() r2, random() r3, random() r4, random() r5 from generate_series(1, ${s.complexes}) g)
      insert into objects (owner_id, title, type, published, is_finished, date_build, is_action, description, site,
        address, subregion_id, latitude, longitude, features, house_type, house_class, material, territory, house_road,
        parking, ceiling_height, distance_sea, electricity, gas, sewage, water, heating, payments, room_types,
        commission, created_at, published_at)
      select owners.ids[1 + g.g % ${s.owners}],
        (case when g.r5 < 0.06 then 'КП ' else 'ЖК ' end) ||
          (array['Морской','Горный','Солнечный','Зелёный','Южный','Лазурный','Кипарисовый','Чайный','Светлый','Новый'])
            [1 + (g.g % 10)] || ' ' ||
          (array['бриз','квартал','парк','берег','сад','дом','холм','двор','остров','бульвар'])[1 + (g.g / 10) % 10] ||
          ' ' || g.g,
        case when g.r5 < 0.06 then 2 else 1 end,
        g.r4 >= 0.03,
        g.r3 < 0.25,
        date '2024-01-01' + ((floor(g.r3 * 28) * 3)::int * interval '1 month'),
        g.r2 < 0.3,
        'Жилой комплекс для нагрузочного теста.',
        'https://bench-' || g.g || '.example',
        'г. Сочи, ул. Бенчмарковая, ' || g.g,
        sub.ids[1 + floor(g.r1 * array_length(sub.ids, 1))::int],
        43.40 + g.r1 * 0.55,
        39.30 + g.r2 * 0.75,
        (select coalesce(array_agg(f order by f), '{}') from generate_series(1, 22) f where random() < 0.3 + 0 * g.g)::smallint[],
        case when g.r5 < 0.06 then 2 else 1 end,
        1 + (g.g % 4),
        1 + (g.g % 9),
        1 + (g.g % 3),
        1,
        array[1 + (g.g % 4)]::smallint[],
        2.6 + (g.g % 8) * 0.1,
        (50 + g.r4 * 5000)::int,
        1, 1 + (g.g % 2), 1, 1, 1 + (g.g % 4),
        (select coalesce(array_agg(p order by p), '{}') from generate_series(1, 12) p where random() < 0.4 + 0 * g.g)::smallint[],
        '{1}'::smallint[],
        2 + (g.g % 8) * 0.5,
        now() - (g.r4 * 700 || ' days')::interval,
        now() - (g.r4 * 690 || ' days')::interval
      from g, sub, owners`,
    );

    await step(
      t,
      log,
      'object builders',
      sql`insert into object_builders (object_id, builder_id, sort)
        select o.id, b.ids[1 + o.id % ${s.builders}], 0
        from objects o, (select array_agg(id order by id) ids from builders) b
        where o.description = 'Жилой комплекс для нагрузочного теста.'`,
    );

    await step(
      t,
      log,
      'images',
      sql`with o as (select id, owner_id from objects where description = 'Жилой комплекс для нагрузочного теста.'),
        i as (insert into images (uploader_id, storage_key, width, height)
          select owner_id, 'images/bench/' || id, 1600, 1000 from o returning id, storage_key)
      insert into object_images (object_id, image_id, sort)
        select substring(i.storage_key from 'images/bench/(\\d+)')::int, i.id, 0 from i`,
    );

    await step(
      t,
      log,
      'buildings',
      sql`insert into pavilions (object_id, name, published, sort, date_build, is_action, is_finished)
        select id, 'Корпус 1', true, 0, date_build, is_action, is_finished from objects
        where description = 'Жилой комплекс для нагрузочного теста.'`,
    );

    await step(
      t,
      log,
      'sections',
      sql`insert into sections (pavilion_id, object_id, name, published, sort, date_build, is_finished, rows_count, cols_count)
        select p.id, p.object_id, 'Секция ' || n, random() >= 0.02, n - 1, p.date_build, p.is_finished,
          ${s.floors}, ${s.risers}
        from pavilions p
        join objects o on o.id = p.object_id and o.description = 'Жилой комплекс для нагрузочного теста.'
        cross join generate_series(1, ${s.sectionsPerComplex}) n`,
    );

    await step(
      t,
      log,
      'floors and risers',
      sql`with bs as (select s.id from sections s join objects o on o.id = s.object_id
          where o.description = 'Жилой комплекс для нагрузочного теста.'),
        r as (insert into rows (section_id, name, type, bbox)
          select bs.id, (${s.floors} - r)::text, 3, array[r, 0, r + 1, ${s.risers}] from bs, generate_series(0, ${s.floors - 1}) r)
      insert into cols (section_id, name, bbox)
        select bs.id, (c + 1)::text, array[0, c, ${s.floors}, c + 1] from bs, generate_series(0, ${s.risers - 1}) c`,
    );

    // Units: layouts by riser, prices by class, floor and a little noise; statuses as on a live market.
    await step(
      t,
      log,
      'units',
      sql`insert into cells (section_id, pavilion_id, object_id, bbox, status, number, area, price, square_price,
          cnt_apart, interior, is_action, floor)
        select u.section_id, u.pavilion_id, u.object_id, array[u.r, u.c, u.r + 1, u.c + 1],
          case when u.x < 0.55 then 4 when u.x < 0.80 then 5 when u.x < 0.88 then 3 when u.x < 0.93 then 1 else 2 end,
          ((${s.floors} - u.r - 1) * ${s.risers} + u.c + 1)::text,
          u.area, round(u.area * u.sq), u.sq, u.layout, 1 + (u.object_id + u.c) % 6,
          u.x < 0.55 and random() < 0.05,
          ${s.floors} - u.r
        from (
          select s.id section_id, s.pavilion_id, s.object_id, r, c, random() x,
            case c when 0 then (array[1, 2])[1 + (s.id + r) % 2] when 1 then 3
              else (case when r = 0 then 6 else 4 end) end layout,
            round((case c when 0 then 22 + random() * 22 when 1 then 45 + random() * 25
              else (case when r = 0 then 110 + random() * 80 else 65 + random() * 40 end) end)::numeric, 2) area,
            round((180000 + o.house_class * 110000) * (1 + (${s.floors} - r) * 0.012) * (0.9 + random() * 0.2)) sq
          from sections s
          join objects o on o.id = s.object_id and o.description = 'Жилой комплекс для нагрузочного теста.'
          cross join generate_series(0, ${s.floors - 1}) r
          cross join generate_series(0, ${s.risers - 1}) c
        ) u`,
    );

    await step(
      t,
      log,
      'offers',
      sql`with agents as (select array_agg(id order by id) ids from users where phone like '+795510%'),
        obj as (select array_agg(id order by id) ids from objects
          where published and description = 'Жилой комплекс для нагрузочного теста.'),
        sub as (select array_agg(id order by id) ids from subregions),
        g as (select g, random() r1, random() r2, random() r3, random() r4 from generate_series(1, ${s.offers}) g)
      insert into offers (user_id, status, object_id, title, address, subregion_id, latitude, longitude, room_type,
        cnt_apart, area, floor, floors_total, price, interior, is_action, commission_type, commission_price,
        contact_source, created_at, updated_at, activated_at)
      select agents.ids[1 + g.g % ${s.agents}],
        case when g.r4 < 0.6 then 2 when g.r4 < 0.7 then 1 when g.r4 < 0.82 then 3 when g.r4 < 0.94 then 4 else 5 end,
        case when g.r1 < 0.4 then obj.ids[1 + (g.g % array_length(obj.ids, 1))] end,
        null,
        'г. Сочи, ул. Вторичная, ' || g.g,
        sub.ids[1 + floor(g.r2 * array_length(sub.ids, 1))::int],
        43.40 + g.r2 * 0.55, 39.30 + g.r3 * 0.75,
        case when g.r3 < 0.08 then 6 else 1 end,
        case when g.r3 < 0.08 then null else 1 + (g.g % 6) end,
        round((25 + g.r3 * 120)::numeric, 2), 1 + g.g % 20, 20,
        round((25 + g.r3 * 120) * (200000 + g.r1 * 400000) / 10000) * 10000,
        1 + g.g % 6, g.r2 < 0.05, g.g % 3, 50000 + (g.g % 20) * 10000, 1,
        now() - (g.r4 * 200 || ' days')::interval, now() - (g.r4 * 100 || ' days')::interval,
        case when g.r4 >= 0.6 and g.r4 < 0.7 then null else now() - (g.r4 * 150 || ' days')::interval end
      from g, agents, obj, sub`,
    );
  });

  const ids = (await db.execute(
    sql`select id from objects where description = 'Жилой комплекс для нагрузочного теста.' order by id`,
  )) as unknown as { rows: { id: number }[] };
  const started = Date.now();
  for (const { id } of ids.rows) await refreshObjectStats(db, Number(id));
  log(
    `complex figures (refreshObjectStats × ${ids.rows.length}): ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await step(db, log, 'vacuum analyze', sql`vacuum analyze`);
}
