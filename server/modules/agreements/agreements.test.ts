import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AGREEMENT_CODE } from '#shared/deals.ts';
import { bookingAgreements, bookings, dealEvents, deals, notifications } from '../../db/schema/index.ts';
import { buildDocx } from '../../db/seed/agreement-docx.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { readPdf } from '../../test/pdf.ts';
import {
  buildAgreementWorld,
  openDeal,
  templateForm,
  uploadTemplate,
  type AgreementWorld,
} from '../../test/worlds/agreements.ts';
import type { Person } from '../../test/worlds/fixations.ts';
import { sha256 } from './agreement-draft.ts';
import * as agreementsApi from '#shared/api/agreements.ts';

let t: TestContext;
let w: AgreementWorld;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test gets its own booking of a fresh world: the database is shared within the file.
  t.clock.advance(24 * 3600_000);
  w = await buildAgreementWorld(t);
});
const sendCode = (who: Person = w.agent) =>
  t.callRaw(agreementsApi.sendAgreementCode, { params: { id: w.bookingId }, body: {} }, who);
const sign = (code: string, who: Person = w.agent, ip = '203.0.113.7') =>
  t.call(agreementsApi.signAgreement, { params: { id: w.bookingId }, body: { code } }, who, {
    remoteAddress: ip,
  });
