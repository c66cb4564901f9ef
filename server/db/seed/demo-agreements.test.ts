import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { objects } from '../schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readPdf } from '../../test/pdf.ts';
import { buildFixationWorld } from '../../test/worlds/fixations.ts';
import { seedDemoAgreements } from './demo-agreements.ts';
import * as agreementsApi from '#shared/api/agreements.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

describe('[seed] the demo’s booking agreement', () => {
  const t = useTestApp();

  it('[agreements] puts the template on the builder’s complexes and signs the agent’s booking of Игорь Белов', async () => {
    const w = await buildFixationWorld(t);
    const booked = await t.call(
      bookingsApi.createBooking,
      { body: { cellId: w.cellId, kind: 'booking', clientName: 'Игорь Белов', clientPhone: '+79181234502' } },
      w.agent,
    );
    expect(booked.statusCode).toBe(201);
    const id: number = booked.json().booking.id;
    const accounts = { builder: w.builder.user, agent: w.agent.user } as Parameters<
      typeof seedDemoAgreements
    >[2];
    expect(await seedDemoAgreements(t.db, t.storage, accounts, t.clock.now())).toBe(2);
    const [object] = await t.db.select().from(objects).where(eq(objects.id, w.autoObjectId));
    expect(object!.agreementTemplateName).toBe('Договор бронирования (Черноморстрой).docx');

    const agreement = await t.call(agreementsApi.getAgreement, { params: { id } }, w.agent);
    expect(agreement.json()).toMatchObject({
      state: 'signed',
      signedIp: '185.71.76.14',
      phone: '+79181234502',
    });
    const pdf = await t.call(agreementsApi.getAgreementPdf, { params: { id } }, w.builder);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(agreement.json().hash);
    expect(text).toContain('Подписано простой электронной подписью');
  });
});
