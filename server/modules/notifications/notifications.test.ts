import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { NotificationType } from '#shared/enums.ts';
import { notifications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { type Actor, useActor } from '../../test/worlds/cabinet.ts';
import { notify } from './notify.ts';
import { NOTIFICATIONS_PER_PAGE } from './list-notifications.ts';
import * as notificationsApi from '#shared/api/notifications.ts';

describe('[notifications] the list, marking read, deleting', () => {
  const t = useTestApp();
  const user = useActor(t);
  const other = useActor(t);

  const note = async (who: Actor, offerId: number) => {
    t.clock.advance(1000);
    const push = await notify(
      t.db,
      t.realtime,
      who.user.id,
      NotificationType.offerOutdated,
      { offerId, title: `Объявление ${offerId}` },
      t.clock.now(),
    );
    push();
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.user.id))
      .orderBy(notifications.id);
    return row!;
  };

  it('lists newest first, paged, with the unread count', async () => {
    for (let i = 1; i <= NOTIFICATIONS_PER_PAGE + 2; i++) await note(user, i);
    const first = await t.callRaw(notificationsApi.listNotifications, null, user);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(NOTIFICATIONS_PER_PAGE);
    expect(body.data[0]).toMatchObject({
      type: 'OfferOutdated',
      data: { payload: { offerId: NOTIFICATIONS_PER_PAGE + 2 } },
      read: false,
    });
    expect(body.meta).toMatchObject({
      last_page: 2,
      total: NOTIFICATIONS_PER_PAGE + 2,
      unread_count: NOTIFICATIONS_PER_PAGE + 2,
    });
    const second = await t.callRaw(notificationsApi.listNotifications, { query: { page: '2' } }, user);
    expect(
      second.json().data.map((n: { data: { payload: { offerId: number } } }) => n.data.payload.offerId),
    ).toEqual([2, 1]);
    // Pushed live on the private channel as they were made.
    expect(
      t.realtime.sent.filter((s) => s.userId === user.user.id && s.event === 'Notification'),
    ).toHaveLength(NOTIFICATIONS_PER_PAGE + 2);
  });

  it('marks chosen ones read, then all; someone else’s id is refused and nothing changes', async () => {
    const list = (await t.callRaw(notificationsApi.listNotifications, null, user)).json().data as {
      id: number;
    }[];
    const foreign = await note(other, 99);
    const refused = await t.call(
      notificationsApi.markNotificationsRead,
      {
        body: {
          ids: [list[0]!.id, foreign.id],
        },
      },
      user,
    );
    expect(refused.statusCode).toBe(404);
    expect(await t.db.$count(notifications, inArray(notifications.id, [list[0]!.id, foreign.id]))).toBe(2);
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, list[0]!.id));
    expect(still!.readAt).toBeNull();

    const some = await t.call(
      notificationsApi.markNotificationsRead,
      {
        body: {
          ids: [list[0]!.id, list[1]!.id],
        },
      },
      user,
    );
    expect(some.json()).toEqual({ meta: { unread_count: NOTIFICATIONS_PER_PAGE } });
    const all = await t.call(notificationsApi.markNotificationsRead, null, user);
    expect(all.json()).toEqual({ meta: { unread_count: 0 } });
    const [theirs] = await t.db.select().from(notifications).where(eq(notifications.id, foreign.id));
    expect(theirs!.readAt).toBeNull();
    expect((await t.callRaw(notificationsApi.listNotifications, null, user)).json().data[0].read).toBe(true);
  });

  it('deletes own notifications only', async () => {
    const mine = await note(other, 7);
    const theirs = await note(user, 8);
    expect(
      (await t.call(notificationsApi.deleteNotification, { params: { id: theirs.id } }, other)).statusCode,
    ).toBe(404);
    expect(await t.db.$count(notifications, eq(notifications.id, theirs.id))).toBe(1);
    const res = await t.call(notificationsApi.deleteNotification, { params: { id: mine.id } }, other);
    expect(res.statusCode).toBe(200);
    expect(await t.db.$count(notifications, eq(notifications.id, mine.id))).toBe(0);
    expect(
      (await t.call(notificationsApi.deleteNotification, { params: { id: mine.id } }, other)).statusCode,
    ).toBe(404);
  });

  it('answers bad input with 422 and asks for a login', async () => {
    expect(
      (await t.call(notificationsApi.markNotificationsRead, { body: { ids: ['x'] } }, user)).statusCode,
    ).toBe(422);
    expect(
      (await t.call(notificationsApi.listNotifications, { query: { page: '-1' } }, user)).statusCode,
    ).toBe(422);
    expect((await t.call(notificationsApi.deleteNotification, { params: { id: 0 } }, user)).statusCode).toBe(
      422,
    );
    expect((await t.callRaw(notificationsApi.listNotifications)).statusCode).toBe(401);
  });
});
