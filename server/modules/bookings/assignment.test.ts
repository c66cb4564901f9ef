// Bookings and requests of a builder company: who gets each (in turn, or the complex's own manager), passing one on,
// what a member without the `bookings` permission sees and does, the owners told of a request nobody took in working
// time, and the agency's head reading the agents' bookings.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { TCompanyPermission } from '#shared/companies.ts';
import { bookings, companies, companyMembers, notifications, objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildBookingWorld, type BookingWorld, type Person, book } from '../../test/worlds/bookings.ts';
import { runRequestEscalation } from './escalate-requests.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as bookingsApi from '#shared/api/bookings.ts';

const t = useTestApp();
let w: BookingWorld;
let companyId: number;
let olga: Person;
let igor: Person;
let member: Person;

async function person(group: number = Role.user): Promise<Person> {
  const user = await buildUser(t.db, { group: group as Person['user']['group'] });
  return { user, headers: authHeaders(await tokenFor(t.db, user)) };
}

async function join(
  who: Person,
  company: number,
  role: 'owner' | 'manager' | 'member',
  permissions: TCompanyPermission[],
  kind: 'builder' | 'agency' = 'builder',
) {
  await t.db
    .insert(companyMembers)
    .values({ companyId: company, userId: who.user.id, kind, role, permissions, createdAt: t.clock.now() });
}

beforeAll(async () => {
  w = await buildBookingWorld(t);
  const [object] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
  companyId = object!.companyId!;
  olga = await person();
  igor = await person();
  member = await person();
  await join(olga, companyId, 'manager', ['bookings', 'prices']);
  await join(igor, companyId, 'manager', ['bookings']);
  await join(member, companyId, 'member', []);
  // The owner answers through the managers.
  await t.db
    .update(companyMembers)
    .set({ takesRequests: false })
    .where(eq(companyMembers.userId, w.builder.user.id));
});

