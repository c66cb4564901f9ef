import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTexts } from '#shared/texts/auth.ts';
import { useTestApp } from '../../test/use-app.ts';
import { uniquePhone } from '../../test/factories.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { askCode, nextIp, sentCode, tryLogin } from '../../test/worlds/auth.ts';
import * as authApi from '#shared/api/auth.ts';

const MIN = 60_000;

describe('[auth] POST /api/user/code', () => {
  const t = useTestApp();

  it('accepts every usual way of typing a phone and stores it in E.164', async () => {
    const typed: [string, string][] = [
      ['+7(900)111-22-30', '+79001112230'],
      ['79001112231', '+79001112231'],
      ['+79001112232', '+79001112232'],
      ['8 900 111 22 33', '+79001112233'],
    ];
    for (const [phone, e164] of typed) {
      const res = await askCode(t, phone);
      expect(res.statusCode, phone).toBe(200);
      expect(res.json()).toEqual({ resendIn: 60, expiresIn: 300 });
      expect(t.sms.last(e164)?.text).toMatch(/^Код для входа в Квартал: \d{6}\. Никому его не сообщайте\.$/);
      const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, e164));
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses what is not a Russian mobile with a 422 on phone', async () => {
    for (const phone of [
      '12345',
      '+1 202 555 0100',
      '+7(800)555-35-35',
      'телефон',
      '',
      '   ',
      79001234567,
      null,
    ]) {
      const res = await askCode(t, phone);
      expect(res.statusCode, String(phone)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['phone']);
      expect(res.json().errors.phone[0]).toMatch(/[а-я]/);
    }
    const missing = await t.callRaw(authApi.requestCode, { body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.failure().errors.phone).toEqual(['Обязательное поле']);
    // JSON cut short, sent as it is.
    const broken = await t.callRaw(authApi.requestCode, {
      body: { payload: Buffer.from('{"phone":'), headers: { 'content-type': 'application/json' } },
    });
    expect(broken.statusCode).toBe(422);
  });

  it('stores the code hashed, never as the digits', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const code = sentCode(t, phone);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * MIN);
  });

  it('prunes the codes of a phone older than a day when it asks again', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    t.clock.advance(24 * 60 * MIN + 1000);
    await askCode(t, phone);
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(rows.map((r) => r.createdAt.toISOString())).toEqual([t.clock.now().toISOString()]);
  });

  it('gives a new code no sooner than 60 s after the last, and says how long to wait', async () => {
    const phone = uniquePhone();
    expect((await askCode(t, phone)).statusCode).toBe(200);
    t.clock.advance(20_000);
    const early = await askCode(t, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ type: 'ThrottleLimit', seconds: 40 });
    t.clock.advance(40_000);
    expect((await askCode(t, phone)).statusCode).toBe(200);
  });

  it('gives at most 5 codes per phone per hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(t, phone)).statusCode).toBe(200);
      t.clock.advance(MIN);
    }
    // Five codes at 0, 1, 2, 3, 4 min; now is 5 min: the first leaves the hour in 55 min.
    const sixth = await askCode(t, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ type: 'ThrottleLimit', seconds: 55 * 60 });
    t.clock.advance(55 * MIN - 1000);
    expect((await askCode(t, phone)).json()).toMatchObject({ seconds: 1 });
    t.clock.advance(1000);
    expect((await askCode(t, phone)).statusCode).toBe(200);
  });

  it('gives at most 30 codes per IP per hour, whatever the phones', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      expect((await askCode(t, uniquePhone(), ip)).statusCode).toBe(200);
    }
    const over = await askCode(t, uniquePhone(), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ type: 'ThrottleLimit', seconds: 3600 });
    expect((await askCode(t, uniquePhone(), nextIp())).statusCode).toBe(200);
    t.clock.advance(60 * MIN);
    expect((await askCode(t, uniquePhone(), ip)).statusCode).toBe(200);
  });

  it('answers the same for a registered and an unknown phone', async () => {
    const known = uniquePhone();
    const { statusCode } = await askCode(t, known);
    expect(statusCode).toBe(200);
    await tryLogin(t, known, sentCode(t, known));
    t.clock.advance(MIN);
    const again = await askCode(t, known);
    const fresh = await askCode(t, uniquePhone());
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
  });

  it('a failing SMS provider answers 503 in Russian, without details, and blocks no retry', async () => {
    const phone = uniquePhone();
    const spy = vi
      .spyOn(t.sms, 'send')
      .mockRejectedValueOnce(new Error('SMS.ru refused: 201 Недостаточно средств на лицевом счету'));
    const failed = await askCode(t, phone);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ type: 'ServerError', message: authTexts.smsFailed });
    const lostCode = String(spy.mock.calls[0]![1]).match(/\d{6}/)![0];
    spy.mockRestore();

    // The code that never arrived logs nobody in; a new one may be asked for at once.
    expect((await tryLogin(t, phone, lostCode)).statusCode).toBe(400);
    const retry = await askCode(t, phone);
    expect(retry.statusCode).toBe(200);
    expect((await tryLogin(t, phone, sentCode(t, phone))).statusCode).toBe(200);
  });
});
