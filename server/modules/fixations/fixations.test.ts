// Client fixation through the API: the rules of the complex, the refusals that name no one, the builder's answers,
// the one extension, the agency head's view, strangers who see and change nothing, the race for one phone.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { bookings, fixations, notifications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildFixationWorld, type FixationWorld, type Person } from '../../test/worlds/fixations.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as fixationsApi from '#shared/api/fixations.ts';

const t = useTestApp();
let w: FixationWorld;
const DAY = 86_400_000;

beforeAll(async () => {
  w = await buildFixationWorld(t);
});

/** `extra` adds or overrides fields; its `headers` (an idempotency key) go with the request. */
const fix = (who: Person, objectId: number, phone: string, extra: Record<string, unknown> = {}) => {
  const { headers, ...fields } = extra as { headers?: Record<string, string> };
  return t.callRaw(
    fixationsApi.createFixation,
    {
      body: {
        objectId,
        clientName: 'Анна Смирнова',
        clientPhone: phone,
        comment: 'Смотрит двушки',
        ...fields,
      },
    },
    who,
    { headers },
  );
};
const act = (who: Person, id: number, action: string, reason?: string) =>
  t.callRaw(fixationsApi.actOnFixation, { params: { id }, body: { action, reason } }, who);
const extend = (who: Person, id: number) => t.call(fixationsApi.extendFixation, { params: { id } }, who);
const noticesOf = async (userId: number, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const moscowDay = (iso: string, year = false) =>
  new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'Europe/Moscow',
  }).format(new Date(iso));

describe('[fixations] under the automatic rule', () => {
  let fixation: TFixation;

  it('[fixations] an agent fixes a client: active at once for the rule’s days, the phone normalised, the agency stamped', async () => {
    const res = await fix(w.agent, w.autoObjectId, '8 (918) 111-22-33');
    expect(res.statusCode, res.body).toBe(201);
    fixation = res.json().fixation;
    expect(fixation).toMatchObject({
      state: 'active',
      objectId: w.autoObjectId,
      objectTitle: 'ЖК «Бриз»',
      client: { name: 'Анна Смирнова', phone: '+79181112233' },
      comment: 'Смотрит двушки',
      days: 30,
      extended: false,
      canRequestExtend: true,
      agent: { id: w.agent.user.id, name: 'Екатерина Агентова' },
      agency: { id: w.agencyId },
    });
    expect(fixation.validUntil).toBe(new Date(t.clock.now().getTime() + 30 * DAY).toISOString());
  });

  it('[fixations] the same agent fixing the same phone again is told it is theirs already, with the date', async () => {
    const res = await fix(w.agent, w.autoObjectId, '+7(918)111-22-33');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      type: 'NotAcceptable',
      message: `Вы уже зафиксировали этого клиента на этом ЖК — фиксация действует до ${moscowDay(fixation.validUntil!, true)}`,
    });
  });

  it('[fixations] another agent is refused with a reason that names neither the agent nor the client', async () => {
    const res = await fix(w.colleague, w.autoObjectId, '+79181112233', { clientName: 'Другое Имя' });
    expect(res.statusCode).toBe(409);
    const message: string = res.json().message;
    expect(message).toBe(`Клиент уже закреплён за другим агентом до ${moscowDay(fixation.validUntil!)}`);
    expect(message).not.toMatch(/Екатерина|Агентова|Анна|Смирнова|\+7918/);
    expect(await t.db.$count(fixations, eq(fixations.clientPhone, '+79181112233'))).toBe(1);
  });

  it('[fixations] the same phone on another builder’s complex is free', async () => {
    const res = await fix(w.loner, w.otherObjectId, '+79181112233');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fixation.agency).toBeNull();
  });

  it('[fixations] the agent asks for the extension: extended at once by the rule’s days, once only', async () => {
    const res = await extend(w.agent, fixation.id);
    expect(res.statusCode, res.body).toBe(200);
    const extended: TFixation = res.json().fixation;
    expect(extended).toMatchObject({ state: 'active', extended: true, canRequestExtend: false });
    expect(extended.validUntil).toBe(
      new Date(new Date(fixation.validUntil!).getTime() + 30 * DAY).toISOString(),
    );
    expect(await noticesOf(w.agent.user.id, 'FixationExtended')).toHaveLength(1);
    const again = await extend(w.agent, fixation.id);
    expect(again.statusCode).toBe(409);
    expect(again.failure().message).toBe('Фиксацию уже продлевали: продлить её можно только один раз');
    // Nobody else may ask for it.
    expect((await extend(w.colleague, fixation.id)).statusCode).toBe(404);
    expect((await extend(w.head, fixation.id)).statusCode).toBe(404);
  });

  it('[fixations] a booking for the fixed phone on the complex converts the fixation and links both', async () => {
    const res = await t.call(
      bookingsApi.createBooking,
      {
        body: {
          cellId: w.cellId,
          kind: 'booking',
          clientName: 'Анна Смирнова',
          clientPhone: '+79181112233',
        },
      },
      w.agent,
    );
    expect(res.statusCode, res.body).toBe(201);
    const bookingId: number = res.json().booking.id;
    const [row] = await t.db.select().from(fixations).where(eq(fixations.id, fixation.id));
    expect(row).toMatchObject({ state: 'converted', bookingId });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.fixationId).toBe(fixation.id);
    // The phone is the builder's client now: nobody may fix it for the rule's days.
    const after = await fix(w.colleague, w.autoObjectId, '+79181112233');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      'Клиент уже обращался к застройщику напрямую — зафиксировать его нельзя',
    );
  });
});

