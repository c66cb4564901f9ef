import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CompareKind } from '#shared/compare.ts';
import { CellStatus, OfferStatus, Parking, Payment, Role } from '#shared/enums.ts';
import { cells, objects, offers, sections, userCompare } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { complex, resaleOffer, type Actor, type TestComplex, useActor } from '../../test/worlds/cabinet.ts';
import * as compareApi from '#shared/api/compare.ts';

/** The seaside complex's facts, set on it and expected on its unit in the comparison. */
const SEA_FACTS = {
  houseClass: 2,
  material: 1,
  distanceSea: 350,
  parking: [Parking.underground],
  payments: [Payment.mortgage, Payment.installment],
  dateBuild: '2027-10-01',
} satisfies Partial<typeof objects.$inferInsert>;

describe('[compare] the user’s comparison of offers and units', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  const other = useActor(t, Role.agent);
  let sea: TestComplex;
  let hidden: TestComplex;

  beforeAll(async () => {
    sea = await complex(t, { title: 'ЖК Морской' });
    hidden = await complex(t, { title: 'ЖК Черновик', published: false });
    await t.db.update(objects).set(SEA_FACTS).where(eq(objects.id, sea.object.id));
  });

  const add = (who: Actor, kind: number, itemId: number) =>
    t.call(compareApi.addCompare, { body: { kind, itemId } }, who);
  const list = async (who: Actor) => {
    const res = await t.call(compareApi.listCompare, null, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { kind: number; itemId: number }[]; limit: number };
  };

  it('adds units and offers with the facts of their complex, in the order added; twice is once', async () => {
    const unit = sea.cells[0]!;
    await t.db
      .update(cells)
      .set({ price: 12_500_000, area: 50, squarePrice: 250_000 })
      .where(eq(cells.id, unit.id));
    const offer = await resaleOffer(t, other, { price: 9_800_000 });

    const first = await add(agent, CompareKind.unit, unit.id);
    expect(first.statusCode, first.body).toBe(200);
    expect((await add(agent, CompareKind.offer, offer.id)).statusCode).toBe(200);
    expect((await add(agent, CompareKind.unit, unit.id)).statusCode).toBe(200);

    const body = await list(agent);
    expect(body.limit).toBe(4);
    expect(body.data.map((i) => [i.kind, i.itemId])).toEqual([
      [CompareKind.unit, unit.id],
      [CompareKind.offer, offer.id],
    ]);
    expect(body.data[0]).toMatchObject({
      place: 'ЖК Морской',
      objectId: sea.object.id,
      sectionId: sea.sectionId,
      available: true,
      status: CellStatus.sale,
      price: 12_500_000,
      squarePrice: 250_000,
      area: 50,
      floor: 1,
      floors: 4,
      ...SEA_FACTS,
    });
    expect(body.data[1]).toMatchObject({
      price: 9_800_000,
      floor: 5,
      floors: 9,
      objectId: null,
      houseClass: null,
      parking: [],
      status: OfferStatus.active,
    });
    await t.call(compareApi.removeCompare, { params: { kind: CompareKind.unit, itemId: unit.id } }, agent);
    await t.call(compareApi.removeCompare, { params: { kind: CompareKind.offer, itemId: offer.id } }, agent);
  });

  it('refuses a fifth item with a Russian message and keeps the four', async () => {
    for (const unit of sea.cells.slice(0, 4)) {
      expect((await add(agent, CompareKind.unit, unit.id)).statusCode).toBe(200);
    }
    const fifth = await add(agent, CompareKind.unit, sea.cells[4]!.id);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ type: 'NotAcceptable' });
    expect(fifth.failure().message).toMatch(/4/);
    expect(fifth.failure().message).toMatch(/[а-я]/);
    expect((await list(agent)).data).toHaveLength(4);

    // A unit taken off the chessboard frees its slot.
    await t.db.update(cells).set({ disabled: true }).where(eq(cells.id, sea.cells[0]!.id));
    expect((await list(agent)).data).toHaveLength(3);
    expect((await add(agent, CompareKind.unit, sea.cells[4]!.id)).statusCode).toBe(200);
    expect(await t.db.$count(userCompare, eq(userCompare.userId, agent.user.id))).toBe(4);
    await t.db.update(cells).set({ disabled: false }).where(eq(cells.id, sea.cells[0]!.id));
    await t.db.delete(userCompare).where(eq(userCompare.userId, agent.user.id));
  });

  it('never reads or changes another user’s comparison', async () => {
    const theirs = sea.cells[1]!;
    await add(other, CompareKind.unit, theirs.id);
    await add(agent, CompareKind.unit, sea.cells[2]!.id);

    expect((await list(agent)).data.map((i) => i.itemId)).toEqual([sea.cells[2]!.id]);
    const removed = await t.call(
      compareApi.removeCompare,
      { params: { kind: CompareKind.unit, itemId: theirs.id } },
      agent,
    );
    expect(removed.statusCode).toBe(200);
    expect((await list(other)).data.map((i) => i.itemId)).toEqual([theirs.id]);

    expect((await t.call(compareApi.listCompare)).statusCode).toBe(401);
    expect((await t.call(compareApi.addCompare, { body: { kind: 3, itemId: theirs.id } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.call(compareApi.removeCompare, { params: { kind: 3, itemId: theirs.id } })).statusCode,
    ).toBe(401);
    await t.db.delete(userCompare);
  });

  it('refuses what the caller may not open, unknown items and bad input', async () => {
    const draft = await resaleOffer(t, other, { status: OfferStatus.inactive });
    const own = await resaleOffer(t, agent, { status: OfferStatus.inactive });
    const cases: [number, number][] = [
      [CompareKind.unit, hidden.cells[0]!.id],
      [CompareKind.offer, draft.id],
      [CompareKind.unit, 2_000_000_000],
      [CompareKind.offer, 2_000_000_000],
    ];
    for (const [kind, itemId] of cases) {
      const res = await add(agent, kind, itemId);
      expect(res.statusCode, `${kind}/${itemId}`).toBe(404);
      expect(res.failure().message).toMatch(/[а-я]/);
    }
    // The owner compares their own offer even while it is off the search.
    expect((await add(agent, CompareKind.offer, own.id)).statusCode).toBe(200);
    const shown = (await list(agent)).data[0] as unknown as { available: boolean };
    expect(shown.available).toBe(false);

    for (const body of [{}, { kind: 1, itemId: sea.object.id }, { kind: 3, itemId: 'x' }, { kind: 3 }, []]) {
      const res = await t.callRaw(compareApi.addCompare, { body }, agent);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatch(/[а-яА-Я]/);
    }
    for (const [kind, itemId] of [
      [1, 5],
      [3, 'abc'],
      [3, -1],
    ]) {
      const res = await t.callRaw(
        compareApi.removeCompare,
        { params: { kind: kind!, itemId: itemId! } },
        agent,
      );
      expect(res.statusCode, `${kind}/${itemId}`).toBe(422);
    }
    // A section unpublished after adding: its unit leaves the list.
    await add(agent, CompareKind.unit, sea.cells[3]!.id);
    await t.db.update(sections).set({ published: false }).where(eq(sections.id, sea.sectionId));
    expect((await list(agent)).data.map((i) => i.kind)).toEqual([CompareKind.offer]);
    await t.db.update(sections).set({ published: true }).where(eq(sections.id, sea.sectionId));
    await t.db.delete(offers).where(eq(offers.id, own.id));
    expect((await list(agent)).data.map((i) => i.kind)).toEqual([CompareKind.unit]);
  });
});