let phone = 0;
async function request(cell: string, who: Person = w.buyer): Promise<TBooking> {
  phone += 1;
  const res = await book(t, who, {
    cellId: w.unit[cell],
    kind: 'request',
    clientName: 'Анна',
    clientPhone: `+7918000${String(phone).padStart(4, '0')}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().booking as TBooking;
}
const act = (who: Person, id: number, payload: Record<string, unknown>) =>
  t.callRaw(bookingsApi.actOnBooking, { params: { id }, body: payload }, who);
const list = async (who: Person, query: Record<string, unknown> = {}) => {
  const res = await t.callRaw(bookingsApi.listBackofficeBookings, { query }, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as TBooking[]).map((b) => b.id);
};
const noticesOf = async (userId: number, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
/** The members take requests in turn, the owner does not (the world's start). */
const everyoneButOwnerTakesRequests = async () => {
  await t.db
    .update(companyMembers)
    .set({ takesRequests: true })
    .where(eq(companyMembers.companyId, companyId));
  await t.db
    .update(companyMembers)
    .set({ takesRequests: false })
    .where(eq(companyMembers.userId, w.builder.user.id));
};
const clear = async () => {
  await t.db.delete(bookings);
  await everyoneButOwnerTakesRequests();
  await t.db
    .update(companies)
    .set({ lastAssigneeId: null, assignMode: 'round_robin' })
    .where(eq(companies.id, companyId));
};

describe('[bookings] assignment', () => {
  beforeEach(clear);

  it('[bookings] round-robin: requests go in turn to the managers who take them, each told', async () => {
    const first = await request('1');
    const second = await request('2');
    const third = await request('3');
    expect([first, second, third].map((b) => b.assignee?.id)).toEqual([
      olga.user.id,
      igor.user.id,
      olga.user.id,
    ]);
    expect(first.assignedAt).toBe(first.createdAt);
    expect(first.source).toBe('app');
    const told = await noticesOf(igor.user.id, 'BookingAssigned');
    expect(told.map((n) => (n.payload as TBooking).id)).toContain(second.id);
    // The owner, out of the turn, is not told of an assigned request.
    expect(
      (await noticesOf(w.builder.user.id, 'BookingRequested')).map((n) => (n.payload as TBooking).id),
    ).not.toContain(first.id);
  });

  it('[bookings] by complex: the complex’s manager gets it; without one the turn goes on', async () => {
    await t.db.update(companies).set({ assignMode: 'by_object' }).where(eq(companies.id, companyId));
    await t.db.update(objects).set({ requestManagerId: igor.user.id }).where(eq(objects.id, w.objectId));
    expect((await request('1')).assignee?.id).toBe(igor.user.id);
    expect((await request('2')).assignee?.id).toBe(igor.user.id);
    await t.db.update(objects).set({ requestManagerId: null }).where(eq(objects.id, w.objectId));
    expect((await request('3')).assignee?.id).toBe(olga.user.id);
  });

  it('[bookings] the owner names the complex’s request manager in the back-office: only one who answers bookings', async () => {
    await t.db.update(companies).set({ assignMode: 'by_object' }).where(eq(companies.id, companyId));
    const put = (requestManagerId: unknown) =>
      t.call(
        backofficeApi.updateBackofficeObject,
        { params: { id: w.objectId }, body: { requestManagerId } },
        w.builder,
      );
    const managerOf = async () =>
      (await t.db.select().from(objects).where(eq(objects.id, w.objectId)))[0]!.requestManagerId;
    try {
      // A member without the bookings permission, or a stranger: refused on the field, nothing written.
      for (const who of [member, await person()]) {
        const refused = await put(who.user.id);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.failure().errors.requestManagerId).toEqual([
          'Выберите сотрудника компании, который отвечает на брони и заявки',
        ]);
        expect(await managerOf()).toBeNull();
      }
      const named = await put(igor.user.id);
      expect(named.statusCode, named.body).toBe(200);
      expect(await managerOf()).toBe(igor.user.id);
      const read = await t.call(backofficeApi.getBackofficeObject, { params: { id: w.objectId } }, w.builder);
      expect(read.body).toContain(`"requestManagerId":${igor.user.id}`);
      expect((await request('1')).assignee?.id).toBe(igor.user.id);
      // Emptied: requests go in turn again.
      expect((await put('')).statusCode).toBe(200);
      expect(await managerOf()).toBeNull();
    } finally {
      await t.db.update(companies).set({ assignMode: 'round_robin' }).where(eq(companies.id, companyId));
      await t.db.update(objects).set({ requestManagerId: null }).where(eq(objects.id, w.objectId));
    }
  });

  it('[bookings] nobody takes requests: it waits unassigned, every answerer is told', async () => {
    await t.db
      .update(companyMembers)
      .set({ takesRequests: false })
      .where(eq(companyMembers.companyId, companyId));
    try {
      const waiting = await request('1');
      expect(waiting.assignee).toBeNull();
      for (const who of [w.builder, olga, igor])
        expect(
          (await noticesOf(who.user.id, 'BookingRequested')).some(
            (n) => (n.payload as TBooking).id === waiting.id,
          ),
        ).toBe(true);
      expect(await noticesOf(member.user.id, 'BookingRequested')).toHaveLength(0);
      expect(await list(olga, { view: 'unassigned' })).toEqual([waiting.id]);
      // The first answer takes it.
      const taken = await act(igor, waiting.id, { action: 'confirm' });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().booking.assignee.id).toBe(igor.user.id);
    } finally {
      await everyoneButOwnerTakesRequests();
    }
  });

  it('[bookings] pass-on: to a member who may take bookings; the new assignee is told', async () => {
    const mine = await request('1');
    expect(mine.assignee?.id).toBe(olga.user.id);
    const refused = await act(olga, mine.id, { action: 'assign', userId: member.user.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors.userId[0]).toMatch(/не может принимать/);
    const stranger = await act(olga, mine.id, { action: 'assign', userId: w.otherBuilder.user.id });
    expect(stranger.statusCode).toBe(422);
    expect((await act(olga, mine.id, { action: 'assign' })).failure().errors.userId).toBeDefined();
    const passed = await act(olga, mine.id, { action: 'assign', userId: igor.user.id });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().booking.assignee).toMatchObject({ id: igor.user.id });
    expect(
      (await noticesOf(igor.user.id, 'BookingAssigned')).some((n) => (n.payload as TBooking).id === mine.id),
    ).toBe(true);
    expect(await list(igor, { view: 'mine' })).toEqual([mine.id]);
    expect(await list(olga, { view: 'mine' })).toEqual([]);
    expect(await list(olga, { assigneeId: igor.user.id })).toEqual([mine.id]);
  });

  it('[bookings] a member without the bookings permission: only their own, and no answer on others', async () => {
    const theirs = await request('1');
    const other = await request('2');
    await t.db
      .update(companyMembers)
      .set({ permissions: ['prices'] })
      .where(eq(companyMembers.userId, olga.user.id));
    try {
      expect(await list(olga)).toEqual([theirs.id]);
      expect(await list(olga, { view: 'unassigned' })).toEqual([]);
      expect(await list(olga, { assigneeId: igor.user.id })).toEqual([]);
      const forbidden = await act(olga, other.id, { action: 'confirm' });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.failure().message).toBe(
        'Нет права отвечать на брони: вам доступны только назначенные вам',
      );
      expect(
        (await t.call(bookingsApi.getBackofficeBooking, { params: { id: other.id } }, olga)).statusCode,
      ).toBe(404);
      // Their own they answer and pass on.
      expect((await act(olga, theirs.id, { action: 'confirm' })).statusCode).toBe(200);
      expect((await act(olga, theirs.id, { action: 'assign', userId: igor.user.id })).statusCode).toBe(200);
    } finally {
      await t.db
        .update(companyMembers)
        .set({ permissions: ['bookings', 'prices'] })
        .where(eq(companyMembers.userId, olga.user.id));
    }
  });

  it('[bookings] another builder: 404 on the company’s bookings, an empty list, no pass-on', async () => {
    const booking = await request('1');
    const other = w.otherBuilder;
    expect(await list(other)).toEqual([]);
    for (const res of [
      await t.call(bookingsApi.getBackofficeBooking, { params: { id: booking.id } }, other),
      await act(other, booking.id, { action: 'confirm' }),
      await act(other, booking.id, { action: 'assign', userId: other.user.id }),
    ])
      expect(res.statusCode).toBe(404);
    const members = await t.call(bookingsApi.listBackofficeBookingMembers, null, other);
    expect(members.json().data.map((m: { id: number }) => m.id)).not.toContain(olga.user.id);
    const ours = await t.call(bookingsApi.listBackofficeBookingMembers, null, olga);
    expect(ours.json().data.map((m: { id: number }) => m.id)).toEqual(
      [w.builder.user.id, olga.user.id, igor.user.id].sort((a, b) => a - b),
    );
  });
});

describe('[bookings] escalation', () => {
  beforeEach(clear);

  it('[bookings] a request nobody took is reported to the owners after the limit in working time, once', async () => {
    await t.db
      .update(companyMembers)
      .set({ takesRequests: false })
      .where(eq(companyMembers.companyId, companyId));
    // Friday 18:30 Moscow; the limit is 60 working minutes of 9–19.
    t.clock.set('2026-12-04T15:30:00Z');
    const waiting = await request('1');
    const deps = () => ({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    t.clock.set('2026-12-04T20:00:00Z'); // 23:00: 30 working minutes
    expect((await runRequestEscalation(deps())).escalated).toEqual([]);
    t.clock.set('2026-12-06T12:00:00Z'); // Sunday: still 30
    expect((await runRequestEscalation(deps())).escalated).toEqual([]);
    t.clock.set('2026-12-07T06:31:00Z'); // Monday 09:31: 61
    expect((await runRequestEscalation(deps())).escalated).toEqual([waiting.id]);
    expect((await runRequestEscalation(deps())).escalated).toEqual([]);
    const told = await noticesOf(w.builder.user.id, 'BookingEscalated');
    expect(told.filter((n) => (n.payload as TBooking).id === waiting.id)).toHaveLength(1);
    expect(await noticesOf(olga.user.id, 'BookingEscalated')).toHaveLength(0);
    const read = await t.call(bookingsApi.getBackofficeBooking, { params: { id: waiting.id } }, olga);
    expect(read.json().booking.escalatedAt).toBe('2026-12-07T06:31:00.000Z');
  });

  it('[bookings] an assigned request and a company’s own limit', async () => {
    await t.db.update(companies).set({ requestLimitMinutes: 15 }).where(eq(companies.id, companyId));
    t.clock.set('2026-12-07T07:00:00Z'); // Monday 10:00
    const assigned = await request('1');
    t.clock.set('2026-12-07T08:00:00Z');
    expect(
      (await runRequestEscalation({ db: t.db, realtime: t.realtime, now: t.clock.now() })).escalated,
    ).not.toContain(assigned.id);
    await t.db.update(companies).set({ requestLimitMinutes: 60 }).where(eq(companies.id, companyId));
  });
});

describe('[bookings] the agency head', () => {
  let head: Person;
  let agentB: Person;
  let agencyId: number;

  beforeAll(async () => {
    await clear();
    head = await person(Role.agent);
    agentB = await person(Role.agent);
    const [agency] = await t.db
      .insert(companies)
      .values({ kind: 'agency', name: 'АН «Юг»', createdAt: t.clock.now(), updatedAt: t.clock.now() })
      .returning();
    agencyId = agency!.id;
    await join(head, agencyId, 'owner', [], 'agency');
    await join(w.agent, agencyId, 'member', [], 'agency');
    await join(agentB, agencyId, 'member', [], 'agency');
  });

  const mine = async (who: Person, query: Record<string, unknown> = {}) =>
    t.callRaw(bookingsApi.listOwnBookings, { query }, who);

  it('[bookings] sees the agency’s bookings, one agent’s with memberId; a stranger’s id is 404', async () => {
    const a = await request('1', w.agent);
    const b = await request('2', agentB);
    const outside = await request('3', w.otherAgent);
    const [stamped] = await t.db.select().from(bookings).where(eq(bookings.id, a.id));
    expect(stamped!.agencyId).toBe(agencyId);
    const all = (await mine(head)).json().data.map((x: TBooking) => x.id);
    expect(all.sort()).toEqual([a.id, b.id].sort());
    expect((await mine(head, { memberId: agentB.user.id })).json().data.map((x: TBooking) => x.id)).toEqual([
      b.id,
    ]);
    expect((await mine(head, { memberId: w.otherAgent.user.id })).statusCode).toBe(404);
    expect(all).not.toContain(outside.id);
    // A plain agent: only their own, and another agent's id is 404.
    expect((await mine(w.agent)).json().data.map((x: TBooking) => x.id)).toEqual([a.id]);
    expect((await mine(w.agent, { memberId: agentB.user.id })).statusCode).toBe(404);
    const members = await t.call(bookingsApi.listAgencyMembers, null, head);
    expect(
      members
        .json()
        .data.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([head.user.id, w.agent.user.id, agentB.user.id].sort());
    const plainMembers = await t.call(bookingsApi.listAgencyMembers, null, w.agent);
    expect(plainMembers.json().data).toEqual([]);
    // The head opens an agent's booking, but only the agent cancels it.
    expect((await t.call(bookingsApi.getOwnBooking, { params: { id: b.id } }, head)).statusCode).toBe(200);
    expect((await t.call(bookingsApi.cancelOwnBooking, { params: { id: b.id } }, head)).statusCode).toBe(404);
  });
});