describe('[fixations] under the manager’s rule', () => {
  let pending: TFixation;

  it('[fixations] a fixation waits for the builder; the owner and the managers with bookings are told, not the clerk', async () => {
    const res = await fix(w.agent, w.manualObjectId, '+79182223344');
    expect(res.statusCode, res.body).toBe(201);
    pending = res.json().fixation;
    expect(pending).toMatchObject({ state: 'pending', validUntil: null, days: 10, canRequestExtend: false });
    expect(await noticesOf(w.builder.user.id, 'FixationRequested')).toHaveLength(1);
    expect(await noticesOf(w.manager.user.id, 'FixationRequested')).toHaveLength(1);
    expect(await noticesOf(w.clerk.user.id, 'FixationRequested')).toHaveLength(0);
    expect(t.realtime.sent.some((s) => s.userId === w.manager.user.id)).toBe(true);
    const own = await fix(w.agent, w.manualObjectId, '+79182223344');
    expect(own.json().message).toBe('Вы уже отправили фиксацию этого клиента — она ждёт решения застройщика');
    const other = await fix(w.loner, w.manualObjectId, '+79182223344');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Клиент уже закреплён за другим агентом');
  });

  it('[fixations] the queue: managers with bookings and admins see it; the clerk is refused, a stranger too', async () => {
    const mine = await t.call(
      fixationsApi.listBackofficeFixations,
      { query: { state: 'pending' } },
      w.manager,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((f: TFixation) => f.id)).toEqual([pending.id]);
    const byObject = await t.call(
      fixationsApi.listBackofficeFixations,
      { query: { objectId: w.autoObjectId } },
      w.builder,
    );
    expect(byObject.json().data.every((f: TFixation) => f.objectId === w.autoObjectId)).toBe(true);
    expect((await t.callRaw(fixationsApi.listBackofficeFixations, null, w.clerk)).statusCode).toBe(403);
    expect((await t.callRaw(fixationsApi.listBackofficeFixations, null, w.agent)).statusCode).toBe(403);
    // Another builder's company sees only its own complex's.
    const other = await t.callRaw(fixationsApi.listBackofficeFixations, null, w.otherBuilder);
    expect(other.json().data.map((f: TFixation) => f.objectId)).toEqual([w.otherObjectId]);
    const all = await t.callRaw(fixationsApi.listBackofficeFixations, null, w.admin);
    expect(all.json().meta.total).toBeGreaterThanOrEqual(3);
  });

  it('[fixations] strangers cannot answer: another company 404, the clerk 403, the agent 404', async () => {
    expect((await act(w.otherBuilder, pending.id, 'accept')).statusCode).toBe(404);
    expect((await act(w.clerk, pending.id, 'accept')).statusCode).toBe(403);
    expect((await act(w.agent, pending.id, 'accept')).statusCode).toBe(404);
    expect((await act(w.manager, 999_999, 'accept')).statusCode).toBe(404);
    const [row] = await t.db.select().from(fixations).where(eq(fixations.id, pending.id));
    expect(row!.state).toBe('pending');
  });

  it('[fixations] a rejection needs a reason (422); an extension of a pending one is refused (409)', async () => {
    const res = await act(w.manager, pending.id, 'reject');
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.reason).toEqual(['Укажите причину отказа']);
    const early = await act(w.manager, pending.id, 'extend');
    expect(early.statusCode).toBe(409);
    expect(early.failure().message).toBe('Действие недоступно: фиксация в состоянии «Ждёт решения»');
  });

  it('[fixations] the manager accepts: the term starts now; the agent is told; a second accept is 409', async () => {
    t.clock.advance(2 * 3_600_000);
    const res = await act(w.manager, pending.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    const accepted: TFixation = res.json().fixation;
    expect(accepted.state).toBe('active');
    expect(accepted.validUntil).toBe(new Date(t.clock.now().getTime() + 10 * DAY).toISOString());
    expect(await noticesOf(w.agent.user.id, 'FixationAccepted')).toHaveLength(1);
    expect((await act(w.manager, pending.id, 'accept')).statusCode).toBe(409);
    pending = accepted;
  });

  it('[fixations] the agent asks to extend; the managers hear of it; the manager extends once', async () => {
    const asked = await extend(w.agent, pending.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().fixation).toMatchObject({ extended: false, canRequestExtend: false });
    expect(asked.json().fixation.extendRequestedAt).not.toBeNull();
    expect(await noticesOf(w.manager.user.id, 'FixationExtendRequested')).toHaveLength(1);
    const twice = await extend(w.agent, pending.id);
    expect(twice.failure().message).toBe('Запрос на продление уже отправлен застройщику');
    const res = await act(w.manager, pending.id, 'extend');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fixation).toMatchObject({ extended: true, extendRequestedAt: null });
    expect(res.json().fixation.validUntil).toBe(
      new Date(new Date(pending.validUntil!).getTime() + 10 * DAY).toISOString(),
    );
    expect((await act(w.manager, pending.id, 'extend')).statusCode).toBe(409);
    expect((await extend(w.agent, pending.id)).statusCode).toBe(409);
  });

  it('[fixations] a refused extension keeps the fixation active, with the reason, and cannot be asked again', async () => {
    const created = (await fix(w.colleague, w.manualObjectId, '+79185556677')).json().fixation as TFixation;
    await act(w.builder, created.id, 'accept');
    await extend(w.colleague, created.id);
    const res = await act(w.builder, created.id, 'reject', 'Клиент уже в работе у отдела продаж');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fixation).toMatchObject({
      state: 'active',
      extended: true,
      extendRequestedAt: null,
      reason: 'Клиент уже в работе у отдела продаж',
    });
    expect(await noticesOf(w.colleague.user.id, 'FixationExtendRefused')).toHaveLength(1);
  });

  it('[fixations] a rejected fixation carries the reason; the phone is free again', async () => {
    const created = (await fix(w.loner, w.manualObjectId, '+79187778899')).json().fixation as TFixation;
    const res = await act(w.manager, created.id, 'reject', 'Клиент покупает без агента');
    expect(res.json().fixation).toMatchObject({ state: 'rejected', reason: 'Клиент покупает без агента' });
    expect(await noticesOf(w.loner.user.id, 'FixationRejected')).toHaveLength(1);
    expect((await fix(w.colleague, w.manualObjectId, '+79187778899')).statusCode).toBe(201);
  });

  it('[fixations] the builder’s own recent client is refused; one older than the rule’s days is not', async () => {
    const values = {
      kind: 'request' as const,
      state: 'requested' as const,
      objectId: w.manualObjectId,
      clientName: 'Покупатель',
      createdAt: new Date(t.clock.now().getTime() - 3 * DAY),
    };
    await t.db.insert(bookings).values([
      { ...values, clientPhone: '+79183334455' },
      { ...values, clientPhone: '+79183334466', createdAt: new Date(t.clock.now().getTime() - 11 * DAY) },
    ]);
    const known = await fix(w.agent, w.manualObjectId, '+79183334455');
    expect(known.statusCode).toBe(409);
    expect(known.json().message).toBe(
      'Клиент уже обращался к застройщику напрямую — зафиксировать его нельзя',
    );
    expect((await fix(w.agent, w.manualObjectId, '+79183334466')).statusCode).toBe(201);
  });
});

