// What a builder's feeds carry, read in four queries: the units a buyer may see on sale (not disabled, status sale
// or assignment, a dwelling with a layout, price and area, in a published complex, building and section), their
// complexes with place, photos, contacts and portal ids, and the builder's name and phone as the last resort contact.
import { sql } from 'drizzle-orm';
import {
  CELL_STATUSES_ON_SALE,
  Layout,
  Structure,
  type TCellStatus,
  type TInterior,
  type TLayout,
  type TMaterial,
} from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentImage } from '../../storage/images.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { feedObjectIds } from './feed-scope.ts';
import { russianPhone } from './unit-facts.ts';

/** Photos per complex in a feed: portals show about this many and stop reading after 20–40. */
export const FEED_PHOTOS = 20;

export interface FeedContact {
  name: string | null;
  /** +7 and ten digits, or null when neither the contact's nor the builder's phone is a Russian number. */
  phone: string | null;
  email: string | null;
}

export interface FeedComplex {
  id: number;
  title: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  region: string | null;
  locality: string | null;
  district: string | null;
  material: TMaterial | null;
  /** The builder's company as the complex names it (its first builder), else the owner's name. */
  organization: string | null;
  contact: FeedContact;
  site: string | null;
  /** Absolute URLs, the largest variant. */
  photos: string[];
  yandexBuildingId: string | null;
  cianJkId: string | null;
  avitoDevelopmentId: string | null;
  /** The complex's page on Kvartal. */
  url: string;
}

