// Without PUBLIC_URL (allowed outside production) the links the server hands out follow the address the request came
// to: a server on another port mails links that open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '#shared/enums.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';

describe('[email] links without PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('the mailed link starts with the protocol and host of the request', async () => {
    expect(t.app.env.PUBLIC_URL).toBeUndefined();
    const user = await buildUser(t.db, {
      email: 'host@example.test',
      emailVerifiedAt: null,
      status: UserStatus.notVerified,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/verify/send',
      headers: { ...authHeaders(await tokenFor(t.db, user)), host: '127.0.0.1:4567' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mail.last('host@example.test')!.text).toMatch(
      /http:\/\/127\.0\.0\.1:4567\/api\/email\/verify\/[\w-]{43}/,
    );
  });

  it('/api/config answers the same address as publicUrl', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: '127.0.0.1:4567' },
    });
    expect(res.json().publicUrl).toBe('http://127.0.0.1:4567');
  });
});