describe('[fixations] who may fix and what is read', () => {
  it('[fixations] a buyer or a builder may not fix (403); an unknown complex is 404; bad fields are 422', async () => {
    const buyer = await fix(w.buyer, w.autoObjectId, '+79189990011');
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().message).toBe('Фиксировать клиентов могут только агенты');
    expect((await fix(w.builder, w.autoObjectId, '+79189990011')).statusCode).toBe(403);
    expect((await fix(w.agent, 999_999, '+79189990011')).statusCode).toBe(404);
    const bad = await fix(w.agent, w.autoObjectId, '12345', { clientName: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['clientName', 'clientPhone']);
  });

  it('[fixations] the same Idempotency-Key gets the first answer, not a refusal', async () => {
    const headers = { 'idempotency-key': '5b3f1c7e-2a4d-4e8f-9b6a-1c2d3e4f5a6b' };
    const first = await fix(w.loner, w.autoObjectId, '+79180001122', { headers });
    const second = await fix(w.loner, w.autoObjectId, '+79180001122', { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().fixation.id).toBe(first.json().fixation.id);
  });

  it('[fixations] one fixation: its agent, their agency head and the builder’s members read it; others 404', async () => {
    const [own] = await t.db.select().from(fixations).where(eq(fixations.agentId, w.agent.user.id)).limit(1);
    for (const who of [w.agent, w.head, w.builder, w.manager, w.clerk, w.admin])
      expect((await t.call(fixationsApi.getFixation, { params: { id: own!.id } }, who)).statusCode).toBe(200);
    for (const who of [w.colleague, w.loner, w.otherBuilder, w.buyer])
      expect((await t.call(fixationsApi.getFixation, { params: { id: own!.id } }, who)).statusCode).toBe(404);
  });

  it('[fixations] an agent lists their own; the agency head the agency’s, by member; strangers to the agency 404', async () => {
    const mine = (await t.callRaw(fixationsApi.listFixations, null, w.agent)).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((f: TFixation) => f.agent?.id === w.agent.user.id)).toBe(true);
    expect(mine.members).toEqual([]);
    expect(
      (await t.call(fixationsApi.listFixations, { query: { memberId: w.colleague.user.id } }, w.agent))
        .statusCode,
    ).toBe(404);

    const all = (await t.callRaw(fixationsApi.listFixations, null, w.head)).json();
    const agents = new Set(all.data.map((f: TFixation) => f.agent?.id));
    expect(agents).toEqual(new Set([w.agent.user.id, w.colleague.user.id]));
    expect(all.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [w.head.user.id, w.agent.user.id, w.colleague.user.id].sort(),
    );
    const one = (
      await t.call(fixationsApi.listFixations, { query: { memberId: w.colleague.user.id } }, w.head)
    ).json();
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((f: TFixation) => f.agent?.id === w.colleague.user.id)).toBe(true);
    expect(
      (await t.call(fixationsApi.listFixations, { query: { memberId: w.loner.user.id } }, w.head)).statusCode,
    ).toBe(404);
    const active = (await t.call(fixationsApi.listFixations, { query: { state: 'active' } }, w.head)).json();
    expect(active.data.every((f: TFixation) => f.state === 'active')).toBe(true);
  });
});

