// Helpers for the API tests of login: ask for a code from a fresh IP, read it from the recorded SMS, log in.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import type { TestContext } from '../app.ts';

let ipSeq = 0;

/** A new client address, so tests do not share the per-IP limit unless they mean to. */
export function nextIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export function askCode(t: TestContext, phone: unknown, ip = nextIp()): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/user/code', payload: { phone }, remoteAddress: ip });
}

/** Logs in as the current app does, with the consent's edition it shows; `extra` overrides or adds fields. */
export function tryLogin(
  t: TestContext,
  phone: unknown,
  code: unknown,
  ip = nextIp(),
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { phone, code, consentVersion: PRIVACY_VERSION, ...extra },
    remoteAddress: ip,
  });
}

/** The code of the last SMS sent to the phone (E.164). */
export function sentCode(t: TestContext, phone: string): string {
  const text = t.sms.last(phone)?.text ?? '';
  const code = text.match(/\d{6}/)?.[0];
  expect(code, `no code was sent to ${phone}`).toBeDefined();
  return code!;
}

/** Asks for a code and logs in with it; returns the login answer's body. */
export async function loginByPhone(t: TestContext, phone: string) {
  const asked = await askCode(t, phone);
  expect(asked.statusCode).toBe(200);
  const res = await tryLogin(t, phone, sentCode(t, phone));
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; user: { id: number; status: string } };
}