/** The PDF's text with its line breaks as spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const lastCode = () => /Код (\d{6})/.exec(t.sms.last(w.clientPhone)!.text)![1]!;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('[agreements] the template', () => {
  it('[agreements] the builder uploads, reads, downloads and deletes the template', async () => {
    const read = await t.call(
      agreementsApi.getAgreementTemplate,
      { params: { id: w.autoObjectId } },
      w.builder,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Договор бронирования.docx');
    expect(read.json().placeholders.map((p: { name: string }) => p.name)).toContain('price_words');
    const file = await t.call(
      agreementsApi.downloadAgreementTemplate,
      { params: { id: w.autoObjectId } },
      w.builder,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/wordprocessingml/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const removed = await t.call(
      agreementsApi.deleteAgreementTemplate,
      { params: { id: w.autoObjectId } },
      w.builder,
    );
    expect(removed.json().name).toBeNull();
    const pdf = await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.agent);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.failure().message).toMatch(/не загрузил шаблон/);
    expect(
      (await t.call(agreementsApi.getAgreement, { params: { id: w.bookingId } }, w.agent)).json().available,
    ).toBe(false);
  });

  it('[agreements] a template with an unknown placeholder is refused naming it', async () => {
    const bad = buildDocx([{ text: 'Покупатель: {buyer_nam}, цена {price}' }]);
    const res = await uploadTemplate(t, w.builder, w.autoObjectId, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(
      /^В шаблоне неизвестная подстановка \{buyer_nam\}\. Доступны: \{buyer_name\}, /,
    );
  });

  it('[agreements] a broken tag, a broken DOCX, another type and an empty form are 422 in Russian', async () => {
    const unclosed = await uploadTemplate(t, w.builder, w.autoObjectId, buildDocx([{ text: 'Цена {price' }]));
    expect(unclosed.statusCode).toBe(422);
    expect(unclosed.json().errors.file[0]).toMatch(/^Ошибка в подстановке: не закрыта фигурная скобка/);
    const notZip = await uploadTemplate(t, w.builder, w.autoObjectId, Buffer.from('%PDF-1.7 hello'));
    expect(notZip.json().errors.file[0]).toBe('Нужен документ Word в формате DOCX');
    const cut = buildDocx([{ text: 'x' }]);
    const broken = await uploadTemplate(t, w.builder, w.autoObjectId, cut.subarray(0, cut.length - 30));
    expect(broken.statusCode).toBe(422);
    const empty = await t.callRaw(
      agreementsApi.uploadAgreementTemplate,
      { params: { id: w.autoObjectId } },
      w.builder,
    );
    expect(empty.statusCode).toBe(422);
    const big = await uploadTemplate(t, w.builder, w.autoObjectId, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file[0]).toBe('Файл больше 10 МБ');
  });

  it('[agreements] the template is the builder company’s: others 404, a member without settings 403', async () => {
    expect(
      (await t.call(agreementsApi.getAgreementTemplate, { params: { id: w.autoObjectId } }, w.otherBuilder))
        .statusCode,
    ).toBe(404);
    expect(
      (await uploadTemplate(t, w.otherBuilder, w.autoObjectId, buildDocx([{ text: 'x' }]))).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          agreementsApi.deleteAgreementTemplate,
          { params: { id: w.autoObjectId } },
          w.otherBuilder,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          agreementsApi.downloadAgreementTemplate,
          { params: { id: w.autoObjectId } },
          w.otherBuilder,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(agreementsApi.getAgreementTemplate, { params: { id: w.autoObjectId } }, w.agent))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(agreementsApi.getAgreementTemplate, { params: { id: w.autoObjectId } }, w.buyer))
        .statusCode,
    ).toBe(403);
    const clerk = await uploadTemplate(t, w.clerk, w.autoObjectId, buildDocx([{ text: '{price}' }]));
    expect(clerk.statusCode).toBe(403);
    expect(
      (await t.call(agreementsApi.getAgreementTemplate, { params: { id: w.autoObjectId } }, w.clerk))
        .statusCode,
    ).toBe(200);
    const form = await templateForm(buildDocx([{ text: '{price}' }]));
    expect(form.headers['content-type']).toMatch(/multipart/);
  });
});

describe('[agreements] the PDF', () => {
  it('[agreements] the agreement is filled for the booking: buyer, unit, price in words, requisites', async () => {
    const res = await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.agent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = flat((await readPdf(res.rawPayload)).text);
    expect(text).toContain(`ДОГОВОР БРОНИРОВАНИЯ № ${w.bookingId}`);
    expect(text).toContain('Анна Смирнова');
    expect(text).toContain('ООО «СЗ Черноморстрой»');
    expect(text).toContain('ИНН 2320123456');
    expect(text).toContain('КПП 232001001');
    expect(text).toContain(
      'квартира № 1, этаж 1, площадь 54,3 м², комнатность: 2-комнатная, в ЖК «Бриз» по адресу: г. Сочи, ул. Войкова, 1',
    );
    expect(text).toContain('5 400 000 (пять миллионов четыреста тысяч) рублей 00 копеек');
    expect(text).toContain('Екатерина Агентова');
    expect(text).toContain('АН «Южный квартал»');
    const [row] = await t.db
      .select()
      .from(bookingAgreements)
      .where(eq(bookingAgreements.bookingId, w.bookingId));
    expect(row!.state).toBe('draft');
    expect(row!.hash).toBe(sha256(res.rawPayload));
    // Read again: the same draft, not a new one.
    await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.builder);
    const [again] = await t.db
      .select()
      .from(bookingAgreements)
      .where(eq(bookingAgreements.bookingId, w.bookingId));
    expect(again!.pdfKey).toBe(row!.pdfKey);
  });

  it('[agreements] a changed booking makes a new draft, and the code sent for the old one no longer signs', async () => {
    await sendCode();
    const code = lastCode();
    await t.db.update(bookings).set({ price: 7_777_000 }).where(eq(bookings.id, w.bookingId));
    const res = await sign(code);
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.code[0]).toMatch(/Договор изменился/);
    const text = flat(
      (
        await readPdf(
          (await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.agent)).rawPayload,
        )
      ).text,
    );
    expect(text).toContain('7 777 000 (семь миллионов семьсот семьдесят семь тысяч) рублей 00 копеек');
  });

  it('[agreements] who reads it: the agent, their agency head, the builder’s members; others 404', async () => {
    for (const who of [w.agent, w.head, w.builder, w.manager])
      expect(
        (await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, who)).statusCode,
        who.user.name ?? '',
      ).toBe(200);
    for (const who of [w.colleague, w.loner, w.otherBuilder, w.buyer]) {
      expect(
        (await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, who)).statusCode,
      ).toBe(404);
      expect(
        (await t.call(agreementsApi.getAgreement, { params: { id: w.bookingId } }, who)).statusCode,
      ).toBe(404);
      expect((await sendCode(who)).statusCode).toBe(404);
      expect((await sign('123456', who)).statusCode).toBe(404);
    }
    expect(
      (await t.call(agreementsApi.getAgreementPdf, { params: { id: 999999 } }, w.agent)).statusCode,
    ).toBe(404);
  });
});

describe('[agreements] the code', () => {
  it('[agreements] the code goes by SMS to the buyer’s phone, stored only as a hash; resend waits a minute', async () => {
    const sent = await sendCode(w.manager);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      state: 'code_sent',
      resendIn: 60,
      expiresIn: AGREEMENT_CODE.ttlMs / 1000,
    });
    const sms = t.sms.last(w.clientPhone)!;
    expect(sms.text).toMatch(
      /^Код \d{6} для подписания договора бронирования кв\. 1 в ЖК «Бриз»\. Никому не сообщайте его$/,
    );
    const code = lastCode();
    const [row] = await t.db
      .select()
      .from(bookingAgreements)
      .where(eq(bookingAgreements.bookingId, w.bookingId));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    t.clock.advance(20_000);
    const again = await sendCode();
    expect(again.statusCode).toBe(429);
    expect(again.failure().seconds).toBe(40);
    t.clock.advance(40_000);
    expect((await sendCode()).statusCode).toBe(200);
    expect(lastCode()).toMatch(/^\d{6}$/);
  });

  it('[agreements] a wrong code costs a try; after five a new code is needed', async () => {
    await sendCode();
    const code = lastCode();
    for (let left = 4; left >= 1; left--) {
      const res = await sign(wrongOf(code));
      expect(res.statusCode).toBe(422);
      expect(res.failure().errors.code[0]).toBe(`Неверный код. Осталось попыток: ${left}`);
    }
    const fifth = await sign(wrongOf(code));
    expect(fifth.failure().errors.code[0]).toBe('Попытки ввода исчерпаны — отправьте новый код');
    const right = await sign(code);
    expect(right.statusCode).toBe(422);
    expect(right.failure().errors.code[0]).toBe('Попытки ввода исчерпаны — отправьте новый код');
    t.clock.advance(61_000);
    await sendCode();
    expect((await sign(lastCode())).statusCode).toBe(200);
  });

  it('[agreements] an expired code does not sign; a malformed one is 422', async () => {
    await sendCode();
    const code = lastCode();
    t.clock.advance(AGREEMENT_CODE.ttlMs + 1000);
    const res = await sign(code);
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.code[0]).toBe('Срок действия кода истёк — отправьте новый');
    expect((await sign('12ab')).failure().errors.code[0]).toBe('Код — 6 цифр');
    expect((await sign('')).statusCode).toBe(422);
  });

  it('[agreements] without a sent code signing asks for one', async () => {
    const res = await sign('123456');
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.code[0]).toBe('Сначала отправьте код покупателю');
  });
});

describe('[agreements] signing', () => {
  it('[agreements] the right code signs: audit record, signed PDF with its last page, the deal moves, both sides told', async () => {
    const dealId = await openDeal(t, w);
    await sendCode();
    const code = lastCode();
    const draft = await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.agent);
    const res = await sign(code, w.agent, '198.51.100.23');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      state: 'signed',
      signedIp: '198.51.100.23',
      hash: sha256(draft.rawPayload),
    });

    const [row] = await t.db
      .select()
      .from(bookingAgreements)
      .where(eq(bookingAgreements.bookingId, w.bookingId));
    expect(row).toMatchObject({
      state: 'signed',
      codeUsed: true,
      signedIp: '198.51.100.23',
      phone: w.clientPhone,
      signedById: w.agent.user.id,
    });
    expect(row!.signedAt!.toISOString()).toBe(t.clock.now().toISOString());

    const signed = await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.builder);
    expect(signed.headers['content-disposition']).toMatch(/inline/);
    const pdf = await readPdf(signed.rawPayload);
    const last = flat(pdf.text.slice(pdf.text.lastIndexOf('Подписано простой электронной подписью')));
    expect(last).toContain(row!.hash);
    expect(last).toContain('Телефон (идентификатор подписанта) +7(918)111-22-33');
    expect(last).toContain('198.51.100.23');
    expect(last).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} МСК/);
    expect(last).toContain('Код из СМС, отправленный на этот номер, введён верно');
    expect(last).toContain(`Бронь № ${w.bookingId}, кв. 1, ЖК «Бриз»`);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);

    const [deal] = await t.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ stage: 'agreement', version: 2 });
    expect(deal!.agreementDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const events = await t.db.select().from(dealEvents).where(eq(dealEvents.dealId, dealId));
    expect(events).toMatchObject([
      { kind: 'stage', fromValue: 'booking', toValue: 'agreement', data: { signedBy: 'sms' } },
    ]);

    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'AgreementSigned'));
    const mine = told.filter((n) => (n.payload as { bookingId: number }).bookingId === w.bookingId);
    // The agent signed, so the builder's side hears of it (the booking's assignee); not the signer.
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, w.bookingId));
    expect(booking!.assigneeId).not.toBeNull();
    expect(mine.map((n) => n.userId)).toEqual([booking!.assigneeId]);
    expect(mine[0]!.payload).toMatchObject({ dealId, side: 'builder', buyerName: 'Анна Смирнова' });
    // Every party's open deal screens follow: the signer's too.
    for (const userId of [w.agent.user.id, booking!.assigneeId!])
      expect(t.realtime.sent).toContainEqual(
        expect.objectContaining({ userId, event: 'DealsChanged', payload: { id: dealId } }),
      );

    // A used code never signs twice; a new code cannot be sent for a signed agreement.
    const twice = await sign(code);
    expect(twice.statusCode).toBe(409);
    expect(twice.failure().message).toBe('Договор уже подписан');
    t.clock.advance(61_000);
    expect((await sendCode()).statusCode).toBe(409);
    // A later price change leaves the signed agreement as signed.
    await t.db.update(bookings).set({ price: 1 }).where(eq(bookings.id, w.bookingId));
    const still = await t.call(agreementsApi.getAgreementPdf, { params: { id: w.bookingId } }, w.agent);
    expect(sha256(still.rawPayload)).toBe(sha256(signed.rawPayload));
  });

  it('[agreements] the builder’s manager signs, and the agent is told', async () => {
    await sendCode(w.manager);
    const res = await sign(lastCode(), w.manager);
    expect(res.statusCode).toBe(200);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.agent.user.id));
    expect(told.find((n) => n.type === 'AgreementSigned')?.payload).toMatchObject({
      bookingId: w.bookingId,
      side: 'agent',
      dealId: null,
    });
  });

  it('[agreements] two signings with one code at once: one signs, the other is refused', async () => {
    await sendCode();
    const code = lastCode();
    const [a, b] = await Promise.all([sign(code), sign(code)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('[agreements] a closed booking cannot be signed', async () => {
    await sendCode();
    const code = lastCode();
    await t.db.update(bookings).set({ state: 'cancelled' }).where(eq(bookings.id, w.bookingId));
    const res = await sign(code);
    expect(res.statusCode).toBe(409);
    expect(res.failure().message).toMatch(/Бронь закрыта/);
  });
});
