import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CellStatus, Kind, NotificationType, Role } from '#shared/enums.ts';
import { REACTION_LIMITS } from '#shared/schemas/collections-live.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import {
  cells,
  consents,
  notifications,
  objects,
  pavilions,
  progressReports,
  sections,
} from '../../db/schema/index.ts';
import { type TestContext } from '../../test/app.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, saleCell, type Actor, type TestComplex } from '../../test/worlds/cabinet.ts';

import type { FastifyRequest } from 'fastify';
import { visitorOf } from './visitor.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as realtyApi from '#shared/api/realty.ts';

/** A visitor id as the server issues it to a browser on its first visit from `ip`. */
const issued = (t: TestContext, ip: string) =>
  visitorOf({ headers: {}, ip } as FastifyRequest, t.app.env.APP_SECRET).token;

describe('[collections-live] units, what changed since sending, revoked links, reactions and openings', () => {
  const t = useTestApp();
  let agent: Actor;
  let other: Actor;
  let sea: TestComplex;
  let collectionId: number;
  let unitA: number;
  let unitB: number;
  let VISITOR: string;
  let OTHER_VISITOR: string;

  type Visit = { visitor?: string; ip?: string };
  const asVisitor = (options: Visit) => ({
    remoteAddress: options.ip ?? '10.9.0.1',
    headers: { 'x-visitor-id': options.visitor ?? VISITOR },
  });
  /** The client opens the sent link. */
  const open = (id: string, options: Visit = {}) =>
    t.call(snapshotApi.getSnapshot, { params: { id } }, null, asVisitor(options));
  /** The client reacts on it; the body is sent as it is (bad ones too). */
  const reactTo = (id: string, options: Visit & { payload?: object } = {}) =>
    t.callRaw(
      snapshotApi.reactToSnapshot,
      { params: { id }, body: options.payload },
      null,
      asVisitor(options),
    );
  const bind = (who: Actor, body: object) => t.callRaw(collectionsApi.bindToCollections, { body }, who);
  const send = async () => {
    const res = await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const collection = async (who: Actor = agent) =>
    t.call(collectionsApi.getCollection, { params: { id: collectionId } }, who);
  const setUnit = (id: number, set: Partial<typeof cells.$inferInsert>) =>
    t.db.update(cells).set(set).where(eq(cells.id, id));

  beforeAll(async () => {
    VISITOR = issued(t, '10.8.0.1');
    OTHER_VISITOR = issued(t, '10.8.0.2');
    agent = await actor(t, Role.agent, { name: 'Екатерина Лебедева', phone: '+79001112233' });
    other = await actor(t, Role.agent);
    sea = await complex(t, { title: 'ЖК Морской' });
    const onSale = sea.cells.filter((c) => c.status === CellStatus.sale);
    unitA = onSale[0]!.id;
    unitB = onSale[1]!.id;
    collectionId = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Ивановых' } }, agent)
    ).json().data.id;
    for (const id of [unitA, unitB]) {
      const res = await bind(agent, { objectId: id, kind: Kind.unit, collectionIds: [collectionId] });
      expect(res.statusCode, res.body).toBe(200);
    }
    await bind(agent, { objectId: sea.object.id, collectionIds: [collectionId] });
  });

  it('binds a unit as kind 3 beside complexes and shows it as a unit card', async () => {
    const answer = await bind(agent, { objectId: unitA, kind: 3, collectionIds: [collectionId] });
    expect(answer.json()).toEqual({
      objectId: unitA,
      isOffer: false,
      kind: 3,
      collectionIds: [collectionId],
    });
    const refs = (await t.callRaw(collectionsApi.listCollections, { query: { all: 'true' } }, agent)).json()
      .data;
    expect(refs[0].objects).toEqual([
      { id: unitA, isOffer: false, kind: 3 },
      { id: unitB, isOffer: false, kind: 3 },
      { id: sea.object.id, isOffer: false },
    ]);
    const data = (await collection()).json().data;
    expect(data.objects.map((o: { id: number }) => o.id)).toEqual([sea.object.id]);
    expect(data.units.map((u: { id: number }) => u.id)).toEqual([unitA, unitB]);
    expect(data.units[0]).toMatchObject({
      objectId: sea.object.id,
      objectTitle: 'ЖК Морской',
      pavilionName: 'Корпус 1',
      sectionName: 'Секция 1',
      status: CellStatus.sale,
      published: true,
    });
    expect(data.units[0].price).toBeGreaterThan(0);
    expect(data.views).toEqual({ total: 0, unique: 0, lastAt: null });
    expect(data.feedback).toEqual([]);
  });

  it('refuses a unit of an unpublished section or an unknown one, and someone else’s collection', async () => {
    await t.db.update(sections).set({ published: false }).where(eq(sections.id, sea.sectionId));
    const hidden = await bind(agent, { objectId: saleCell(sea).id, kind: 3, collectionIds: [collectionId] });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toMatch(/Квартира/);
    await t.db.update(sections).set({ published: true }).where(eq(sections.id, sea.sectionId));
    expect(
      (await bind(agent, { objectId: 999_999, kind: 3, collectionIds: [collectionId] })).statusCode,
    ).toBe(404);
    expect((await bind(agent, { objectId: unitA, kind: 7, collectionIds: [collectionId] })).statusCode).toBe(
      422,
    );
    expect((await bind(other, { objectId: unitA, kind: 3, collectionIds: [collectionId] })).statusCode).toBe(
      404,
    );
  });

  it('keeps each item’s state when sent and tells the client what changed: a price up, a unit sold, greyed not gone', async () => {
    const id = await send();
    const before = (await open(id)).json();
    expect(before.author).toEqual({
      name: 'Екатерина Лебедева',
      phone: '+79001112233',
      whatsapp: null,
      telegram: null,
    });
    expect(before.items.map((i: { kind: number; id: number }) => [i.kind, i.id])).toEqual([
      [Kind.unit, unitA],
      [Kind.unit, unitB],
      [Kind.realty, sea.object.id],
    ]);
    const [a] = before.items;
    expect(a.unit).toMatchObject({ id: unitA, objectTitle: 'ЖК Морской' });
    expect(a.changes.priceWas).toBe(a.changes.priceNow);
    expect(a.changes).toMatchObject({
      statusWas: CellStatus.sale,
      statusNow: CellStatus.sale,
      available: true,
    });
    expect(before.items[2].changes.onSaleWas).toBe(before.items[2].changes.onSaleNow);

    const priceA = a.changes.priceNow as number;
    await setUnit(unitA, { price: priceA + 300_000 });
    await setUnit(unitB, { status: CellStatus.sold });
    await t.db.update(objects).set({ saleCount: 1 }).where(eq(objects.id, sea.object.id));
    const after = (await open(id)).json();
    expect(after.items[0].changes).toMatchObject({
      priceWas: priceA,
      priceNow: priceA + 300_000,
      available: true,
    });
    expect(after.items[1].changes).toMatchObject({
      statusWas: CellStatus.sale,
      statusNow: CellStatus.sold,
      available: false,
    });
    expect(after.items[1].unit).toMatchObject({ status: CellStatus.sold });
    expect(after.items[2].changes.onSaleNow).toBe(1);

    // Refreshing makes today the new baseline.
    expect((await t.call(snapshotApi.refreshSnapshot, { params: { id }, body: {} }, agent)).statusCode).toBe(
      200,
    );
    const refreshed = (await open(id)).json();
    expect(refreshed.items.map((i: { id: number }) => i.id)).toEqual([unitA, unitB, sea.object.id]);
    expect(refreshed.items[0].changes.priceWas).toBe(priceA + 300_000);
    expect(refreshed.items[1].changes).toMatchObject({ statusWas: CellStatus.sold, available: false });
    await setUnit(unitA, { price: priceA });
    await setUnit(unitB, { status: CellStatus.sale });
  });

  it('tells the client a complex’s handover was postponed since sending, on the complex and on its units', async () => {
    const id = await send();
    const before = (await open(id)).json();
    expect(before.items.map((i: { changes: { deadlineMoved: boolean } }) => i.changes.deadlineMoved)).toEqual(
      [false, false, false],
    );
    await t.db.update(objects).set({ deadlineShifts: 1 }).where(eq(objects.id, sea.object.id));
    const after = (await open(id)).json();
    expect(after.items.map((i: { changes: { deadlineMoved: boolean } }) => i.changes.deadlineMoved)).toEqual([
      true,
      true,
      true,
    ]);
    await t.db.update(objects).set({ deadlineShifts: 0 }).where(eq(objects.id, sea.object.id));
  });

  it('tells the client of a new construction report since sending, on the complex and on its units', async () => {
    const id = await send();
    const marks = async () =>
      (await open(id))
        .json()
        .items.map((i: { changes: { newProgressReport: boolean } }) => i.changes.newProgressReport);
    expect(await marks()).toEqual([false, false, false]);
    const [building] = await t.db.select().from(pavilions).where(eq(pavilions.objectId, sea.object.id));
    const [report] = await t.db
      .insert(progressReports)
      .values({ pavilionId: building!.id, objectId: sea.object.id, month: '2026-11-01', percent: 40 })
      .returning();
    expect(await marks()).toEqual([true, true, true]);
    await t.db.delete(progressReports).where(eq(progressReports.id, report!.id));
  });

  it('keeps a deleted unit in the link under its title, unavailable, and opens the unit’s complex through it', async () => {
    const spare = sea.cells.filter((c) => c.status === CellStatus.sale)[2]!.id;
    await bind(agent, { objectId: spare, kind: 3, collectionIds: [collectionId] });
    const id = await send();
    const preview = await t.call(realtyApi.getObject, {
      params: { id: sea.object.id },
      body: { snapshot: id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    await t.db.delete(cells).where(eq(cells.id, spare));
    const read = (await open(id)).json();
    const gone = read.items.find((i: { id: number; kind: number }) => i.kind === Kind.unit && i.id === spare);
    expect(gone).toMatchObject({ unit: null, changes: { available: false, priceNow: null } });
    expect(gone!.title).toMatch(/^Квартира № \d+, ЖК Морской$/);
    // The trigger took it out of the collection.
    expect((await collection()).json().data.units.map((u: { id: number }) => u.id)).toEqual([unitA, unitB]);
  });

  it('revokes a link for its owner only: the link, its reactions and its pages answer NotFound', async () => {
    const id = await send();
    expect((await t.call(snapshotApi.revokeSnapshot, { params: { id } })).statusCode).toBe(401);
    expect((await t.call(snapshotApi.revokeSnapshot, { params: { id } }, other)).statusCode).toBe(404);
    expect((await open(id)).statusCode).toBe(200);
    const revoked = await t.call(snapshotApi.revokeSnapshot, { params: { id } }, agent);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect((await t.call(snapshotApi.revokeSnapshot, { params: { id } }, agent)).statusCode).toBe(200);

    const read = await open(id);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ type: 'NotFound', message: 'Ссылка больше не действует', revoked: true });
    const react = await reactTo(id, {
      payload: { kind: Kind.unit, itemId: unitA, reaction: 'like' },
    });
    expect(react.statusCode).toBe(404);
    expect(
      (await t.call(realtyApi.getObject, { params: { id: sea.object.id }, body: { snapshot: id } }))
        .statusCode,
    ).not.toBe(200);
    expect((await t.call(snapshotApi.refreshSnapshot, { params: { id }, body: {} }, agent)).statusCode).toBe(
      404,
    );
    expect((await collection()).json().data.snapshot?.id).not.toBe(id);
  });

  it('takes a client’s marks and comments, sanitized, shows them to that visitor only and tells the agent', async () => {
    const id = await send();
    const liked = await reactTo(id, {
      payload: { kind: Kind.unit, itemId: unitA, reaction: 'like' },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toEqual({ kind: Kind.unit, itemId: unitA, mark: 'like', comments: [] });

    const commented = await reactTo(id, {
      payload: {
        kind: Kind.realty,
        itemId: sea.object.id,
        comment: '  <b>Далеко</b> от моря?<script>alert(1)</script>\u202E\n\n\n\nИ парковка  ',
        clientName: '<i>Ольга</i>',
      },
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const comment = commented.json().comments[0];
    expect(comment).toMatchObject({ text: 'Далеко от моря?alert(1)\n\nИ парковка', clientName: 'Ольга' });
    expect(commented.json().mark).toBeNull();

    // A comment alone keeps the mark; null clears it.
    await reactTo(id, { payload: { kind: Kind.unit, itemId: unitB, reaction: 'dislike' } });
    await reactTo(id, { payload: { kind: Kind.unit, itemId: unitB, comment: 'Маленькая кухня' } });
    const mine = (await open(id)).json().items;
    expect(mine[1]).toMatchObject({ mark: 'dislike', comments: [{ text: 'Маленькая кухня' }] });
    expect(mine[0].mark).toBe('like');
    const theirs = (await open(id, { visitor: OTHER_VISITOR })).json().items;
    expect(
      theirs.every((i: { mark: unknown; comments: unknown[] }) => !i.mark && i.comments.length === 0),
    ).toBe(true);
    const cleared = await reactTo(id, {
      payload: { kind: Kind.unit, itemId: unitA, reaction: null },
    });
    expect(cleared.json().mark).toBeNull();

    // A cleared mark with no comment is nothing to show.
    const feedback = (await collection()).json().data.feedback;
    expect(feedback).toEqual([
      { kind: Kind.realty, itemId: sea.object.id, likes: 0, dislikes: 0, comments: [comment] },
      expect.objectContaining({ kind: Kind.unit, itemId: unitB, likes: 0, dislikes: 1 }),
    ]);
    const reactions = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, agent.user.id),
          eq(notifications.type, NotificationType.snapshotReaction),
        ),
      );
    expect(reactions.length).toBeGreaterThanOrEqual(5);
    expect(
      reactions.find((n) => (n.payload as { comment?: string }).comment === 'Маленькая кухня'),
    ).toBeTruthy();
    expect(t.realtime.sent.some((p) => p.userId === agent.user.id && p.event === 'Notification')).toBe(true);
  });

  it('refuses an empty, too long or foreign reaction in Russian, and an item the link does not hold', async () => {
    const id = await send();
    const empty = await reactTo(id, { payload: { kind: Kind.unit, itemId: unitA, comment: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.comment[0]).toMatch(/[а-я]/);
    const markup = await reactTo(id, {
      payload: { kind: Kind.unit, itemId: unitA, comment: '<b></b>' },
    });
    expect(markup.statusCode).toBe(422);
    const long = await reactTo(id, {
      payload: { kind: Kind.unit, itemId: unitA, comment: 'а'.repeat(REACTION_LIMITS.commentMax + 1) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.comment[0]).toMatch(/1000/);
    const wrongMark = await reactTo(id, {
      payload: { kind: Kind.unit, itemId: unitA, reaction: 'love' },
    });
    expect(wrongMark.statusCode).toBe(422);
    const notHere = await reactTo(id, {
      payload: { kind: Kind.realty, itemId: unitA, reaction: 'like' },
    });
    expect(notHere.statusCode).toBe(404);
    expect(
      (
        await reactTo('AAAAAAAAAAAAAAAAAAAAAA', {
          payload: { kind: Kind.unit, itemId: unitA, reaction: 'like' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('limits reactions per address and per link with ThrottleLimit and the seconds to wait', async () => {
    const id = await send();
    const like = (ip: string) =>
      reactTo(id, { ip, payload: { kind: Kind.unit, itemId: unitA, reaction: 'like' } });
    for (let i = 0; i < REACTION_LIMITS.perIp; i++) expect((await like('10.9.1.1')).statusCode).toBe(200);
    const refused = await like('10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'ThrottleLimit', seconds: expect.any(Number) });
    expect(refused.json().seconds).toBeLessThanOrEqual(REACTION_LIMITS.windowSeconds);
    // Another address may still react, until the link's own limit.
    for (let i = REACTION_LIMITS.perIp; i < REACTION_LIMITS.perLink; i++) {
      expect((await like(`10.9.2.${i % 200}`)).statusCode).toBe(200);
    }
    expect((await like('10.9.3.1')).statusCode).toBe(429);
    t.clock.advance(REACTION_LIMITS.windowSeconds * 1000 + 1000);
    expect((await like('10.9.1.1')).statusCode).toBe(200);
  });

  it('holds the address limit under a burst of parallel reactions (a race on PostgreSQL)', async () => {
    t.clock.advance(REACTION_LIMITS.windowSeconds * 1000 + 1000);
    const id = await send();
    const burst = await Promise.all(
      Array.from({ length: REACTION_LIMITS.perIp + 40 }, () =>
        reactTo(id, {
          ip: '10.9.4.1',
          payload: { kind: Kind.unit, itemId: unitA, reaction: 'like' },
        }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(REACTION_LIMITS.perIp);
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
  });

  it('counts only visitor ids the server signed: invented ones count as their address', async () => {
    const fresh = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Орловых' } }, agent)
    ).json().data.id as number;
    await bind(agent, { objectId: unitA, kind: 3, collectionIds: [fresh] });
    const id = (await t.call(snapshotApi.createSnapshot, { body: { collectionId: fresh } }, agent)).json()
      .id as string;
    const views = async () =>
      (await t.call(collectionsApi.getCollection, { params: { id: fresh } }, agent)).json().data.views
        .unique as number;
    // A script inventing ids from one address is one visitor.
    for (const invented of [
      'visitor-aaaaaaaaaaaaaaaa',
      'visitor-bbbbbbbbbbbbbbbb',
      `${VISITOR.slice(0, -1)}x`,
    ])
      await open(id, { visitor: invented, ip: '10.7.0.1' });
    expect(await views()).toBe(1);
    // A browser keeps the id it was given and stays one visitor from another address.
    const first = await open(id, { visitor: '', ip: '10.7.0.2' });
    const kept = first.json().visitor as string;
    expect(kept).toMatch(/^ip-[0-9a-f]{32}\.[A-Za-z0-9_-]{22}$/);
    expect(await views()).toBe(2);
    const later = await open(id, { visitor: kept, ip: '10.7.0.3' });
    expect(later.json().visitor).toBe(kept);
    expect(await views()).toBe(2);
  });

  it('counts openings by visitor and day, not the agent’s own, and tells the agent of the first one once', async () => {
    const fresh = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Петровых' } }, agent)
    ).json().data.id as number;
    await bind(agent, { objectId: unitA, kind: 3, collectionIds: [fresh] });
    const id = (await t.call(snapshotApi.createSnapshot, { body: { collectionId: fresh } }, agent)).json()
      .id as string;
    const views = async () =>
      (await t.call(collectionsApi.getCollection, { params: { id: fresh } }, agent)).json().data.views;
    const opened = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, agent.user.id),
            eq(notifications.type, NotificationType.snapshotOpened),
          ),
        )
        // PostgreSQL returns rows in no set order: the newest last, by id.
        .orderBy(asc(notifications.id));
    const before = (await opened()).length;

    await t.call(snapshotApi.getSnapshot, { params: { id } }, agent);
    expect(await views()).toEqual({ total: 0, unique: 0, lastAt: null });
    expect((await opened()).length).toBe(before);

    await open(id);
    await open(id);
    expect(await views()).toMatchObject({ total: 1, unique: 1, lastAt: t.clock.now().toISOString() });
    expect((await opened()).length).toBe(before + 1);
    expect((await opened()).at(-1)!.payload).toEqual({
      snapshotId: id,
      collectionId: fresh,
      name: 'Для Петровых',
    });

    t.clock.advance(31 * 60_000);
    await open(id);
    await open(id, { visitor: OTHER_VISITOR });
    expect(await views()).toMatchObject({ total: 3, unique: 2 });
    t.clock.advance(24 * 3_600_000);
    await open(id);
    expect(await views()).toEqual({ total: 4, unique: 3, lastAt: t.clock.now().toISOString() });
    expect((await opened()).length).toBe(before + 1);

    // Refreshed, the next opening tells the agent again.
    await t.call(snapshotApi.refreshSnapshot, { params: { id }, body: {} }, agent);
    await open(id, { visitor: OTHER_VISITOR });
    expect((await opened()).length).toBe(before + 2);
  });

  it('shows views and reactions to the collection’s owner only', async () => {
    expect((await collection(other)).statusCode).toBe(404);
    expect((await collection(other)).body).not.toContain('feedback');
    expect((await t.call(collectionsApi.getCollection, { params: { id: collectionId } })).statusCode).toBe(
      401,
    );
  });

  it('records the consent with a named reaction, for the visitor; an unknown edition is a Russian 422', async () => {
    const id = await send();
    const visitor = issued(t, '10.9.7.1');
    const named = await reactTo(id, {
      visitor,
      ip: '10.9.7.1',
      payload: {
        kind: Kind.unit,
        itemId: unitA,
        comment: 'Звоните',
        clientName: 'Ольга',
        consentVersion: PRIVACY_VERSION,
      },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await t.db.select().from(consents).where(eq(consents.kind, 'reaction'))).toEqual([
      expect.objectContaining({
        kind: 'reaction',
        visitorId: expect.any(String),
        userId: null,
        version: PRIVACY_VERSION,
        acceptedAt: t.clock.now(),
      }),
    ]);
    const unknown = await reactTo(id, {
      visitor,
      ip: '10.9.7.1',
      payload: { kind: Kind.unit, itemId: unitA, comment: 'Ещё', clientName: 'Ольга', consentVersion: 'old' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      consentVersion: [
        'Обновите страницу: нужно принять действующее согласие на обработку персональных данных',
      ],
    });
    expect(await t.db.select().from(consents).where(eq(consents.kind, 'reaction'))).toHaveLength(1);
  });
});
