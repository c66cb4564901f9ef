import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import {
  AgreementType,
  CellStatus,
  CommissionType,
  ContactSource,
  ContractTotal,
  Electricity,
  Feature,
  Gas,
  Heating,
  HouseClass,
  HouseRoad,
  HouseType,
  Interior,
  Layout,
  Material,
  OfferStatus,
  Parking,
  Payment,
  Role,
  RoomType,
  RowType,
  Sewage,
  Structure,
  Territory,
  UserStatus,
  Water,
  JoinState,
  Ability,
} from '#shared/enums.ts';
import { COMMISSION_STATES, DEAL_STAGES, stageIndex } from '#shared/deals.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import {
  appVersions,
  bookingEvents,
  bookings,
  cells,
  commissionComments,
  commissions,
  dealEvents,
  deals,
  cols,
  contacts,
  documents,
  joinRequests,
  news,
  notifications,
  objects,
  offers,
  rows,
  sections,
  subregions,
  users,
} from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { floorOfCell } from './create-section-grid.ts';
import { isInland } from './geo-math.ts';
import { tilingProblems, type Bbox } from './grid.ts';
import { countDemo, seedDemo, type SeedDemoResult } from './seed-demo.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
const SMALL = { complexes: 3, offers: 10, photos: false, now: NOW } as const;

let t: TestContext;
let first: SeedDemoResult;
beforeAll(async () => {
  t = await buildTestApp();
  first = await seedDemo(t.db, t.storage, SMALL);
}, 120_000);
afterAll(() => t.close());

const valid = (has: (v: unknown) => boolean, values: readonly unknown[]) =>
  values.filter((v) => v != null && !has(v));

