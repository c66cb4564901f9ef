// Sliding expiry of login tokens (security item 10d): a token unused for 90 days by the server's clock is refused and
// deleted; each use moves it on, written at most about once an hour. The cached lookup never keeps one alive.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/use-app.ts';
import { probe, probeMe } from '../../test/probe.ts';
import { uniquePhone } from '../../test/factories.ts';
import { loginByPhone } from '../../test/worlds/auth.ts';
import { authTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../core/hash.ts';
import * as systemApi from '#shared/api/system.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const t = useTestApp({}, { apiRoutes: probe });
const me = (token: string) => probeMe(t, token);

async function tokenRow(token: string) {
  const [row] = await t.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, sha256(token)));
  return row;
}

describe('[auth] login tokens expire after 90 idle days', () => {
  it('a token used on day 89 keeps working and its idle time starts again', async () => {
    const { token } = await loginByPhone(t, uniquePhone());
    expect((await me(token)).statusCode).toBe(200);

    t.clock.advance(89 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    expect((await tokenRow(token))!.lastUsedAt).toEqual(t.clock.now());

    // 178 days after the login, but only 89 after the last use.
    t.clock.advance(89 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    expect((await tokenRow(token))!.lastUsedAt).toEqual(t.clock.now());
  });

  it('a token idle for 91 days answers 401 and its row is gone, though its lookup was cached', async () => {
    const { token } = await loginByPhone(t, uniquePhone());
    // The lookup is in the cache now.
    expect((await me(token)).statusCode).toBe(200);
    const row = await tokenRow(token);
    expect(row).toBeDefined();

    t.clock.advance(91 * DAY);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ type: 'Unauthorized' });
    expect(await t.db.select().from(authTokens).where(eq(authTokens.id, row!.id))).toEqual([]);
    // And it stays refused.
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a public route answers an expired token as an anonymous caller, and the token is deleted all the same', async () => {
    const { token } = await loginByPhone(t, uniquePhone());
    t.clock.advance(91 * DAY);
    const res = await t.call(systemApi.readConfig, null, token);
    expect(res.statusCode).toBe(200);
    expect(await tokenRow(token)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('the last-used time is written about once an hour, not on every request', async () => {
    const { token } = await loginByPhone(t, uniquePhone());
    const loggedInAt = t.clock.now();
    expect((await tokenRow(token))!.lastUsedAt).toEqual(loggedInAt);

    t.clock.advance(30 * MIN);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(29 * MIN);
    expect((await me(token)).statusCode).toBe(200);
    expect((await tokenRow(token))!.lastUsedAt).toEqual(loggedInAt);

    t.clock.advance(2 * MIN);
    expect((await me(token)).statusCode).toBe(200);
    const movedAt = t.clock.now();
    expect((await tokenRow(token))!.lastUsedAt).toEqual(movedAt);

    // The cached entry learnt the new time too: the next minutes write nothing.
    t.clock.advance(10 * MIN);
    expect((await me(token)).statusCode).toBe(200);
    expect((await tokenRow(token))!.lastUsedAt).toEqual(movedAt);
  });
});
