// Fills a migrated PostgreSQL database with the national market (bench/generate.ts --scale national): 12,000
// complexes in every region at its real centre (bench/national-regions.ts: share, price and class mix per region),
// 25,000 buildings, 50,000 sections, 2,000,000 units, 500,000 resale offers (300,000 active), 1,000,000 users,
// 200,000 saved filters and about 8 million price and status records over a year. Set-based SQL (generate_series,
// setseed, no parallel plans, so the same rows every run); only the filters' predicates are read in Node, 1,000 at a
// time by id, with the reader the alert job uses.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { filterPredicates } from '#server/db/schema/index.ts';
import { queryRows } from '#server/core/sql.ts';
import { predicateOf } from '#server/modules/saved-filters/predicate.ts';
import { runMarketRollup } from '#server/modules/market/rollup.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';
import { DISTRICT_NAMES, nationalRegions } from './national-regions.ts';

export const NATIONAL = {
  complexes: 12_000,
  /** 1,000 complexes have 3 buildings, the rest 2: 25,000. Each building: 2 sections × 10 floors × 4 risers. */
  buildings: 25_000,
  floors: 10,
  risers: 4,
  offers: 500_000,
  users: 1_000_000,
  owners: 3_000,
  agents: 20_000,
  filters: 200_000,
} as const;

const MARK = 'Жилой комплекс национального нагрузочного теста.';

type Log = (line: string) => void;

