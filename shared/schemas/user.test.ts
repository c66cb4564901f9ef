import { describe, expect, it } from 'vitest';
import { readSmsCode, SMS_CODE_LENGTH } from '../sms-code.ts';
import { PRIVACY_VERSION as V } from '../texts/privacy.ts';
import { ZLoginRequest, type TLoginRequest } from './user.ts';

describe('[auth] the login request', () => {
  it('reads six digits, trimmed, from a string or a number', () => {
    expect(SMS_CODE_LENGTH).toBe(6);
    const sent: TLoginRequest = { phone: '+7(900)000-00-01', code: '123456', consentVersion: V };
    expect(ZLoginRequest.parse(sent)).toEqual({
      phone: '+7(900)000-00-01',
      code: '123456',
      consentVersion: V,
    });
    expect(ZLoginRequest.parse({ phone: '89000000001', code: ' 654321 ', consentVersion: V }).code).toBe(
      '654321',
    );
    expect(ZLoginRequest.parse({ phone: '89000000001', code: 123456, consentVersion: V }).code).toBe(
      '123456',
    );
  });

  it('turns a missing or malformed code into null for the server to answer InvalidSmsCode, not a form error', () => {
    for (const code of [
      undefined,
      null,
      '',
      '12345',
      '1234567',
      'abcdef',
      '12 345',
      12345,
      { code: 1 },
      ['123456'],
    ]) {
      const parsed = ZLoginRequest.safeParse({ phone: '+79000000001', code, consentVersion: V });
      expect(parsed.success, JSON.stringify(code)).toBe(true);
      expect(parsed.data?.code, JSON.stringify(code)).toBeNull();
    }
    expect(ZLoginRequest.safeParse({ phone: '+79000000001', consentVersion: V }).data?.code).toBeNull();
  });

  it('still refuses a missing phone as a form error', () => {
    const parsed = ZLoginRequest.safeParse({ code: '123456', consentVersion: V });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['phone']);
  });

  it('leaves a missing consent edition to the server (a new account is refused there), refuses an unknown one', () => {
    expect(ZLoginRequest.safeParse({ phone: '+79000000001', code: '123456' }).success).toBe(true);
    for (const consentVersion of ['', '2020-01-01', 20261201]) {
      const parsed = ZLoginRequest.safeParse({ phone: '+79000000001', code: '123456', consentVersion });
      expect(parsed.error?.issues[0]?.path, String(consentVersion)).toEqual(['consentVersion']);
    }
  });

  it('readSmsCode is the same check the code screen uses before it sends', () => {
    expect(readSmsCode('000000')).toBe('000000');
    expect(readSmsCode('00000')).toBeNull();
    expect(readSmsCode(undefined)).toBeNull();
  });
});
