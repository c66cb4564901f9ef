import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationType } from '#shared/enums.ts';
import { invites, notifications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { uniquePhone } from '../../test/factories.ts';
import { loginByPhone } from '../../test/worlds/auth.ts';
import { type Actor, useActor } from '../../test/worlds/cabinet.ts';
import * as invitesApi from '#shared/api/invites.ts';
import * as userApi from '#shared/api/user.ts';

describe('[invites] inviting phones', () => {
  const t = useTestApp();
  const agent = useActor(t);
  const other = useActor(t);

  const invite = (who: Actor, phone: unknown) => t.callRaw(invitesApi.createInvite, { body: { phone } }, who);

  it('normalizes the phone like the login, lists it with the user, and the inviter hears of the first login', async () => {
    const phone = uniquePhone();
    const typed = `8 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
    const res = await invite(agent, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      phone,
      acceptedAt: null,
      createdAt: expect.any(String),
    });
    const me = await t.call(userApi.readUser, null, agent);
    expect(me.json().user.invites).toEqual([res.json()]);

    t.realtime.sent.length = 0;
    await loginByPhone(t, phone);
    const [row] = await t.db.select().from(invites).where(eq(invites.id, res.json().id));
    expect(row!.acceptedAt).not.toBeNull();
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, agent.user.id));
    expect(note).toMatchObject({
      type: NotificationType.inviteAccepted,
      payload: { inviteId: row!.id, phone },
    });
    expect(t.realtime.sent).toContainEqual(
      expect.objectContaining({ userId: agent.user.id, event: 'Notification' }),
    );
  });

  it('a phone that already has an account answers like any other and is never accepted at its later logins', async () => {
    const registered = uniquePhone();
    await loginByPhone(t, registered);
    const fresh = uniquePhone();

    // The inviter cannot tell a registered phone from a new one: same status, same shape, both waiting.
    const toRegistered = await invite(agent, registered);
    const toFresh = await invite(agent, fresh);
    expect(toRegistered.statusCode).toBe(200);
    expect(toFresh.statusCode).toBe(200);
    expect(toRegistered.json()).toEqual({ ...toFresh.json(), id: expect.any(Number), phone: registered });
    expect(toRegistered.json().acceptedAt).toBeNull();

    t.realtime.sent.length = 0;
    t.clock.advance(10 * 60_000); // past the code's resend pause
    await loginByPhone(t, registered);
    const [row] = await t.db.select().from(invites).where(eq(invites.id, toRegistered.json().id));
    expect(row!.acceptedAt).toBeNull();
    expect(row!.invitedUserId).toBeNull();
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, agent.user.id));
    expect(notes.filter((n) => (n.payload as { phone?: string }).phone === registered)).toEqual([]);
    expect(t.realtime.sent.filter((s) => s.userId === agent.user.id)).toEqual([]);
    const listed = (await t.callRaw(userApi.readUser, null, agent)).json().user.invites;
    expect(listed.find((i: { phone: string }) => i.phone === registered).acceptedAt).toBeNull();
  });

  it('refuses yourself, the same phone twice and what is not a Russian mobile', async () => {
    const self = await invite(agent, agent.user.phone);
    expect(self.statusCode).toBe(422);
    expect(self.failure().errors.phone[0]).toMatch(/самого себя/);

    const phone = uniquePhone();
    expect((await invite(agent, phone)).statusCode).toBe(200);
    const twice = await invite(agent, `+7${phone.slice(2)}`);
    expect(twice.statusCode).toBe(422);
    expect(twice.failure().errors.phone[0]).toMatch(/уже приглашён/);
    // Another user may invite the same phone.
    expect((await invite(other, phone)).statusCode).toBe(200);

    for (const bad of ['', '12345', '+1 202 555 0100', 42]) {
      const res = await invite(agent, bad);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(Object.keys(res.failure().errors)).toEqual(['phone']);
    }
  });

  it('withdraws own invites only', async () => {
    const mine = (await invite(agent, uniquePhone())).json();
    const theirs = (await invite(other, uniquePhone())).json();
    expect((await t.call(invitesApi.deleteInvite, { params: { id: theirs.id } }, agent)).statusCode).toBe(
      404,
    );
    expect(await t.db.$count(invites, eq(invites.id, theirs.id))).toBe(1);
    expect((await t.call(invitesApi.deleteInvite, { params: { id: mine.id } }, agent)).json()).toEqual({
      ok: true,
    });
    expect(await t.db.$count(invites, eq(invites.id, mine.id))).toBe(0);
    expect((await t.call(invitesApi.deleteInvite, { params: { id: mine.id } }, agent)).statusCode).toBe(404);
  });
});