async function step(db: Db, log: Log, title: string, query: ReturnType<typeof sql>) {
  const started = Date.now();
  await db.execute(query);
  log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Complexes per region by share (largest remainder), so they add up to exactly NATIONAL.complexes. */
function regionPlan() {
  const regions = nationalRegions();
  const total = regions.reduce((s, r) => s + r.weight, 0);
  const exact = regions.map((r) => (NATIONAL.complexes * r.weight) / total);
  const counts = exact.map(Math.floor);
  let left = NATIONAL.complexes - counts.reduce((s, n) => s + n, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) if (left-- > 0) counts[i]! += 1;
  let lo = 0;
  let builders = 0;
  return regions.map((r, i) => {
    const n = counts[i]!;
    const row = {
      ...r,
      sort: i,
      lo,
      hi: lo + n,
      // About 150 complexes a district at most, as the city benchmark's busiest district has.
      districts: Math.min(DISTRICT_NAMES.length, Math.max(3, Math.ceil(n / 150))),
      radius: r.tier === 3 ? 0.3 : r.tier === 2 ? 0.18 : 0.1,
      buildersLo: builders,
      builders: Math.max(2, Math.ceil(n / 6)),
    };
    lo += n;
    builders += row.builders;
    return row;
  });
}

export async function generateNationalData(db: Db, now: Date, log: Log = () => {}): Promise<void> {
  const s = NATIONAL;
  const plan = regionPlan();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await t.execute(sql`set local maintenance_work_mem = '512MB'`);
    await t.execute(sql`set local work_mem = '256MB'`);
    await t.execute(sql`select setseed(0.29)`);

    await step(
      t,
      log,
      'regions and districts',
      sql`create table bench_region as
        with r as (insert into regions (name, latitude, longitude, sort)
          select x.name, x.latitude, x.longitude, x.sort
          from jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as x(name text, latitude float8, longitude float8, sort int)
          returning id, name)
        select r.id, x.*
        from r join jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as x(name text, centre text, latitude float8,
          longitude float8, "squarePrice" int, tier int, lo int, hi int, districts int, radius float8,
          "buildersLo" int, builders int) on x.name = r.name`,
    );
    await t.execute(sql`insert into subregions (region_id, name, latitude, longitude, sort)
      select r.id, ${JSON.stringify(DISTRICT_NAMES)}::jsonb ->> (k - 1), r.latitude + r.radius * 0.5 * sin(2 * pi() * k / r.districts),
        r.longitude + r.radius * 0.5 * cos(2 * pi() * k / r.districts) / cos(radians(r.latitude)), k - 1
      from bench_region r cross join lateral generate_series(1, r.districts) k`);

    await step(
      t,
      log,
      'users',
      sql`insert into users (phone, name, email_verified_at, terms_accepted_at, "group", status, abilities, created_at)
        select '+7950' || lpad(g::text, 7, '0'),
          case when g <= ${s.owners} then 'Застройщик ' || g when g <= ${s.owners + s.agents} then 'Агент ' || g
            else 'Покупатель ' || g end,
          now(), now(), case when g > ${s.owners} and g <= ${s.owners + s.agents} then 2 else 1 end, 'active',
          case when g <= ${s.owners} then '{cabinet}'::text[] else '{}'::text[] end,
          now() - (g % 900) * interval '1 day'
        from generate_series(1, ${s.users}) g
        union all
        select ${BENCH_VIEWER_PHONE}, 'Покупатель', now(), now(), 1, 'active', '{}'::text[], now()`,
    );

    await step(
      t,
      log,
      'builders',
      sql`insert into builders (name)
        select (array['СЗ','ГК','ИСК','ДСК','СК'])[1 + (b / 40) % 5] || ' «' ||
          (array['Горизонт','Эталон','Основа','Гранит','Меридиан','Атлант','Вектор','Столица','Квартал','Прогресс',
            'Новострой','Монолит','Альфа','Статус','Север','Базис','Форум','Кредо','Стрела','Дом',
            'Развитие','Урбан','Сфера','Ориентир','Символ','Партнёр','Ресурс','Союз','Инвест','Капитал',
            'Академия','Город','Регион','Держава','Парус','Фаворит','Строймир','Гарант','Лидер','Профи'])[1 + b % 40]
          || ' ' || r.centre || case when b >= 200 then ' ' || (b / 200 + 1) else '' end || '»'
        from bench_region r cross join lateral generate_series(0, r.builders - 1) b
        order by r."buildersLo" + b`,
    );

    // Complexes: region by share, district, class by the region's tier, characteristics drawn per row.
    await step(
      t,
      log,
      'complexes',
      sql`with owners as (select array_agg(id order by id) ids from users
          where phone like '+7950%' and abilities = '{cabinet}'::text[]),
        dist as (select region_id, array_agg(id order by sort) ids from subregions group by region_id),
        g as (select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6
          from generate_series(1, ${s.complexes}) g)
      insert into objects (owner_id, title, type, published, is_finished, date_build, is_action, description, site,
        address, subregion_id, latitude, longitude, features, house_type, house_class, material, territory, house_road,
        parking, ceiling_height, distance_sea, electricity, gas, sewage, water, heating, payments, room_types,
        commission, created_at, published_at)
      select owners.ids[1 + g.g % ${s.owners}],
        (case when g.r5 < 0.06 then 'КП ' else 'ЖК ' end) ||
          (array['Солнечный','Северный','Зелёный','Новый','Светлый','Южный','Лесной','Речной','Парковый','Звёздный',
            'Янтарный','Изумрудный','Лазурный','Кленовый','Сосновый','Берёзовый','Центральный','Западный','Восточный',
            'Семейный','Уютный','Тихий','Яркий','Морской','Горный','Озёрный','Садовый','Луговой','Весенний','Летний'])
            [1 + g.g % 30] || ' ' ||
          (array['квартал','парк','берег','сад','дом','холм','двор','остров','бульвар','город',
            'район','проспект','град','бор','луг','мыс','причал','посад','двор-сад','квартет'])[1 + (g.g / 30) % 20],
        case when g.r5 < 0.06 then 2 else 1 end,
        g.r4 >= 0.03,
        g.r3 < 0.25,
        date '2024-01-01' + ((floor(g.r3 * 28) * 3)::int * interval '1 month'),
        g.r2 < 0.25,
        ${MARK},
        'https://nat-' || g.g || '.example',
        'г. ' || r.centre || ', ул. ' ||
          (array['Ленина','Мира','Советская','Садовая','Лесная','Школьная','Молодёжная','Центральная','Набережная',
            'Гагарина','Пушкина','Кирова','Победы','Строителей','Заводская','Юбилейная','Октябрьская','Чкалова',
            'Новая','Солнечная'])[1 + (g.g / 7) % 20] || ', ' || (1 + g.g % 180),
        dist.ids[1 + floor(g.r1 * r.districts)::int],
        d.latitude + (g.r6 - 0.5) * r.radius * 0.5,
        d.longitude + (g.r4 - 0.5) * r.radius * 0.5 / cos(radians(d.latitude)),
        (select coalesce(array_agg(f order by f), '{}') from generate_series(1, 22) f where random() < 0.3 + 0 * g.g)::smallint[],
        case when g.r5 < 0.06 then 2 else 1 end,
        case r.tier when 3 then (case when g.r2 < 0.1 then 1 when g.r2 < 0.55 then 2 when g.r2 < 0.85 then 3 else 4 end)
          when 2 then (case when g.r2 < 0.25 then 1 when g.r2 < 0.8 then 2 when g.r2 < 0.97 then 3 else 4 end)
          else (case when g.r2 < 0.45 then 1 when g.r2 < 0.93 then 2 when g.r2 < 0.99 then 3 else 4 end) end,
        1 + (g.g % 9), 1 + (g.g % 3), 1,
        array[1 + (g.g % 4)]::smallint[],
        2.6 + (g.g % 8) * 0.1,
        case when r.name in ('Краснодарский край', 'Республика Крым', 'Севастополь') then (50 + g.r4 * 5000)::int end,
        1, 1 + (g.g % 2), 1, 1, 1 + (g.g % 4),
        (select coalesce(array_agg(p order by p), '{}') from generate_series(1, 12) p where random() < 0.4 + 0 * g.g)::smallint[],
        '{1}'::smallint[],
        2 + (g.g % 8) * 0.5,
        now() - (g.r4 * 700) * interval '1 day',
        now() - (g.r4 * 690) * interval '1 day'
      from g
      join bench_region r on g.g > r.lo and g.g <= r.hi
      join dist on dist.region_id = r.id
      join subregions d on d.id = dist.ids[1 + floor(g.r1 * r.districts)::int], owners`,
    );

    await step(
      t,
      log,
      'complex builders and images',
      sql`with o as (select o.id, o.owner_id, r."buildersLo" + (o.id * 7) % r.builders as b
          from objects o join subregions d on d.id = o.subregion_id join bench_region r on r.id = d.region_id
          where o.description = ${MARK}),
        bl as (select array_agg(id order by id) ids from builders),
        ob as (insert into object_builders (object_id, builder_id, sort)
          select o.id, bl.ids[1 + o.b], 0 from o, bl),
        i as (insert into images (uploader_id, storage_key, width, height)
          select owner_id, 'images/national/' || id, 1600, 1000 from o returning id, storage_key)
      insert into object_images (object_id, image_id, sort)
        select substring(i.storage_key from 'images/national/(\\d+)')::int, i.id, 0 from i`,
    );

    await step(
      t,
      log,
      'buildings and sections',
      sql`with o as (select id, date_build, is_action, is_finished, row_number() over (order by id) rn
          from objects where description = ${MARK}),
        p as (insert into pavilions (object_id, name, published, sort, date_build, is_action, is_finished)
          select o.id, 'Корпус ' || n, random() >= 0.02, n - 1, o.date_build + (n - 1) * interval '6 months',
            o.is_action, o.is_finished
          from o cross join lateral generate_series(1, case when o.rn <= ${s.buildings - 2 * s.complexes} then 3 else 2 end) n
          returning id, object_id, date_build, is_finished)
      insert into sections (pavilion_id, object_id, name, published, sort, date_build, is_finished, rows_count, cols_count)
        select p.id, p.object_id, 'Секция ' || n, random() >= 0.02, n - 1, p.date_build, p.is_finished,
          ${s.floors}, ${s.risers}
        from p cross join generate_series(1, 2) n`,
    );

    await step(
      t,
      log,
      'floors and risers',
      sql`with bs as (select s.id from sections s join objects o on o.id = s.object_id where o.description = ${MARK}),
        r as (insert into rows (section_id, name, type, bbox)
          select bs.id, (${s.floors} - r)::text, 3, array[r, 0, r + 1, ${s.risers}] from bs, generate_series(0, ${s.floors - 1}) r)
      insert into cols (section_id, name, bbox)
        select bs.id, (c + 1)::text, array[0, c, ${s.floors}, c + 1] from bs, generate_series(0, ${s.risers - 1}) c`,
    );

    // Units: a layout per riser, the region's price per м² by class, the complex's standing, floor and noise.
    await step(
      t,
      log,
      'units',
      sql`insert into cells (section_id, pavilion_id, object_id, bbox, status, number, area, price, square_price,
          cnt_apart, interior, is_action, floor)
        select u.section_id, u.pavilion_id, u.object_id, array[u.r, u.c, u.r + 1, u.c + 1],
          case when u.x < 0.55 then 4 when u.x < 0.80 then 5 when u.x < 0.88 then 3 when u.x < 0.93 then 1 else 2 end,
          ((${s.floors} - u.r - 1) * ${s.risers} + u.c + 1)::text,
          u.area, round(u.area * u.sq / 1000) * 1000, u.sq, u.layout, 1 + (u.object_id + u.c) % 6,
          u.x < 0.55 and random() < 0.05,
          ${s.floors} - u.r
        from (
          select s.id section_id, s.pavilion_id, s.object_id, r, c, random() x,
            case c when 0 then (array[1, 2])[1 + (s.id + r) % 2] when 1 then 2 when 2 then 3
              else (case when r = 0 and o.house_class >= 3 then 6 else 4 end) end layout,
            round((case c when 0 then 22 + random() * 18 when 1 then 36 + random() * 12 when 2 then 55 + random() * 20
              else (case when r = 0 and o.house_class >= 3 then 120 + random() * 80 else 75 + random() * 30 end) end)::numeric, 2) area,
            round(g."squarePrice" * (array[0.8, 1.0, 1.45, 2.3])[o.house_class] * (0.85 + (o.id * 37 % 36) / 100.0)
              * (1 + (${s.floors} - r) * 0.01) * (0.93 + random() * 0.14)) sq
          from sections s
          join objects o on o.id = s.object_id and o.description = ${MARK}
          join subregions d on d.id = o.subregion_id
          join bench_region g on g.id = d.region_id
          cross join generate_series(0, ${s.floors - 1}) r
          cross join generate_series(0, ${s.risers - 1}) c
        ) u`,
    );

    await step(
      t,
      log,
      'complex figures',
      sql`update objects o set flats_count = s.flats_count, sale_count = s.sale_count, price_from = s.price_from,
          price_to = s.price_to, area_from = s.area_from, area_to = s.area_to, square_price_from = s.square_price_from,
          cnt_apart = s.cnt_apart
        from (select c.object_id, count(*)::int flats_count,
            (count(*) filter (where c.status in (4, 1)))::int sale_count,
            min(c.price) filter (where c.status in (4, 1) and c.cnt_apart is not null and c.price > 0) price_from,
            max(c.price) filter (where c.status in (4, 1) and c.cnt_apart is not null and c.price > 0) price_to,
            min(c.area) filter (where c.status in (4, 1) and c.cnt_apart is not null and c.price > 0) area_from,
            max(c.area) filter (where c.status in (4, 1) and c.cnt_apart is not null and c.price > 0) area_to,
            (min(c.square_price) filter (where c.status in (4, 1) and c.cnt_apart is not null and c.price > 0))::int
              square_price_from,
            coalesce(array_agg(distinct c.cnt_apart order by c.cnt_apart) filter (where c.status in (4, 1)
              and c.cnt_apart is not null), '{}')::smallint[] cnt_apart
          from cells c join sections s on s.id = c.section_id and s.published
          join pavilions p on p.id = c.pavilion_id and p.published
          where not c.disabled group by c.object_id) s
        where o.id = s.object_id`,
    );

    // Offers sit near a complex (so the regions' shares hold), 40 % tied to it; 60 % active.
    await step(
      t,
      log,
      'offers',
      sql`with agents as (select array_agg(id order by id) ids from users where "group" = 2 and phone like '+7950%'),
        obj as (select array_agg(id order by id) ids from objects where published and description = ${MARK}),
        g as (select g, random() r1, random() r2, random() r3, random() r4, random() r5 from generate_series(1, ${s.offers}) g),
        p as (select g.*, obj.ids[1 + floor(g.r5 * array_length(obj.ids, 1))::int] object_id from g, obj)
      insert into offers (user_id, status, object_id, title, address, subregion_id, latitude, longitude, room_type,
        cnt_apart, area, floor, floors_total, price, interior, is_action, commission_type, commission_price,
        contact_source, created_at, updated_at, activated_at)
      select agents.ids[1 + p.g % ${s.agents}],
        case when p.r4 < 0.6 then 2 when p.r4 < 0.7 then 1 when p.r4 < 0.82 then 3 when p.r4 < 0.94 then 4 else 5 end,
        case when p.r1 < 0.4 then o.id end,
        null,
        'г. ' || r.centre || ', ул. Вторичная, ' || (1 + p.g % 250),
        o.subregion_id,
        o.latitude + (p.r2 - 0.5) * 0.04, o.longitude + (p.r3 - 0.5) * 0.06,
        case when p.r3 < 0.08 then 6 else 1 end,
        case when p.r3 < 0.08 then null else 1 + (p.g % 4) end,
        round((25 + p.r3 * 90)::numeric, 2), 1 + p.g % 16, 16,
        round((25 + p.r3 * 90) * r."squarePrice" * (0.7 + p.r1 * 0.5) / 10000) * 10000,
        1 + p.g % 6, p.r2 < 0.05, p.g % 3, 50000 + (p.g % 20) * 10000, 1,
        now() - (p.r4 * 200) * interval '1 day', now() - (p.r4 * 100) * interval '1 day',
        case when p.r4 >= 0.6 and p.r4 < 0.7 then null else now() - (p.r4 * 150) * interval '1 day' end
      from p join objects o on o.id = p.object_id join subregions d on d.id = o.subregion_id
      join bench_region r on r.id = d.region_id, agents`,
    );

    // Saved filters of 150,000 buyers, around a complex of theirs: its region or district, layouts, a budget at
    // the region's prices; 70 % «Сразу», 25 % «Раз в день», 5 % «Не уведомлять».
    await step(
      t,
      log,
      'saved filters',
      sql`with buyers as (select id first from users where phone = '+7950' || lpad(${s.owners + s.agents + 1}::text, 7, '0')),
        obj as (select array_agg(id order by id) ids from objects where published and description = ${MARK}),
        g as (select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7
          from generate_series(1, ${s.filters}) g),
        p as (select g.*, obj.ids[1 + floor(g.r1 * array_length(obj.ids, 1))::int] object_id from g, obj)
      insert into filters (user_id, name, filter, notify, created_at)
      select buyers.first + (p.g * 7919) % 150000, 'Поиск ' || p.g,
        jsonb_strip_nulls(jsonb_build_object(
          'market', case when p.r2 < 0.85 then 1 else 2 end,
          'regionId', case when p.r3 < 0.65 then d.region_id end,
          'subregions', case when p.r3 >= 0.65 then jsonb_build_array(o.subregion_id) end,
          'cntApart', case when p.r4 < 0.6 then
            (case when p.r5 < 0.3 then '[1, 2]' when p.r5 < 0.6 then '[2, 3]' when p.r5 < 0.85 then '[3]' else '[4]' end)::jsonb end,
          'priceTo', case when p.r6 < 0.55 then (round(r."squarePrice" * (40 + p.r7 * 50) / 1000000.0) + 1) * 1000000 end,
          'areaFrom', case when p.r7 < 0.25 then 35 + (p.g % 4) * 10 end,
          'class', case when p.r5 > 0.8 then jsonb_build_array(o.house_class) end,
          'isAction', case when p.r6 > 0.92 then true end,
          'objectId', case when p.r4 > 0.95 then o.id end,
          'floorFrom', case when p.r7 > 0.9 then 2 end)),
        case when p.r6 < 0.7 then 'instant' when p.r6 < 0.95 then 'daily' else 'off' end,
        now() - (p.r7 * 300) * interval '1 day'
      from p join objects o on o.id = p.object_id join subregions d on d.id = o.subregion_id
      join bench_region r on r.id = d.region_id, buyers`,
    );

    // A year of history: the listing, two rises, a recent cut for a third, the sale or reservation; offers' listing,
    // cuts and withdrawals. Triggers off: the alert queue is not what is measured here.
    await t.execute(sql`set local session_replication_role = replica`);
    await step(
      t,
      log,
      'history of units',
      sql`insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
        select c.id, c.object_id, ${now.toISOString()}::timestamptz - (365 - c.id % 30) * interval '1 day',
          round(c.price * 0.85), round(c.square_price * 0.85), 4, null, null, 'seed' from cells c
        union all
        select c.id, c.object_id, ${now.toISOString()}::timestamptz - (270 - c.id % 30) * interval '1 day',
          round(c.price * 0.92), round(c.square_price * 0.92), 4, round(c.price * 0.85), 4, 'seed' from cells c
        union all
        select c.id, c.object_id, ${now.toISOString()}::timestamptz - (150 - c.id % 30) * interval '1 day',
          case when c.id % 3 = 0 then round(c.price * 1.03) else c.price end,
          case when c.id % 3 = 0 then round(c.square_price * 1.03) else c.square_price end,
          4, round(c.price * 0.92), 4, 'seed' from cells c
        union all
        select c.id, c.object_id, ${now.toISOString()}::timestamptz - (c.id % 60) * interval '1 day',
          c.price, c.square_price, 4, round(c.price * 1.03), 4, 'seed' from cells c where c.id % 3 = 0
        union all
        select c.id, c.object_id, ${now.toISOString()}::timestamptz - (c.id % 61) * interval '1 day' + interval '1 hour',
          c.price, c.square_price, c.status, c.price, 4, 'seed' from cells c where c.status <> 4`,
    );
    await step(
      t,
      log,
      'history of offers',
      sql`insert into price_history (offer_id, object_id, at, price, status, prev_price, prev_status, cause)
        select f.id, f.object_id, f.created_at, round(f.price * 1.05 / 10000) * 10000, 2, null, null, 'seed' from offers f
        union all
        select f.id, f.object_id, f.created_at + interval '20 days', f.price, 2, round(f.price * 1.05 / 10000) * 10000,
          2, 'seed' from offers f where f.id % 2 = 0
        union all
        select f.id, f.object_id, f.updated_at, f.price, f.status, f.price, 2, 'seed' from offers f where f.status > 2`,
    );
    await t.execute(sql`drop table bench_region`);
  });

  // The predicates the alert job reads, by the job's own reader, 1,000 filters at a time (45 parameters a row).
  let after = 0;
  let written = 0;
  const started = Date.now();
  for (;;) {
    const batch = await queryRows<{ id: number; filter: unknown }>(
      db,
      sql`select id, filter from filters where id > ${after} and notify <> 'off' order by id limit 1000`,
    );
    if (batch.length === 0) break;
    await db.insert(filterPredicates).values(batch.map((f) => predicateOf(f.id, f.filter)));
    after = batch.at(-1)!.id;
    written += batch.length;
  }
  log(`filter predicates (${written}): ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await step(db, log, 'vacuum analyze', sql`vacuum analyze`);
  const rollup = Date.now();
  const result = await runMarketRollup({ db, now }, { full: true });
  log(`market rollup (${result.rows} rows): ${((Date.now() - rollup) / 1000).toFixed(1)} s`);
  await step(db, log, 'analyze', sql`analyze`);
}
