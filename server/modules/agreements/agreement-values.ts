// What the placeholders stand for in one booking's agreement: the buyer, the unit (the noun for its kind), the price
// in figures and words, the hold's end, the agent and agency, the builder company's requisites, the date, the number.
import { eq, inArray } from 'drizzle-orm';
import type { TAgreementPlaceholder } from '#shared/deals.ts';
import { Layout } from '#shared/enums.ts';
import { formatNumber, formatPhone } from '#shared/format.ts';
import { roublesInContract } from '#shared/money-words.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { unitTexts } from '#shared/texts/units.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, objects, users, type BookingRow } from '../../db/schema/index.ts';
import { presentBooking } from '../bookings/present-booking.ts';
import { moscowDate, moscowDateMinute } from './moscow-time.ts';

export type AgreementValues = Record<TAgreementPlaceholder, string>;

const DASH = '—';

export async function agreementValues(db: DbOrTx, booking: BookingRow, now: Date): Promise<AgreementValues> {
  const presented = await presentBooking(db, booking, now);
  const [object] = await db
    .select({ title: objects.title, address: objects.address, companyId: objects.companyId })
    .from(objects)
    .where(eq(objects.id, booking.objectId));
  const companyIds = [object?.companyId, booking.agencyId].filter((id): id is number => id != null);
  const firms = companyIds.length
    ? await db.select().from(companies).where(inArray(companies.id, companyIds))
    : [];
  const builder = firms.find((c) => c.id === object?.companyId);
  const agency = firms.find((c) => c.id === booking.agencyId);
  const [agent] = booking.agentId
    ? await db
        .select({ name: users.name, phone: users.phone })
        .from(users)
        .where(eq(users.id, booking.agentId))
    : [];
  const price = booking.price ?? 0;
  const kind = presented.unit.kind;
  return {
    buyer_name: booking.clientName,
    buyer_phone: formatPhone(booking.clientPhone),
    unit_number: booking.unitNumber ?? DASH,
    unit_kind: unitTexts.noun[kind].toLowerCase(),
    unit_floor: booking.unitFloor != null ? String(booking.unitFloor) : DASH,
    unit_area: booking.unitArea != null ? formatNumber(booking.unitArea) : DASH,
    unit_rooms: booking.unitCntApart != null ? Layout.title(booking.unitCntApart) : DASH,
    complex: object?.title ?? DASH,
    address: object?.address ?? DASH,
    price: `${formatNumber(price)} ₽`,
    price_words: roublesInContract(price, formatNumber(price)),
    hold_until: booking.expiresAt ? moscowDateMinute(booking.expiresAt) : DASH,
    agent_name: agent?.name ?? DASH,
    agent_phone: agent?.phone ? formatPhone(agent.phone) : DASH,
    agency: agency?.name ?? agreementTexts.pdf.noAgency,
    company: builder?.name ?? DASH,
    company_inn: builder?.inn ?? DASH,
    company_kpp: builder?.kpp ?? DASH,
    company_address: builder?.legalAddress ?? DASH,
    date: moscowDate(now),
    booking_number: String(booking.id),
  };
}
