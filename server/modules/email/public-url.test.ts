// Without PUBLIC_URL (allowed outside production) the links the server hands out follow the address the request came
// to: a server on another port mails links that open.
import { describe, expect, it } from 'vitest';
import { UserStatus } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { ownUrl } from '../../core/public-url.ts';
import * as emailApi from '#shared/api/email.ts';
import * as systemApi from '#shared/api/system.ts';

describe('[email] links without PUBLIC_URL', () => {
  const t = useTestApp();

  it('the mailed link starts with the protocol and host of the request', async () => {
    expect(t.app.env.PUBLIC_URL).toBeUndefined();
    const user = await buildUser(t.db, {
      email: 'host@example.test',
      emailVerifiedAt: null,
      status: UserStatus.notVerified,
    });
    const res = await t.call(emailApi.sendVerification, null, await tokenFor(t.db, user), {
      headers: { host: '127.0.0.1:4567' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mail.last('host@example.test')!.text).toMatch(
      /http:\/\/127\.0\.0\.1:4567\/api\/email\/verify\/[\w-]{43}/,
    );
  });

  it('GET /api/config answers the same address as publicUrl', async () => {
    const res = await t.call(systemApi.readConfig, null, null, { headers: { host: '127.0.0.1:4567' } });
    expect(res.json().publicUrl).toBe('http://127.0.0.1:4567');
  });
});

describe('[email] links of work no request started (the daily digest)', () => {
  it('point at PUBLIC_URL, else at the address the server listens on', () => {
    const listening = { address: '127.0.0.1', port: 3000, family: 'IPv4' };
    expect(ownUrl({ PUBLIC_URL: 'https://kvartal.ru/' }, listening)).toBe('https://kvartal.ru');
    expect(ownUrl({}, listening)).toBe('http://127.0.0.1:3000');
    expect(ownUrl({}, { address: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(ownUrl({}, { address: '::1', port: 8080 })).toBe('http://[::1]:8080');
    expect(ownUrl({}, null)).toBeNull();
  });
});
