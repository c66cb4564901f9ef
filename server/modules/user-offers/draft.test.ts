import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CommissionType,
  ContactSource,
  Interior,
  Layout,
  OfferStatus,
  Role,
  RoomType,
} from '#shared/enums.ts';
import { offers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, saleCell, soldCell, type TestComplex, useActor } from '../../test/worlds/cabinet.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

describe('[user-offers] the draft, saving fields, who may post', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина' });
  let sea: TestComplex;

  beforeAll(async () => {
    sea = await complex(t);
  });

  const draftRows = (userId: number) => t.db.select().from(offers).where(eq(offers.userId, userId));

  it('starts a new offer as id 0, status draft, storing nothing', async () => {
    const res = await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 0,
      status: OfferStatus.draft,
      isOffer: true,
      published: false,
      ownerId: agent.user.id,
      isOwner: true,
      price: null,
      commission: { type: null, price: null },
      contact: { source: ContactSource.profile, name: 'Екатерина', phone: agent.user.phone },
    });
    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 0 } }, agent)).json().data.id).toBe(0);
    expect(await draftRows(agent.user.id)).toHaveLength(0);
  });

  it('saves the draft from a sold cell: the unit’s facts come with the tie, the same draft is resumed', async () => {
    const cell = soldCell(sea);
    const saved = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { cellId: cell.id } },
      agent,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data;
    expect(draft.id).toBeGreaterThan(0);
    expect(draft).toMatchObject({
      status: OfferStatus.draft,
      cellId: cell.id,
      sectionId: sea.sectionId,
      pavilionId: sea.pavilionId,
      object: { id: sea.object.id, title: 'ЖК Морской' },
      area: cell.area,
      floor: cell.floor,
      floorsTotal: 4,
      cntApart: Layout.two,
      price: cell.price,
      address: 'г. Сочи, ул. Морская, 10',
      roomType: RoomType.zhiloeRoom,
    });

    // The owner's own fields are kept when they type them, by id or as `draft`.
    const typed = await t.call(
      userOffersApi.saveOwnOffer,
      {
        params: { id: draft.id },
        body: {
          price: '15 000 000'.replace(/\s/g, ''),
          description: 'Вид на море, чистовая отделка',
          interior: Interior.chistInt,
          isAction: 1,
          commission: { type: CommissionType.fiftyFifty, price: 150000 },
          contact: { source: ContactSource.ads, name: 'Анна', phone: '8 900 111-22-33' },
        },
      },
      agent,
    );
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data).toMatchObject({
      id: draft.id,
      price: 15_000_000,
      description: 'Вид на море, чистовая отделка',
      interior: Interior.chistInt,
      isAction: true,
      commission: { type: CommissionType.fiftyFifty, price: 150_000 },
      contact: { source: ContactSource.ads, name: 'Анна', phone: '+7(900)111-22-33' },
    });

    const resumed = await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent);
    expect(resumed.json().data).toMatchObject({ id: draft.id, price: 15_000_000, cellId: cell.id });
    const again = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { floor: 4 } },
      agent,
    );
    expect(again.json().data.id).toBe(draft.id);
    expect(await draftRows(agent.user.id)).toHaveLength(1);

    // Clearing a field with "" and leaving the rest.
    const cleared = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { description: '' } },
      agent,
    );
    expect(cleared.json().data).toMatchObject({ description: null, price: 15_000_000 });

    // Moving to another unit brings its facts but keeps the owner's price.
    const next = soldCell(sea, 3);
    const moved = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { cellId: next.id } },
      agent,
    );
    expect(moved.json().data).toMatchObject({
      cellId: next.id,
      area: next.area,
      floor: next.floor,
      price: 15_000_000,
    });
  });

  it('discards the draft with its row; discarding nothing is fine', async () => {
    const agent2 = await actor(t, Role.agent);
    await t.call(
      userOffersApi.saveOwnOffer,
      {
        params: { id: 'draft' },
        body: {
          address: 'Сочи, Курортный проспект, 1',
          area: 40,
        },
      },
      agent2,
    );
    expect(await draftRows(agent2.user.id)).toHaveLength(1);
    const res = await t.call(userOffersApi.deleteOwnOffer, { params: { id: 'draft' } }, agent2);
    expect(res.json()).toEqual({ ok: true });
    expect(await draftRows(agent2.user.id)).toHaveLength(0);
    expect((await t.call(userOffersApi.deleteOwnOffer, { params: { id: 'draft' } }, agent2)).statusCode).toBe(
      200,
    );
    expect(
      (await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent2)).json().data.id,
    ).toBe(0);
  });

  it('sends a user without ad-create to pay: PaymentRequired, nothing stored', async () => {
    const user = await actor(t, Role.user);
    const attempts: [EndpointDef, RawInput?][] = [
      [userOffersApi.getOwnOffer, { params: { id: 'draft' } }],
      [userOffersApi.saveOwnOffer, { params: { id: 'draft' }, body: { area: 40 } }],
      [userOffersApi.activateOwnOffer, { params: { id: 'draft' } }],
      [userOffersApi.activateAllOffers],
    ];
    for (const [descriptor, input] of attempts) {
      const res = await t.callRaw(descriptor, input, user);
      expect(res.statusCode, `${descriptor.method} ${descriptor.path}`).toBe(402);
      expect(res.json()).toMatchObject({ type: 'PaymentRequired', message: 'Требуется оплата' });
    }
    expect(await draftRows(user.user.id)).toHaveLength(0);
    // Their own lists still open.
    expect((await t.call(userOffersApi.listOwnOffers, null, user)).statusCode).toBe(200);
  });

  it('keeps commission for agents: a paying user sending one is refused', async () => {
    const paid = await actor(t, Role.user, { abilities: ['ad-create'] });
    const refused = await t.call(
      userOffersApi.saveOwnOffer,
      {
        params: { id: 'draft' },
        body: {
          area: 50,
          commission: { type: CommissionType.toAgent, price: 100 },
        },
      },
      paid,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors.commission[0]).toMatch(/агент/);
    expect(await draftRows(paid.user.id)).toHaveLength(0);
    const ok = await t.call(
      userOffersApi.saveOwnOffer,
      {
        params: { id: 'draft' },
        body: {
          area: 50,
          commission: { type: '', price: '' },
        },
      },
      paid,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.commission).toBeNull();
  });

  it('refuses a bad tie or field with 422 in Russian and changes nothing', async () => {
    const agent3 = await actor(t, Role.agent);
    const base = (
      await t.call(
        userOffersApi.saveOwnOffer,
        { params: { id: 'draft' }, body: { area: 30, floor: 2 } },
        agent3,
      )
    ).json().data;
    const hidden = await complex(t, { published: false, title: 'ЖК Скрытый' });
    const cases: [object, string][] = [
      [{ cellId: saleCell(sea).id }, 'cellId'],
      [{ cellId: soldCell(hidden).id }, 'cellId'],
      [{ cellId: 999_999 }, 'cellId'],
      [{ objectId: hidden.object.id }, 'objectId'],
      [{ sectionId: 999_999 }, 'sectionId'],
      [{ subregionId: 999_999 }, 'subregionId'],
      [{ floorsTotal: 1 }, 'floor'],
      [{ area: -5 }, 'area'],
      [{ area: 'много' }, 'area'],
      [{ price: 0 }, 'price'],
      [{ cntApart: 42 }, 'cntApart'],
      [{ latitude: 123 }, 'latitude'],
      [{ contact: { source: ContactSource.ads, name: 'Анна', phone: '123' } }, 'contact.phone'],
      [{ description: 'я'.repeat(5001) }, 'description'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.call(
        userOffersApi.saveOwnOffer,
        { params: { id: 'draft' }, body: payload },
        agent3,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.failure().errors), JSON.stringify(payload)).toContain(field);
      expect(res.failure().errors[field][0]).toMatch(/[а-яА-Я]/);
    }
    const [row] = await t.db.select().from(offers).where(eq(offers.id, base.id));
    expect(row).toMatchObject({ area: 30, floor: 2, floorsTotal: null, cellId: null, objectId: null });
  });

  it('refuses a second offer of the same owner on one unit, but another owner may post there', async () => {
    const cell = soldCell(sea, 1);
    const first = await actor(t, Role.agent);
    const mine = (
      await t.call(userOffersApi.saveOwnOffer, { params: { id: 'draft' }, body: { cellId: cell.id } }, first)
    ).json().data;
    await t.db.update(offers).set({ status: OfferStatus.active }).where(eq(offers.id, mine.id));
    const twice = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { cellId: cell.id } },
      first,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.failure().errors.cellId[0]).toMatch(/уже есть объявление/);
    // Saving the same offer with its own cell again is fine.
    expect(
      (
        await t.call(
          userOffersApi.saveOwnOffer,
          { params: { id: mine.id }, body: { cellId: cell.id } },
          first,
        )
      ).statusCode,
    ).toBe(200);
    const second = await actor(t, Role.agent);
    expect(
      (
        await t.call(
          userOffersApi.saveOwnOffer,
          { params: { id: 'draft' }, body: { cellId: cell.id } },
          second,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses someone else’s offer: NotFound for every verb, and it stays as it was', async () => {
    const owner = await actor(t, Role.agent);
    const theirs = (
      await t.call(
        userOffersApi.saveOwnOffer,
        { params: { id: 'draft' }, body: { area: 77, price: 7_000_000 } },
        owner,
      )
    ).json().data;
    const cases: [EndpointDef, RawInput?][] = [
      [userOffersApi.getOwnOffer, { params: { id: theirs.id } }],
      [userOffersApi.saveOwnOffer, { params: { id: theirs.id }, body: { price: 1 } }],
      [userOffersApi.deleteOwnOffer, { params: { id: theirs.id } }],
      [userOffersApi.activateOwnOffer, { params: { id: theirs.id } }],
    ];
    for (const [descriptor, input] of cases) {
      const res = await t.callRaw(descriptor, input, agent);
      expect(res.statusCode, `${descriptor.method} ${descriptor.path}`).toBe(404);
    }
    const [row] = await t.db.select().from(offers).where(eq(offers.id, theirs.id));
    expect(row).toMatchObject({ price: 7_000_000, status: OfferStatus.draft, userId: owner.user.id });
    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 'abc' } }, agent)).statusCode).toBe(422);
  });
});