describe('[fixations] the complex’s rule in the back-office', () => {
  const put = (who: Person, id: number, fixation: unknown) =>
    t.callRaw(backofficeApi.updateBackofficeObject, { params: { id }, body: { fixation } }, who);

  it('[fixations] the owner sets the mode and days; the object answers them', async () => {
    const res = await put(w.builder, w.autoObjectId, { mode: 'manual', days: 45 });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.call(
      backofficeApi.getBackofficeObject,
      { params: { id: w.autoObjectId } },
      w.builder,
    );
    expect(read.json().fixation).toEqual({ mode: 'manual', days: 45 });
    await put(w.builder, w.autoObjectId, { mode: 'auto', days: 30 });
  });

  it('[fixations] a manager without the settings permission is refused (403); another company 404; bad days 422', async () => {
    expect((await put(w.manager, w.autoObjectId, { mode: 'manual' })).statusCode).toBe(403);
    expect((await put(w.otherBuilder, w.autoObjectId, { mode: 'manual' })).statusCode).toBe(404);
    const bad = await put(w.builder, w.autoObjectId, { days: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors['fixation.days']).toEqual(['Срок фиксации — от 1 до 180 дней']);
  });
});

describe('[fixations] the term runs out', () => {
  it('[fixations] the job warns three days before (once) and expires at the end, telling the agent', async () => {
    const { runFixationExpiry } = await import('./expire-fixations.ts');
    const created = (await fix(w.loner, w.autoObjectId, '+79186660000')).json().fixation as TFixation;
    const deps = () => ({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    t.clock.set(new Date(new Date(created.validUntil!).getTime() - 2 * DAY));
    const first = await runFixationExpiry(deps());
    expect(first.warned).toContain(created.id);
    expect((await runFixationExpiry(deps())).warned).not.toContain(created.id);
    const about = async (type: string) =>
      (await noticesOf(w.loner.user.id, type)).filter((n) => (n.payload as TFixation).id === created.id);
    expect(await about('FixationExpiring')).toHaveLength(1);
    t.clock.set(new Date(new Date(created.validUntil!).getTime() + 1000));
    // Read before the job: already shown as expired.
    expect(
      (await t.call(fixationsApi.getFixation, { params: { id: created.id } }, w.loner)).json().fixation.state,
    ).toBe('expired');
    expect((await runFixationExpiry(deps())).expired).toContain(created.id);
    const [row] = await t.db.select().from(fixations).where(eq(fixations.id, created.id));
    expect(row!.state).toBe('expired');
    expect(await about('FixationExpired')).toHaveLength(1);
    // The phone is free again.
    expect((await fix(w.agent, w.autoObjectId, '+79186660000')).statusCode).toBe(201);
  });

  it('[fixations] a new fixation expires an overdue one of the phone itself, before the job comes round', async () => {
    const created = (await fix(w.loner, w.autoObjectId, '+79186661111')).json().fixation as TFixation;
    t.clock.set(new Date(new Date(created.validUntil!).getTime() + 1000));
    const res = await fix(w.colleague, w.autoObjectId, '+79186661111');
    expect(res.statusCode, res.body).toBe(201);
    const [old] = await t.db.select().from(fixations).where(eq(fixations.id, created.id));
    expect(old!.state).toBe('expired');
  });

  it('[fixations] a waiting fixation the builder never decides expires after its term; the phone is free', async () => {
    const { runFixationExpiry } = await import('./expire-fixations.ts');
    const asked = t.clock.now().getTime();
    const created = (await fix(w.loner, w.manualObjectId, '+79186662222')).json().fixation as TFixation;
    expect(created.state).toBe('pending');
    const deps = () => ({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    t.clock.set(new Date(asked + (created.days - 1) * DAY));
    expect((await runFixationExpiry(deps())).expired).not.toContain(created.id);
    t.clock.set(new Date(asked + created.days * DAY + 60_000));
    expect((await runFixationExpiry(deps())).expired).toContain(created.id);
    const [row] = await t.db.select().from(fixations).where(eq(fixations.id, created.id));
    expect(row!.state).toBe('expired');
    const told = (await noticesOf(w.loner.user.id, 'FixationExpired')).filter(
      (n) => (n.payload as TFixation).id === created.id,
    );
    expect(told).toHaveLength(1);
    expect((await fix(w.agent, w.manualObjectId, '+79186662222')).statusCode).toBe(201);
  });
});

describe('[fixations] the race for one phone', () => {
  it('[fixations] 20 agents at once fix one phone on one complex: exactly one wins, the rest are refused', async () => {
    const agents = [w.agent, w.colleague, w.loner, w.head];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fix(agents[i % agents.length]!, w.autoObjectId, '+79184440000')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await t.db.$count(fixations, eq(fixations.clientPhone, '+79184440000'))).toBe(1);
  });
});
