// Idempotency-Key on the create calls: a repeat (in turn or at once) makes one row and gets the first answer, the
// same key with another body is refused, a malformed key too, and without a key nothing changes.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CellStatus, Kind, Role } from '#shared/enums.ts';
import { bookings, idempotencyKeys, offers, snapshotReactions } from '../db/schema/index.ts';
import { visitorOf } from '../modules/snapshot/visitor.ts';
import { useTestApp } from '../test/use-app.ts';
import { buildBookingWorld, type BookingWorld, type Person } from '../test/worlds/bookings.ts';
import { actor, complex, type Actor, type TestComplex } from '../test/worlds/cabinet.ts';
import * as apiDocsApi from '#shared/api/api-docs.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const t = useTestApp();
let w: BookingWorld;

beforeAll(async () => {
  w = await buildBookingWorld(t);
});

const client = { clientName: 'Анна Клиентова', clientPhone: '+7(918)123-45-67', comment: '' };

const book = (who: Person, cellId: number, key?: string, extra: Record<string, unknown> = {}) =>
  t.callRaw(bookingsApi.createBooking, { body: { cellId, kind: 'booking', ...client, ...extra } }, who, {
    headers: key ? { 'idempotency-key': key } : {},
  });
const bookingsOf = (cellId: number) => t.db.select().from(bookings).where(eq(bookings.cellId, cellId));

