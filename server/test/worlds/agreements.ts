// Test data of the booking agreement: the fixation world (a builder company with a manager and a clerk, another
// builder, an agency with its head and two agents, an agent on their own) with the company's requisites, the demo
// template uploaded on the bookable complex, and the agent's confirmed-by-default booking of a unit there.
import { eq } from 'drizzle-orm';
import { DealStage } from '#shared/deals.ts';
import { Layout } from '#shared/enums.ts';
import { bookings, cells, companies, deals, objects } from '../../db/schema/index.ts';
import { demoAgreementTemplate } from '../../db/seed/agreement-docx.ts';
import type { TestContext } from '../app.ts';
import { multipart } from './backoffice.ts';
import { buildFixationWorld, type FixationWorld, type Person } from './fixations.ts';

export interface AgreementWorld extends FixationWorld {
  bookingId: number;
  clientPhone: string;
}

export const BUYER_PHONE = '+79181112233';

export async function templateForm(data: Buffer, filename = 'Договор бронирования.docx') {
  return multipart({
    file: {
      data,
      filename,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  });
}

export async function uploadTemplate(t: TestContext, who: Person, objectId: number, data: Buffer) {
  const form = await templateForm(data);
  return t.app.inject({
    method: 'POST',
    url: `/api/backoffice/objects/${objectId}/agreement-template`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

export async function buildAgreementWorld(t: TestContext): Promise<AgreementWorld> {
  const w = await buildFixationWorld(t);
  await t.db
    .update(companies)
    .set({
      name: 'ООО «СЗ Черноморстрой»',
      inn: '2320123456',
      kpp: '232001001',
      legalAddress: '354000, г. Сочи, ул. Навагинская, д. 9',
    })
    .where(eq(companies.id, w.companyId));
  await t.db
    .update(objects)
    .set({ address: 'г. Сочи, ул. Войкова, 1' })
    .where(eq(objects.id, w.autoObjectId));
  // A two-room flat at 5 400 000 ₽: the agreement names it «квартира».
  await t.db
    .update(cells)
    .set({ cntApart: Layout.two, price: 5_400_000, area: 54.3 })
    .where(eq(cells.id, w.cellId));
  const upload = await uploadTemplate(t, w.builder, w.autoObjectId, demoAgreementTemplate());
  if (upload.statusCode !== 200) throw new Error(upload.body);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: w.agent.headers,
    payload: { cellId: w.cellId, kind: 'booking', clientName: 'Анна Смирнова', clientPhone: BUYER_PHONE },
  });
  if (booked.statusCode !== 201) throw new Error(booked.body);
  return { ...w, bookingId: booked.json().booking.id, clientPhone: BUYER_PHONE };
}

/** A deal opened from the booking at its first stage (the deals module opens them; here, the row alone). */
export async function openDeal(t: TestContext, w: AgreementWorld): Promise<number> {
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, w.bookingId));
  const [deal] = await t.db
    .insert(deals)
    .values({
      bookingId: booking!.id,
      objectId: booking!.objectId,
      companyId: w.companyId,
      cellId: booking!.cellId,
      unitNumber: booking!.unitNumber,
      price: booking!.price ?? 0,
      buyerName: booking!.clientName,
      buyerPhone: booking!.clientPhone,
      agentId: booking!.agentId,
      agencyId: booking!.agencyId,
      stage: DealStage.booking,
      stageAt: t.clock.now(),
    })
    .returning({ id: deals.id });
  return deal!.id;
}
