// The booking agreement signed by SMS code, as its people do it: the builder's owner puts the agreement template on
// the complex (a template with a misspelt placeholder is refused with its name first); the agent books a flat for a
// buyer, opens «Договор бронирования» on the booking's card, sends the code to the buyer's phone, types the code the
// buyer read out and signs. The signed PDF's last page is read (the hash, the phone, the Moscow time, the IP) and
// drawn as a picture to look at. Screens on phone and desktop.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, TestInfo } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatPhone } from '#shared/format.ts';
import { buildDocx, demoAgreementTemplate } from '../server/db/seed/agreement-docx.ts';
import { test, expect, type DemoRole } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { freeUnit } from './demo-sections.ts';
import { SCREENSHOTS_DIR } from './paths.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as agreementsApi from '#shared/api/agreements.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import { apiOf } from './api.ts';
import { openPageAs, type LoginAs } from './second-browser.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The builder in a browser of their own, on the same kind of screen as the test's. */
const openAs = (browser: Browser, testInfo: TestInfo, loginAs: LoginAs, role: DemoRole) =>
  openPageAs(browser, testInfo, loginAs, role, {
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });

/** The PDF's pages as text, and its last page drawn as a PNG. */
async function readSignedPdf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const shot = await parser.getScreenshot({ last: 1, scale: 1.4 });
    return {
      pages: text.pages.map((p) => p.text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')),
      lastPng: Buffer.from(shot.pages[0]!.data),
    };
  } finally {
    await parser.destroy();
  }
}

test.describe('[agreements] the booking agreement signed by the buyer’s SMS code', () => {
  test('the builder uploads the template; the agent signs the booking’s agreement by code @both', async ({
    page,
    browser,
    request,
    loginAs,
    visitAs,
    newPhone,
    readSmsCode,
    shot,
  }, testInfo) => {
    test.setTimeout(180_000);
    const unit = await freeUnit(request);
    const clientPhone = newPhone();

    // The builder's owner opens the complex's «Бронирование» tab and uploads a template with a misspelt placeholder.
    const builder = await openAs(browser, testInfo, loginAs, 'builder');
    await builder.goto(`/builder_cabinet/${unit.objectId}#booking`);
    const section = builder.getByTestId('agreement-template');
    await expect(section.getByRole('heading', { name: 'Шаблон договора бронирования' })).toBeVisible();
    const input = section.getByTestId('agreement-template-input');
    await input.setInputFiles({
      name: 'Договор с опечаткой.docx',
      mimeType: DOCX,
      buffer: buildDocx([{ text: 'Покупатель: {buyer_nam}, цена {price}' }]),
    });
    await expect(section.getByTestId('agreement-template-error')).toHaveText(
      /^В шаблоне неизвестная подстановка \{buyer_nam\}\. Доступны: \{buyer_name\}, /,
    );
    await section.getByTestId('agreement-template-error').scrollIntoViewIfNeeded();
    await shot(builder, 'agreement-template-refused', { fullPage: false });
    await input.setInputFiles({
      name: 'Договор бронирования.docx',
      mimeType: DOCX,
      buffer: demoAgreementTemplate(),
    });
    await expect(section.getByTestId('agreement-template-name')).toHaveText('Договор бронирования.docx');
    await expect(section.getByTestId('agreement-template-error')).toBeHidden();
    await expect(section.getByRole('button', { name: /^\{price_words\}/ })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(builder, 'agreement-template', { fullPage: false });
    await builder.context().close();

    // The agent books the flat for the buyer (the booking screens are the bookings spec's).
    const agentHeaders = authHeaders(await demoToken('agent'));
    const booked = (
      await apiOf(request).call(
        bookingsApi.createBooking,
        { body: { cellId: unit.cellId, kind: 'booking', clientName: 'Виктория Орлова', clientPhone } },
        { headers: agentHeaders },
      )
    ).response;
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId: number = (await booked.json()).booking.id;

    // With the buyer beside them, the agent opens the agreement on the booking's card and sends the code.
    await visitAs(page, 'agent', '/cabinet/bookings');
    const card = page.locator(`[data-booking-id="${bookingId}"]`);
    await expect(card).toBeVisible();
    const agreement = card.getByTestId('booking-agreement');
    await agreement.getByRole('button', { name: 'Договор бронирования' }).click();
    await agreement.getByRole('button', { name: 'Отправить код покупателю' }).click();
    await expect(agreement.getByText(`Код отправлен на ${formatPhone(clientPhone)}.`)).toBeVisible();
    await expect(agreement.getByTestId('agreement-send')).toHaveText(/^Отправить снова через \d+ с$/);
    await expect(agreement.getByTestId('agreement-send')).toBeDisabled();

    // A wrong code first, as buyers do; then the one from the SMS.
    const code = await readSmsCode(clientPhone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const field = agreement.getByLabel('Код из СМС');
    await field.fill(wrong);
    await agreement.getByRole('button', { name: 'Подписать' }).click();
    await expect(agreement.getByText('Неверный код. Осталось попыток: 4')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'agreement-code', { fullPage: false });
    await field.fill(code);
    await agreement.getByRole('button', { name: 'Подписать' }).click();
    const signed = agreement.getByTestId('agreement-signed');
    await expect(signed).toContainText('Подписан');
    await expect(signed).toContainText(`кодом из СМС на ${formatPhone(clientPhone)}`);
    await expect(agreement.getByRole('button', { name: 'Подписанный договор (PDF)' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'agreement-signed', { fullPage: false });

    // The signed PDF: the agreement, then the simple electronic signature's page with the audit record.
    const record = (
      await apiOf(request).call(
        agreementsApi.getAgreement,
        { params: { id: bookingId } },
        { headers: agentHeaders },
      )
    ).body;
    expect(record).toMatchObject({ state: 'signed', phone: clientPhone });
    expect(record.hash).toMatch(/^[0-9a-f]{64}$/);
    const file = (
      await apiOf(request).call(
        agreementsApi.getAgreementPdf,
        { params: { id: bookingId } },
        { headers: agentHeaders },
      )
    ).response;
    expect(file.headers()['content-type']).toBe('application/pdf');
    const pdf = await readSignedPdf(await file.body());
    expect(pdf.pages[0]).toContain(`ДОГОВОР БРОНИРОВАНИЯ № ${bookingId}`);
    expect(pdf.pages[0]).toContain('Виктория Орлова');
    const last = pdf.pages.at(-1)!;
    expect(last).toContain('Подписано простой электронной подписью');
    expect(last).toContain(record.hash);
    expect(last).toContain(`Телефон (идентификатор подписанта) ${formatPhone(clientPhone)}`);
    expect(last).toMatch(/Дата и время подписания \(Москва\) \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} МСК/);
    expect(last).toContain(`IP-адрес ${record.signedIp}`);
    expect(last).toContain('введён верно');
    const dir = path.join(SCREENSHOTS_DIR, testInfo.project.name);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'agreement-signed-pdf-last-page.png'), pdf.lastPng);
  });
});
