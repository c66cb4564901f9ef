import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CellStatus, Kind, OfferStatus, Role } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import { cells, objects, offers, pavilions, sections } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readPdf } from '../../test/pdf.ts';
import { actor, complex, resaleOffer, useActor } from '../../test/worlds/cabinet.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

interface ReadItem {
  kind: number;
  id: number;
  title: string;
  unit: unknown;
  changes: Record<string, unknown>;
}

describe('[snapshots] a sent link never shows today’s state of an item that is no longer public', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  let snapshotId: string;
  const sent = new Map<string, { title: string; price: number }>();
  /** Today's prices, set after sending: none of them may reach the client. */
  const NEW = {
    complex: 7_123_000,
    offer: 8_234_000,
    unit: 9_345_000,
    building: 9_456_000,
    section: 9_567_000,
  };

  const key = (kind: number, id: number) => `${kind}:${id}`;
  const read = async () => {
    const res = await t.call(snapshotApi.getSnapshot, { params: { id: snapshotId } });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const itemOf = (items: ReadItem[], kind: number, id: number) =>
    items.find((i) => i.kind === kind && i.id === id)!;
  const ids = { complex: 0, offer: 0, unit: 0, building: 0, section: 0, open: 0 };

  beforeAll(async () => {
    const seller = await actor(t, Role.agent);
    const hills = await complex(t, { title: 'ЖК Горный' });
    const sea = await complex(t, { title: 'ЖК Морской' });
    const river = await complex(t, { title: 'ЖК Речной' });
    const forest = await complex(t, { title: 'ЖК Лесной' });
    const offer = await resaleOffer(t, seller, { price: 9_800_000 });
    const onSale = (c: typeof sea, n = 0) => c.cells.filter((cell) => cell.status === CellStatus.sale)[n]!;
    ids.complex = hills.object.id;
    ids.offer = offer.id;
    ids.unit = onSale(sea).id;
    ids.open = onSale(sea, 1).id;
    ids.building = onSale(river).id;
    ids.section = onSale(forest).id;

    const collectionId = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Петровых' } }, agent)
    ).json().data.id;
    const bind = async (body: object) => {
      const res = await t.callRaw(
        collectionsApi.bindToCollections,
        {
          body: {
            ...body,
            collectionIds: [collectionId],
          },
        },
        agent,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await bind({ objectId: ids.complex });
    await bind({ objectId: ids.offer, isOffer: 1 });
    for (const id of [ids.unit, ids.open, ids.building, ids.section])
      await bind({ objectId: id, kind: Kind.unit });
    snapshotId = (await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent)).json().id;

    for (const item of (await read()).json().items as ReadItem[]) {
      sent.set(key(item.kind, item.id), { title: item.title, price: item.changes.priceNow as number });
    }

    // After sending: each item leaves the site in its own way, and its figures change.
    await t.db
      .update(objects)
      .set({ published: false, priceFrom: NEW.complex, saleCount: 0, title: 'ЖК Горный (снят)' })
      .where(eq(objects.id, ids.complex));
    await t.db
      .update(offers)
      .set({ status: OfferStatus.archive, price: NEW.offer })
      .where(eq(offers.id, ids.offer));
    await t.db.update(cells).set({ disabled: true, price: NEW.unit }).where(eq(cells.id, ids.unit));
    await t.db
      .update(cells)
      .set({ price: NEW.building, status: CellStatus.reserve })
      .where(eq(cells.id, ids.building));
    await t.db.update(pavilions).set({ published: false }).where(eq(pavilions.id, river.pavilionId));
    await t.db.update(cells).set({ price: NEW.section }).where(eq(cells.id, ids.section));
    await t.db.update(sections).set({ published: false }).where(eq(sections.id, forest.sectionId));
  });

  const cases = [
    ['an unpublished complex', Kind.realty, 'complex'],
    ['an archived offer', Kind.offer, 'offer'],
    ['a hidden unit', Kind.unit, 'unit'],
    ['a unit of an unpublished building', Kind.unit, 'building'],
    ['a unit of an unpublished section', Kind.unit, 'section'],
  ] as const;

  it.each(cases)(
    'answers %s as sent, «Больше не в продаже», with no figure of today',
    async (_, kind, name) => {
      const res = await read();
      const item = itemOf(res.json().items, kind, ids[name]);
      const then = sent.get(key(kind, ids[name]))!;
      expect(then.price).toBeGreaterThan(0);
      expect(item.title).toBe(then.title);
      expect(item.unit).toBeNull();
      expect(item.changes).toMatchObject({
        priceWas: then.price,
        priceNow: null,
        statusNow: null,
        onSaleNow: null,
        available: false,
        hidden: true,
      });
      expect(res.body).not.toContain(String(NEW[name]));
      // Nor as a card.
      expect(res.json().objects.some((o: { id: number }) => o.id === ids[name])).toBe(false);
    },
  );

  it('still shows a public unit of the same complex with today’s card and figures', async () => {
    const item = itemOf((await read()).json().items, Kind.unit, ids.open);
    expect(item.changes).toMatchObject({ available: true, hidden: false });
    expect(item.unit).toMatchObject({ id: ids.open, published: true });
  });

  it('prints each such item in the PDF as sent, with «Больше не в продаже» and no figure of today', async () => {
    const res = await t.call(snapshotApi.getSnapshotPdf, { params: { id: snapshotId } });
    expect(res.statusCode).toBe(200);
    const { text, pages } = await readPdf(res.rawPayload);
    // A cover and a page per item: the hidden units are not dropped.
    expect(pages).toBe(1 + 6);
    expect(text.split('Больше не в продаже')).toHaveLength(cases.length + 1);
    for (const [, kind, name] of cases) {
      const then = sent.get(key(kind, ids[name]))!;
      expect(text).toContain(then.title.split(',')[0]!);
      expect(text).toContain(formatPrice(then.price).replace(/[\u00a0\u202f]/g, ' '));
      expect(text).not.toContain(formatPrice(NEW[name]).replace(/[\u00a0\u202f]/g, ' '));
    }
    expect(text).not.toContain('ЖК Горный (снят)');
  });
});