export interface FeedUnit {
  id: number;
  complexId: number;
  buildingId: number;
  buildingName: string;
  sectionName: string;
  number: string | null;
  floor: number | null;
  floorsTotal: number | null;
  layout: TLayout;
  area: number;
  price: number;
  interior: TInterior | null;
  status: TCellStatus;
  plan: string | null;
  /** First day of the completion month, or null when not set anywhere up the chain. */
  deadline: string | null;
  finished: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedData {
  complexes: Map<number, FeedComplex>;
  units: FeedUnit[];
}

interface UnitRow {
  id: number;
  object_id: number;
  pavilion_id: number;
  pavilion_name: string;
  section_name: string;
  number: string | null;
  floor: number | null;
  floors_total: number | null;
  cnt_apart: TLayout;
  area: string | number;
  price: string | number;
  interior: TInterior | null;
  status: TCellStatus;
  plan_key: string | null;
  deadline: string | null;
  finished: boolean;
  created_at: string | Date;
  updated_at: string | Date;
}

interface ComplexRow {
  id: number;
  title: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  region: string | null;
  subregion: string | null;
  parent_subregion: string | null;
  material: TMaterial | null;
  site: string | null;
  builder_name: string | null;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  yandex_building_id: string | null;
  cian_jk_id: string | null;
  avito_development_id: string | null;
}

/**
 * The condition every feed shares: what a buyer may see on sale. Sold, reserved, fund and disabled units never; nor
 * what every portal requires and Kvartal does not know: a penthouse's rooms, a unit's floor, its price or area.
 * Houses of a cottage settlement are not flats: these feeds leave them out.
 */
export const visibleUnit = sql`not c.disabled and c.status in ${intList(CELL_STATUSES_ON_SALE)}
  and c.cnt_apart is not null and c.cnt_apart <> ${Layout.penthouse} and c.floor is not null and c.price is not null and c.price > 0 and c.area is not null and c.area > 0
  and o.published and o.type = ${Structure.apart} and p.published and s.published`;

/** «г. Сочи, ул. …» → «Сочи»: a Russian address begins with its settlement. */
const settlementOf = (address: string | null) =>
  /^\s*(?:г\.|город)\s*([^,]+),/.exec(address ?? '')?.[1]?.trim() ?? null;

/**
 * The settlement and its district. Subregions are a city's districts (and their microdistricts) with the city itself
 * only in the address; without «г. …» there, the outer subregion stands for the settlement.
 */
function placeOf(c: ComplexRow): { locality: string | null; district: string | null } {
  const outer = c.parent_subregion ?? c.subregion;
  const settlement = settlementOf(c.address);
  if (settlement) return { locality: settlement, district: outer };
  return { locality: outer, district: c.parent_subregion ? c.subregion : null };
}

export async function loadFeed(
  db: DbOrTx,
  storage: Storage,
  ownerId: number,
  baseUrl: string,
): Promise<FeedData> {
  const absolute = (storageKey: string) => `${baseUrl}${presentImage(storage, { id: 0, storageKey }).xl}`;
  const [units, complexes, photos] = await Promise.all([
    queryRows<UnitRow>(
      db,
      sql`select c.id, c.object_id, c.pavilion_id, p.name as pavilion_name, s.name as section_name, c.number,
          c.floor, f.floors_total, c.cnt_apart, c.area, c.price, c.interior, c.status, i.storage_key as plan_key,
          coalesce(s.date_build, p.date_build, o.date_build)::text as deadline,
          (s.is_finished or p.is_finished or o.is_finished) as finished, c.created_at, c.updated_at
        from cells c
        join objects o on o.id = c.object_id
        join pavilions p on p.id = c.pavilion_id
        join sections s on s.id = c.section_id
        left join images i on i.id = c.plan_image_id
        left join (select section_id, max(floor)::int as floors_total from cells
          where object_id in (${feedObjectIds(ownerId)}) group by section_id) f
          on f.section_id = c.section_id
        where o.id in (${feedObjectIds(ownerId)}) and ${visibleUnit}
        order by o.id, p.sort, p.id, s.sort, s.id, c.floor nulls last, c.id`,
    ),
    queryRows<ComplexRow>(
      db,
      sql`select o.id, o.title, o.description, o.address, o.latitude, o.longitude, o.material, o.site,
          r.name as region, sr.name as subregion, ps.name as parent_subregion,
          (select b.name from object_builders ob join builders b on b.id = ob.builder_id
            where ob.object_id = o.id order by ob.sort, b.id limit 1) as builder_name,
          u.name as owner_name, u.phone as owner_phone, u.email as owner_email,
          ct.name as contact_name, ct.phone as contact_phone, ct.email as contact_email,
          pi.yandex_building_id, pi.cian_jk_id, pi.avito_development_id
        from objects o
        left join users u on u.id = o.owner_id
        left join subregions sr on sr.id = o.subregion_id
        left join subregions ps on ps.id = sr.parent_id
        left join regions r on r.id = sr.region_id
        left join object_portal_ids pi on pi.object_id = o.id
        left join lateral (select name, phone, email from contacts where object_id = o.id
          order by sort, id limit 1) ct on true
        where o.id in (${feedObjectIds(ownerId)}) and o.published`,
    ),
    queryRows<{ object_id: number; storage_key: string }>(
      db,
      sql`select object_id, storage_key from (
          select oi.object_id, i.storage_key,
            row_number() over (partition by oi.object_id order by oi.sort, oi.image_id) as rank
          from object_images oi join images i on i.id = oi.image_id
          join objects o on o.id = oi.object_id where o.id in (${feedObjectIds(ownerId)}) and o.published) ranked
        where rank <= ${FEED_PHOTOS} order by object_id, rank`,
    ),
  ]);

  const photosOf = new Map<number, string[]>();
  for (const p of photos) {
    const list = photosOf.get(p.object_id) ?? [];
    list.push(absolute(p.storage_key));
    photosOf.set(p.object_id, list);
  }
  const map = new Map<number, FeedComplex>();
  for (const c of complexes) {
    map.set(c.id, {
      id: c.id,
      title: c.title,
      description: c.description,
      address: c.address,
      latitude: c.latitude,
      longitude: c.longitude,
      region: c.region,
      ...placeOf(c),
      material: c.material,
      organization: c.builder_name ?? c.owner_name,
      // The complex's first contact when its phone is a Russian number, else the builder's own.
      contact: russianPhone(c.contact_phone)
        ? { name: c.contact_name, phone: russianPhone(c.contact_phone), email: c.contact_email }
        : { name: c.owner_name, phone: russianPhone(c.owner_phone), email: c.owner_email },
      site: c.site,
      photos: photosOf.get(c.id) ?? [],
      yandexBuildingId: c.yandex_building_id,
      cianJkId: c.cian_jk_id,
      avitoDevelopmentId: c.avito_development_id,
      url: `${baseUrl}/realty/${c.id}`,
    });
  }
  return {
    complexes: map,
    units: units.map((u) => ({
      id: u.id,
      complexId: u.object_id,
      buildingId: u.pavilion_id,
      buildingName: u.pavilion_name,
      sectionName: u.section_name,
      number: u.number,
      floor: u.floor,
      floorsTotal: u.floors_total,
      layout: u.cnt_apart,
      area: Number(u.area),
      price: Number(u.price),
      interior: u.interior,
      status: u.status,
      plan: u.plan_key ? absolute(u.plan_key) : null,
      deadline: u.deadline,
      finished: u.finished,
      createdAt: new Date(u.created_at),
      updatedAt: new Date(u.updated_at),
    })),
  };
}