describe('[idempotency] POST /api/bookings with an Idempotency-Key', () => {
  it('[idempotency] two identical posts with one key make one booking and answer the same twice', async () => {
    const key = randomUUID();
    const first = await book(w.agent, w.unit['1']!, key);
    expect(first.statusCode, first.body).toBe(201);
    const second = await book(w.agent, w.unit['1']!, key);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(await bookingsOf(w.unit['1']!)).toHaveLength(1);
    const kept = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept).toEqual([
      expect.objectContaining({ scope: `user:${w.agent.user.id}`, route: 'POST /api/bookings', status: 201 }),
    ]);
  });

  it('[idempotency] two identical posts at once with one key make one booking and two equal answers', async () => {
    const key = randomUUID();
    const answers = await Promise.all([book(w.agent, w.unit['2']!, key), book(w.agent, w.unit['2']!, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await bookingsOf(w.unit['2']!)).toHaveLength(1);
  });

  it('[idempotency] the same key with another body is refused with 422 in Russian and writes nothing', async () => {
    const key = randomUUID();
    expect((await book(w.agent, w.unit['3']!, key)).statusCode).toBe(201);
    const other = await book(w.agent, w.unit['3']!, key, { comment: 'Другой комментарий' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      idempotencyKey: ['Этот ключ повтора уже использован для другого запроса'],
    });
    const elsewhere = await book(w.agent, w.unit['4']!, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await bookingsOf(w.unit['4']!)).toHaveLength(0);
    expect(await bookingsOf(w.unit['3']!)).toHaveLength(1);
  });

  it('[idempotency] a key is the caller’s own: another agent with the same key is not answered with it', async () => {
    const key = randomUUID();
    const other = await book(w.otherAgent, w.unit['1']!, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Квартира уже забронирована');
  });

  it('[idempotency] without a key a repeat is refused as before; a malformed key is a 422', async () => {
    expect((await book(w.agent, w.unit['4']!)).statusCode).toBe(201);
    const again = await book(w.agent, w.unit['4']!);
    expect(again.statusCode).toBe(409);
    const malformed = await book(w.agent, w.unit['4']!, 'не-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ idempotencyKey: ['Ключ повтора запроса должен быть UUID'] });
    expect(await bookingsOf(w.unit['4']!)).toHaveLength(1);
  });

  it('[idempotency] a refused first attempt keeps nothing: the same key may try again', async () => {
    const key = randomUUID();
    const sold = await book(w.agent, w.unit['5']!, key);
    expect(sold.statusCode).toBe(409);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });

  it('[idempotency] a key older than a day is forgotten: the repeat is a new attempt', async () => {
    const key = randomUUID();
    const request = { cellId: w.unit['1']!, kind: 'request', ...client };
    const ask = () =>
      t.callRaw(bookingsApi.createBooking, { body: request }, w.buyer, {
        headers: { 'idempotency-key': key },
      });
    expect((await ask()).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(t.app.clock.now().getTime() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, key));
    // The first request is still open: the fresh attempt is refused as a second request would be.
    const later = await ask();
    expect(later.statusCode).toBe(409);
  });

  it('[idempotency] the OpenAPI document declares the header on the create calls', async () => {
    const doc = (await t.callRaw(apiDocsApi.openApiDocument)).json();
    const names = (op: { parameters: { name: string; in: string }[] }) =>
      op.parameters.filter((p) => p.in === 'header').map((p) => p.name);
    // The document names a path's parameters as {id}.
    const operation = (d: EndpointDef) =>
      doc.paths[d.path.replace(/:(\w+)/g, '{$1}')][d.method.toLowerCase()];
    expect(names(operation(bookingsApi.createBooking))).toEqual(['Idempotency-Key']);
    expect(names(operation(userOffersApi.saveOwnOffer))).toEqual(['Idempotency-Key']);
    expect(names(operation(snapshotApi.reactToSnapshot))).toEqual(['Idempotency-Key']);
    expect(names(operation(bookingsApi.listOwnBookings))).toEqual([]);
  });
});

describe('[idempotency] an offer’s save and a reaction with an Idempotency-Key', () => {
  let agent: Actor;
  let sea: TestComplex;

  beforeAll(async () => {
    agent = await actor(t, Role.agent, { name: 'Екатерина Лебедева', phone: '+79001112233' });
    sea = await complex(t, { title: 'ЖК Морской' });
  });

  it('[idempotency] saving a new offer twice at once with one key makes one offer and one answer', async () => {
    const key = randomUUID();
    const save = () =>
      t.call(
        userOffersApi.saveOwnOffer,
        { params: { id: 'draft' }, body: { description: 'Светлая квартира у моря' } },
        agent,
        { headers: { 'idempotency-key': key } },
      );
    const answers = await Promise.all([save(), save()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await t.db.select().from(offers).where(eq(offers.userId, agent.user.id))).toHaveLength(1);
    // Without the key the same save is refused: its version is now old.
    const stale = await t.call(
      userOffersApi.saveOwnOffer,
      {
        params: { id: 'draft' },
        body: {
          description: 'Светлая квартира у моря',
          version: 1,
        },
      },
      agent,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('[idempotency] a reaction sent twice with one key is one reaction; another visitor’s same key is theirs', async () => {
    const unit = sea.cells.find((c) => c.status === CellStatus.sale)!.id;
    const collectionId = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Ивановых' } }, agent)
    ).json().data.id;
    await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: unit,
          kind: Kind.unit,
          collectionIds: [collectionId],
        },
      },
      agent,
    );
    const id = (await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent)).json()
      .id as string;
    const visitor = (ip: string) => visitorOf({ headers: {}, ip } as FastifyRequest, t.app.env.APP_SECRET);
    const key = randomUUID();
    const react = (ip: string) =>
      t.call(
        snapshotApi.reactToSnapshot,
        { params: { id }, body: { kind: Kind.unit, itemId: unit, comment: 'Маленькая кухня' } },
        null,
        { headers: { 'x-visitor-id': visitor(ip).token, 'idempotency-key': key }, remoteAddress: ip },
      );
    const [first, second] = await Promise.all([react('10.8.0.1'), react('10.8.0.1')]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.json()).toEqual(first!.json());
    expect(first!.json().comments).toHaveLength(1);
    const rows = (v: string) =>
      t.db
        .select()
        .from(snapshotReactions)
        .where(and(eq(snapshotReactions.snapshotId, id), eq(snapshotReactions.visitorId, v)));
    expect(await rows(visitor('10.8.0.1').id)).toHaveLength(1);
    expect((await react('10.8.0.2')).statusCode).toBe(200);
    expect(await rows(visitor('10.8.0.2').id)).toHaveLength(1);
  });
});