describe('[seed] the small demo seed', () => {
  it('[seed] writes three complexes with chessboards, offers and people', () => {
    expect(first.seeded).toBe(true);
    expect(first.counts).toMatchObject({ complexes: 3, offers: 10, builders: 10, partners: 10 });
    expect(first.counts.sections).toBeGreaterThanOrEqual(3);
    expect(first.counts.cells).toBeGreaterThan(50);
    expect(first.counts.documents).toBeGreaterThanOrEqual(6);
    expect(first.counts.news).toBeGreaterThanOrEqual(9);
  });

  it('[seed] tiles every section: each grid unit under exactly one cell, rows and columns covering the grid', async () => {
    const all = await t.db.select().from(sections);
    for (const section of all) {
      const sectionCells = await t.db.select().from(cells).where(eq(cells.sectionId, section.id));
      expect(
        tilingProblems({
          rowsCount: section.rowsCount,
          colsCount: section.colsCount,
          cells: sectionCells.map((c) => ({ bbox: c.bbox as Bbox })),
        }),
      ).toEqual([]);
      const sectionRows = await t.db.select().from(rows).where(eq(rows.sectionId, section.id));
      const sectionCols = await t.db.select().from(cols).where(eq(cols.sectionId, section.id));
      const byRow = sectionRows.map((r) => r.bbox).sort((a, b) => a[0]! - b[0]!);
      expect(byRow).toEqual(
        Array.from({ length: section.rowsCount }, (_, r) => [r, 0, r + 1, section.colsCount]),
      );
      const byCol = sectionCols.map((c) => c.bbox).sort((a, b) => a[1]! - b[1]!);
      expect(byCol).toEqual(
        Array.from({ length: section.colsCount }, (_, c) => [0, c, section.rowsCount, c + 1]),
      );
      for (const cell of sectionCells) {
        expect(cell.objectId).toBe(section.objectId);
        expect(cell.pavilionId).toBe(section.pavilionId);
        const rowsForFloor = sectionRows.map((r) => ({ ...r, bbox: r.bbox as Bbox }));
        expect(cell.floor).toBe(floorOfCell({ rows: rowsForFloor }, cell.bbox));
      }
    }
  });

  it('[seed] shows every status, every row type, merged units and holes', async () => {
    const allCells = await t.db.select().from(cells);
    const live = allCells.filter((c) => !c.disabled);
    expect(new Set(live.map((c) => c.status))).toEqual(new Set(CellStatus.ids));
    expect(new Set((await t.db.select({ type: rows.type }).from(rows)).map((r) => r.type))).toEqual(
      new Set(RowType.ids),
    );
    const area = (b: number[]) => (b[2]! - b[0]!) * (b[3]! - b[1]!);
    expect(live.some((c) => c.bbox[3]! - c.bbox[1]! === 2)).toBe(true);
    expect(live.some((c) => c.bbox[2]! - c.bbox[0]! === 2)).toBe(true);
    expect(allCells.some((c) => c.disabled)).toBe(true);
    // Merged units are penthouses, duplexes, double plots or joined commercial premises («Н-…»).
    for (const c of live.filter((c) => area(c.bbox) > 1))
      expect(c.cntApart != null || c.number!.startsWith('Н-')).toBe(true);
    for (const c of live.filter((c) => c.price != null && c.area != null)) {
      expect(c.squarePrice).toBe(Math.round(c.price! / c.area!));
    }
    const settlement = await t.db.select().from(objects).where(eq(objects.type, Structure.cottage));
    expect(settlement).toHaveLength(1);
    const streets = await t.db.select().from(sections).where(eq(sections.objectId, settlement[0]!.id));
    streets.forEach((s) => expect(s.rowsCount).toBe(1));
  });

  it('[seed] uses only values of the enumerations', async () => {
    const allCells = await t.db.select().from(cells);
    expect(
      valid(
        CellStatus.has,
        allCells.map((c) => c.status),
      ),
    ).toEqual([]);
    expect(
      valid(
        Layout.has,
        allCells.map((c) => c.cntApart),
      ),
    ).toEqual([]);
    expect(
      valid(
        Interior.has,
        allCells.map((c) => c.interior),
      ),
    ).toEqual([]);
    for (const o of await t.db.select().from(objects)) {
      expect(Structure.has(o.type)).toBe(true);
      expect(valid(Feature.has, o.features)).toEqual([]);
      expect(valid(Parking.has, o.parking)).toEqual([]);
      expect(valid(Payment.has, o.payments)).toEqual([]);
      expect(valid(RoomType.has, o.roomTypes)).toEqual([]);
      expect(valid(Layout.has, o.cntApart)).toEqual([]);
      expect(HouseType.has(o.houseType)).toBe(true);
      expect(HouseClass.has(o.houseClass)).toBe(true);
      expect(Material.has(o.material)).toBe(true);
      expect(Territory.has(o.territory)).toBe(true);
      expect(HouseRoad.has(o.houseRoad)).toBe(true);
      expect(Electricity.has(o.electricity)).toBe(true);
      expect(Gas.has(o.gas)).toBe(true);
      expect(Sewage.has(o.sewage)).toBe(true);
      expect(Water.has(o.water)).toBe(true);
      expect(Heating.has(o.heating)).toBe(true);
      expect(AgreementType.has(o.agreement)).toBe(true);
      expect(ContractTotal.has(o.contractTotal)).toBe(true);
      expect(o.features).not.toContain(Feature.blacklist);
    }
    const allOffers = await t.db.select().from(offers);
    expect(
      valid(
        OfferStatus.has,
        allOffers.map((f) => f.status),
      ),
    ).toEqual([]);
    expect(
      valid(
        RoomType.has,
        allOffers.map((f) => f.roomType),
      ),
    ).toEqual([]);
    expect(
      valid(
        Layout.has,
        allOffers.map((f) => f.cntApart),
      ),
    ).toEqual([]);
    expect(
      valid(
        Interior.has,
        allOffers.map((f) => f.interior),
      ),
    ).toEqual([]);
    expect(
      valid(
        CommissionType.has,
        allOffers.map((f) => f.commissionType),
      ),
    ).toEqual([]);
    expect(
      valid(
        ContactSource.has,
        allOffers.map((f) => f.contactSource),
      ),
    ).toEqual([]);
  });

  it('[seed] fills each complex: place on land, deadline, texts, contacts, news, documents, figures', async () => {
    const all = await t.db.select().from(objects);
    const places = new Map((await t.db.select().from(subregions)).map((s) => [s.id, s]));
    for (const o of all) {
      expect(o.title).toMatch(/^(ЖК|КП) /);
      expect(o.address).toMatch(/^г\. Сочи, /);
      expect(isInland(o.latitude!, o.longitude!)).toBe(true);
      expect(places.get(o.subregionId!)?.parentId).not.toBeNull();
      expect(o.dateBuild).toMatch(/^\d{4}-(03|06|09|12)-01$/);
      expect(o.description!.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(o.commission).toBeGreaterThanOrEqual(2);
      expect(o.commission).toBeLessThanOrEqual(6);
      expect(o.commissionText).toBeTruthy();
      expect(o.saleCount).toBeGreaterThan(0);
      expect(o.priceFrom).toBeGreaterThan(0);
      expect(o.priceTo).toBeGreaterThanOrEqual(o.priceFrom!);
      const n = await t.db.$count(contacts, eq(contacts.objectId, o.id));
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      const newsCount = await t.db.$count(news, eq(news.objectId, o.id));
      expect(newsCount).toBeGreaterThanOrEqual(3);
      expect(newsCount).toBeLessThanOrEqual(8);
      const docs = await t.db.select().from(documents).where(eq(documents.objectId, o.id));
      expect(docs.length).toBeGreaterThanOrEqual(2);
      expect(docs.length).toBeLessThanOrEqual(4);
      for (const d of docs) expect(await t.storage.get(d.storageKey)).not.toBeNull();
    }
  });

  it('[seed] writes resale offers in every status, the tied ones on sold or assigned units', async () => {
    const allOffers = await t.db.select().from(offers);
    expect(new Set(allOffers.map((f) => f.status))).toEqual(new Set(OfferStatus.ids));
    const tied = allOffers.filter((f) => f.cellId != null);
    expect(tied.length).toBeGreaterThan(0);
    const tiedCells = await t.db
      .select()
      .from(cells)
      .where(
        inArray(
          cells.id,
          tied.map((f) => f.cellId!),
        ),
      );
    for (const offer of tied) {
      const cell = tiedCells.find((c) => c.id === offer.cellId)!;
      expect([CellStatus.sold, CellStatus.assignment]).toContain(cell.status);
      expect(offer).toMatchObject({
        objectId: cell.objectId,
        pavilionId: cell.pavilionId,
        sectionId: cell.sectionId,
        area: cell.area,
        floor: cell.floor,
        cntApart: cell.cntApart,
      });
    }
    const standalone = allOffers.filter((f) => f.objectId == null);
    expect(standalone.length).toBeGreaterThan(0);
    standalone.forEach((f) => expect(isInland(f.latitude!, f.longitude!)).toBe(true));
    allOffers
      .filter((f) => f.status === OfferStatus.disabled)
      .forEach((f) => expect(f.disabledById).not.toBeNull());
  });

  it('[seed] sets up the demo accounts, join requests and the app version', async () => {
    const byPhone = new Map((await t.db.select().from(users)).map((u) => [u.phone, u]));
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = byPhone.get(account.phone)!;
      expect(user).toMatchObject({
        group: account.group,
        status: UserStatus.active,
        name: account.name,
        email: account.email,
      });
      expect(new Set(user.abilities)).toEqual(new Set(account.abilities));
      expect(user.termsAcceptedAt).not.toBeNull();
      expect(user.emailVerifiedAt).not.toBeNull();
    }
    expect(byPhone.get(DEMO_ACCOUNTS.admin.phone)!.group).toBe(Role.admin);
    const builder = byPhone.get(DEMO_ACCOUNTS.builder.phone)!;
    expect(builder.abilities).toEqual([Ability.cabinet]);
    expect(await t.db.$count(objects, eq(objects.ownerId, builder.id))).toBe(3);
    const pending = await t.db.select().from(joinRequests).where(eq(joinRequests.state, JoinState.pending));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(await t.db.$count(appVersions, eq(appVersions.package, 'ru.kvartal.app'))).toBeGreaterThan(0);
  });

  it('[seed] books units of the demo builder’s complexes in every state a demo shows, with history and notices', async () => {
    const byPhone = new Map((await t.db.select().from(users)).map((u) => [u.phone, u]));
    const builder = byPhone.get(DEMO_ACCOUNTS.builder.phone)!;
    const agent = byPhone.get(DEMO_ACCOUNTS.agent.phone)!;
    const own = await t.db.select().from(objects).where(eq(objects.ownerId, builder.id));
    expect(own.every((o) => o.bookingEnabled && o.bookingHoldHours === 72)).toBe(true);
    // The bookings the demo deals grew from are the deals' test's.
    const dealt = new Set((await t.db.select({ id: deals.bookingId }).from(deals)).map((d) => d.id));
    const all = (await t.db.select().from(bookings)).filter((b) => !dealt.has(b.id));
    const agents = all.filter((b) => b.agentId === agent.id);
    expect(agents.map((b) => b.state).sort()).toEqual(['confirmed', 'declined', 'requested', 'sold']);
    const requests = all.filter((b) => b.kind === 'request');
    expect(requests.map((b) => b.source).sort()).toEqual(['app', 'feed', 'snapshot', 'widget']);
    // The two sales managers take them in turn; two wait unassigned, the older one reported to the owner.
    const managers = [DEMO_ACCOUNTS.salesManager.phone, DEMO_ACCOUNTS.salesManager2.phone].map(
      (phone) => byPhone.get(phone)!.id,
    );
    const assigned = all.filter((b) => b.assigneeId != null);
    expect(new Set(assigned.map((b) => b.assigneeId))).toEqual(new Set(managers));
    const waiting = all.filter((b) => b.assigneeId == null);
    expect(waiting.map((b) => b.source).sort()).toEqual(['feed', 'widget']);
    expect(all.filter((b) => b.escalatedAt != null).map((b) => b.source)).toEqual(['widget']);
    const escalations = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'BookingEscalated'));
    expect(escalations.map((n) => n.userId)).toEqual([builder.id]);
    const confirmed = agents.find((b) => b.state === 'confirmed')!;
    expect(confirmed.expiresAt!.getTime() - NOW.getTime()).toBe(48 * 3_600_000);
    const [unit] = await t.db.select().from(cells).where(eq(cells.id, confirmed.cellId!));
    expect(unit!.status).toBe(CellStatus.reserve);
    const sold = agents.find((b) => b.state === 'sold')!;
    expect((await t.db.select().from(cells).where(eq(cells.id, sold.cellId!)))[0]!.status).toBe(
      CellStatus.sold,
    );
    const declined = agents.find((b) => b.state === 'declined')!;
    const steps = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, declined.id));
    expect(steps.map((s) => s.toState)).toEqual(['requested', 'declined']);
    expect(steps[1]!.reason).toBeTruthy();
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, agent.id));
    const types = notices.map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['BookingConfirmed', 'BookingDeclined', 'BookingClosed']));
    expect((notices[0]!.payload as TBooking).objectTitle).toBeTruthy();
  });

  it('[seed] has deals in every stage with their commissions, twelve closed over the past year', async () => {
    const all = await t.db.select().from(deals);
    expect(new Set(all.map((d) => d.stage))).toEqual(new Set(DEAL_STAGES));
    const closed = all.filter((d) => d.stage === 'closed');
    const months = new Set(closed.map((d) => d.closedDate!.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    for (const deal of all) {
      const [unit] = await t.db.select().from(cells).where(eq(cells.id, deal.cellId!));
      const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, deal.bookingId!));
      const sold = deal.stage !== 'cancelled' && stageIndex(deal.stage) >= stageIndex('contract');
      expect(unit!.status).toBe(
        deal.stage === 'cancelled' ? CellStatus.sale : sold ? CellStatus.sold : CellStatus.reserve,
      );
      expect(booking!.state).toBe(deal.stage === 'cancelled' ? 'released' : sold ? 'sold' : 'confirmed');
      expect(booking!.expiresAt).toBeNull();
      const steps = await t.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id));
      expect(steps[0]!.kind).toBe('opened');
    }
    const money = await t.db.select().from(commissions);
    expect(money).toHaveLength(all.length);
    const stateOf = (stage: string) =>
      money.find((c) => c.dealId === all.find((d) => d.stage === stage)!.id)!.state;
    expect(stateOf('booking')).toBe('expected');
    expect(stateOf('cancelled')).toBe('cancelled');
    // Integer roubles: the percent of the (edited) price, split with the agency.
    for (const c of money) {
      const deal = all.find((d) => d.id === c.dealId)!;
      expect(c.base).toBe(deal.price);
      expect(c.agentAmount + c.agencyAmount).toBe(c.amount);
      expect(Number.isInteger(c.amount)).toBe(true);
    }
    expect(all.some((d) => d.agencyId != null) && all.some((d) => d.agencyId == null)).toBe(true);
    // The demo commissions walked to every state; the agency's split is 60 %; a dispute has its two messages; the
    // agency's agent and the agent on their own keep one accrued each.
    expect(new Set(money.map((c) => c.state))).toEqual(new Set(COMMISSION_STATES));
    expect(money.filter((c) => c.agencyId != null).every((c) => c.agentShare === 60)).toBe(true);
    expect(money.filter((c) => c.state === 'paid').length).toBeGreaterThanOrEqual(8);
    expect(money.filter((c) => c.state === 'paid').every((c) => c.paymentOrder && c.paidAt)).toBe(true);
    const disputed = money.find((c) => c.state === 'disputed')!;
    const said = await t.db
      .select()
      .from(commissionComments)
      .where(eq(commissionComments.commissionId, disputed.id));
    expect(said.filter((l) => l.text).length).toBeGreaterThanOrEqual(2);
    const people = new Map((await t.db.select().from(users)).map((u) => [u.phone, u.id]));
    for (const phone of [DEMO_ACCOUNTS.agent.phone, DEMO_ACCOUNTS.soloAgent.phone])
      expect(money.some((c) => c.agentId === people.get(phone) && c.state === 'accrued')).toBe(true);
  });

  it('[seed] is idempotent and puts the demo accounts right again', async () => {
    const builder = DEMO_ACCOUNTS.builder.phone;
    await t.db
      .update(users)
      .set({ abilities: [], status: UserStatus.notVerified, group: Role.disabled })
      .where(eq(users.phone, builder));
    const booked = await t.db.$count(bookings);
    const again = await seedDemo(t.db, t.storage, SMALL);
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(first.counts);
    expect(await t.db.$count(bookings)).toBe(booked);
    const [restored] = await t.db.select().from(users).where(eq(users.phone, builder));
    expect(restored).toMatchObject({
      group: Role.user,
      status: UserStatus.active,
      abilities: [Ability.cabinet],
    });
  });
});

describe('[seed] a failed seed', () => {
  it('[seed] leaves neither rows nor files behind', async () => {
    const ctx = await buildTestApp();
    try {
      let writes = 0;
      const failing: Storage = {
        root: ctx.storage.root,
        put: async (key, data) => {
          if (++writes > 4) throw new Error('disk full');
          await ctx.storage.put(key, data);
        },
        get: (key) => ctx.storage.get(key),
        remove: (key) => ctx.storage.remove(key),
        url: (key) => ctx.storage.url(key),
      };
      await expect(seedDemo(ctx.db, failing, SMALL)).rejects.toThrow('disk full');
      expect(await countDemo(ctx.db)).toMatchObject({
        users: 0,
        complexes: 0,
        cells: 0,
        documents: 0,
        builders: 0,
      });
      const left = await readdir(`${ctx.storage.root}/documents`).catch(() => []);
      expect(left).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
