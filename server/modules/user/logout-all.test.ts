// «Выйти на всех устройствах»: POST /api/user/logout-all revokes every token of the caller, the one it is called
// with included, drops their cached lookups and closes the user's sockets; other users keep theirs.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/use-app.ts';
import { probe, probeMe } from '../../test/probe.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { authTokens } from '../../db/schema/index.ts';
import * as userApi from '#shared/api/user.ts';

const t = useTestApp({}, { apiRoutes: probe });
const me = (token: string) => probeMe(t, token);
const logoutAll = (token?: string) => t.call(userApi.logoutAll, null, token);

describe('[auth] logging out on every device', () => {
  it('refuses both tokens of the user afterwards and leaves another user’s token alone', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const phone = await tokenFor(t.db, user);
    const laptop = await tokenFor(t.db, user);
    const others = await tokenFor(t.db, other);
    // Every lookup is cached before the call.
    for (const token of [phone, laptop, others]) expect((await me(token)).statusCode).toBe(200);

    const res = await logoutAll(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    for (const token of [phone, laptop]) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ type: 'Unauthorized' });
    }
    expect((await me(others)).json()).toEqual({ id: other.id });
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    const otherRows = await t.db.select().from(authTokens).where(eq(authTokens.userId, other.id));
    expect(otherRows.map((row) => row.revokedAt)).toEqual([null]);
    expect(t.realtime.disconnected).toEqual([user.id]);
  });

  it('answers 401 without a token, and with a token it has revoked', async () => {
    expect((await logoutAll()).statusCode).toBe(401);
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user);
    expect((await logoutAll(token)).statusCode).toBe(200);
    expect((await logoutAll(token)).statusCode).toBe(401);
  });
});
