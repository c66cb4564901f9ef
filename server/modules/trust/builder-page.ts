// A builder company's public page: its published complexes (delivered when every published building's handover date
// has passed), its record (delivered buildings, and those never postponed to a later quarter: «Сдано в срок 7 из 9»),
// and its documents verified by moderators. Nothing private: no unpublished complex or building, no figures.
import { sql } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TBuilderPage } from '#shared/schemas/trust.ts';
import { TRUST_FIELDS, type TTrustField } from '#shared/trust.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { firstImages } from '../cards/cards.ts';
import { presentPublicCompany } from '../companies/public-company.ts';
import { isPublicObject } from '../../policies/visibility.ts';

interface ComplexRow {
  id: number;
  title: string;
  district: string | null;
  deadline: string | null;
  buildings: number;
  delivered: number;
  deadline_shifts: number;
  escrow_verified: boolean;
}

export async function loadBuilderPage(
  db: DbOrTx,
  storage: Storage,
  companyId: number,
  now: Date,
): Promise<TBuilderPage> {
  const today = moscowDay(now);
  const [company] = await queryRows<{ id: number; name: string; logo: string | null }>(
    db,
    sql`select id, name, logo from companies where id = ${companyId} and kind = 'builder'`,
  );
  const face = company ? presentPublicCompany(storage, company) : null;
  if (!face) throw notFound();
  const ours = sql`objects.company_id = ${companyId} and ${isPublicObject()}`;
  const complexes = await queryRows<ComplexRow>(
    db,
    sql`select objects.id, objects.title, sr.name as district, objects.deadline_shifts, objects.escrow_verified,
        coalesce(max(p.date_build), objects.date_build)::text as deadline,
        count(p.id)::int as buildings,
        count(p.id) filter (where p.date_build < ${today}::date)::int as delivered
      from objects
      left join subregions sr on sr.id = objects.subregion_id
      left join pavilions p on p.object_id = objects.id and p.published
      where ${ours}
      group by objects.id, sr.name
      order by coalesce(max(p.date_build), objects.date_build) desc nulls last, objects.id`,
  );
  // A delivered building kept its first promise when no move of its own or of its complex's date took it to a later
  // quarter.
  const [record] = await queryRows<{ delivered: number; on_time: number }>(
    db,
    sql`select count(*)::int as delivered,
        count(*) filter (where not exists (select 1 from deadline_history h
          where (h.pavilion_id = p.id or (h.pavilion_id is null and h.object_id = p.object_id))
          and date_trunc('quarter', h.to_date) > date_trunc('quarter', h.from_date)))::int as on_time
      from pavilions p join objects on objects.id = p.object_id
      where ${ours} and p.published and p.date_build < ${today}::date`,
  );
  const documents = await queryRows<{ field: TTrustField; complexes: number }>(
    db,
    sql`select c.field, count(*)::int as complexes from trust_checks c join objects on objects.id = c.object_id
      where ${ours} and c.state = 'verified' group by c.field`,
  );
  const images = await firstImages(
    db,
    storage,
    Kind.realty,
    complexes.map((c) => c.id),
    1,
  );
  return {
    id: face.id,
    name: face.name,
    logo: face.logoUrl,
    complexes: complexes.map((c) => ({
      id: c.id,
      title: c.title,
      district: c.district,
      image: images.get(c.id)?.[0] ?? null,
      delivered: c.buildings > 0 ? c.delivered === c.buildings : c.deadline !== null && c.deadline < today,
      deadline: c.deadline,
      deadlineShifts: Number(c.deadline_shifts),
      escrowVerified: c.escrow_verified,
    })),
    record: { delivered: record?.delivered ?? 0, onTime: record?.on_time ?? 0 },
    documents: TRUST_FIELDS.flatMap((field) => {
      const row = documents.find((d) => d.field === field);
      return row ? [{ field, complexes: row.complexes }] : [];
    }),
  };
}
