// Live collections in the demo: the agent's collection for the Ivanovs, «2-комнатные у моря», holds three two-room flats
// of the complex nearest the sea that has them (each with a plan, its own or its floor's, as the chessboard shows),
// the complex itself and a resale offer, and was sent two days ago. Since then one flat got cheaper, one dearer, and one was
// sold, so the client's page shows each badge; the client opened the link three times (on two devices), liked one
// flat, turned another down and asked about a third, and the agent's bell and collection page show it all.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { CellStatus, Kind, Layout, OfferStatus, type TCellStatus } from '#shared/enums.ts';
import type { TItemState, TReactionMark } from '#shared/schemas/collections-live.ts';
import type { DbOrTx } from '../client.ts';
import {
  cells,
  collectionItems,
  collections,
  objects,
  offers,
  pavilions,
  sections,
  snapshotReactions,
  snapshots,
  snapshotVisits,
  type UserRow,
} from '../schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { isPublicUnit } from '../../modules/cards/unit-cards.ts';
import { unitPlanImageId } from '../../modules/cards/unit-plan.ts';
import { notify } from '../../modules/notifications/notify.ts';
import { createSnapshot } from '../../modules/snapshot/create-snapshot.ts';
import { itemKey } from '../../modules/cards/list-cards.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { openedPayload } from '../../modules/snapshot/record-opening.ts';
import type { DemoAccount } from './accounts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Nobody listens while the seed runs. */
const silent: Realtime = { toUser: () => {}, broadcast: () => {} };

const VISITORS = { phone: 'demo-visitor-olga-phone01', laptop: 'demo-visitor-olga-laptop1' };
const CLIENT = 'Ольга Иванова';

/** Public two-room flats with a price (and a plan, unless told), the complexes nearest the sea first. */
async function publicUnits(tx: DbOrTx, status: TCellStatus, withPlan: boolean) {
  return tx
    .select({ id: cells.id, objectId: cells.objectId, price: cells.price })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .where(
      and(
        isPublicUnit(),
        eq(cells.status, status),
        eq(cells.cntApart, Layout.two),
        isNotNull(cells.price),
        withPlan ? sql`${unitPlanImageId()} is not null` : undefined,
      ),
    )
    .orderBy(sql`${objects.distanceSea} asc nulls last`, asc(cells.objectId), asc(cells.id));
}

/** Returns how many reactions were written. */
export async function seedLiveCollections(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  const agent = accounts.agent;
  // The complex nearest the sea with both a sold two-room flat and two on sale: the collection's flats are neighbours.
  // A seed without pictures has no plans: then any such flats.
  const pick = async (withPlan: boolean) => {
    const onSale = await publicUnits(tx, CellStatus.sale, withPlan);
    const sold = await publicUnits(tx, CellStatus.sold, withPlan);
    const objectId = onSale.find(
      (u) =>
        sold.some((s) => s.objectId === u.objectId) &&
        onSale.filter((o) => o.objectId === u.objectId).length >= 2,
    )?.objectId;
    return { onSale, sold, objectId };
  };
  let { onSale, sold, objectId } = await pick(true);
  if (objectId === undefined) ({ onSale, sold, objectId } = await pick(false));
  if (objectId === undefined) return 0;
  const [cheaper, dearer] = onSale.filter((u) => u.objectId === objectId).slice(0, 2);
  const gone = sold.find((u) => u.objectId === objectId)!;
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.status, OfferStatus.active))
    .orderBy(asc(offers.id))
    .limit(1);

  const sentAt = new Date(now.getTime() - 2 * DAY - 3 * HOUR);
  const [collection] = await tx
    .insert(collections)
    .values({ userId: agent.id, name: 'Ивановы: 2-комнатные у моря', createdAt: sentAt, updatedAt: sentAt })
    .returning();
  const items = [
    { kind: Kind.unit, itemId: cheaper!.id },
    { kind: Kind.unit, itemId: gone.id },
    { kind: Kind.unit, itemId: dearer!.id },
    { kind: Kind.realty, itemId: objectId },
    ...(offer ? [{ kind: Kind.offer, itemId: offer.id }] : []),
  ];
  await tx.insert(collectionItems).values(
    items.map((item, sort) => ({
      collectionId: collection!.id,
      ...item,
      sort: sort + 1,
      createdAt: new Date(sentAt.getTime() - HOUR),
    })),
  );

  // Sent two days ago; what was then differs from today: the baseline says so.
  const { id } = await createSnapshot(tx, agent, { collectionId: collection!.id }, sentAt);
  const [row] = await tx.select().from(snapshots).where(eq(snapshots.id, id));
  const then = new Map<string, Partial<TItemState>>([
    [itemKey({ kind: Kind.unit, id: cheaper!.id }), { price: cheaper!.price! + 350_000 }],
    [itemKey({ kind: Kind.unit, id: gone.id }), { status: CellStatus.sale }],
    [itemKey({ kind: Kind.unit, id: dearer!.id }), { price: dearer!.price! - 400_000 }],
  ]);
  const states = row!.states.map((state) => ({ ...state, ...then.get(itemKey(state)) }));
  const openedAt = new Date(sentAt.getTime() + 2 * HOUR);
  await tx.update(snapshots).set({ states, firstOpenedAt: openedAt }).where(eq(snapshots.id, id));

  const visits = [
    { visitorId: VISITORS.phone, at: openedAt, opens: 2 },
    { visitorId: VISITORS.laptop, at: new Date(now.getTime() - DAY + 2 * HOUR), opens: 1 },
    { visitorId: VISITORS.phone, at: new Date(now.getTime() - 2 * HOUR), opens: 1 },
  ];
  await tx.insert(snapshotVisits).values(
    visits.map((v) => ({
      snapshotId: id,
      visitorId: v.visitorId,
      day: moscowDay(v.at),
      opens: v.opens,
      firstAt: v.at,
      lastAt: v.at,
    })),
  );
  const snapshot = { ...row!, states };
  await notify(tx, silent, agent.id, 'SnapshotOpened', openedPayload(snapshot), openedAt);

  const reactions: {
    unit: number;
    mark?: TReactionMark;
    comment?: string;
    at: number;
    visitor: string;
  }[] = [
    { unit: cheaper!.id, mark: 'like', at: 2 * DAY, visitor: VISITORS.phone },
    {
      unit: cheaper!.id,
      comment: 'Нравится планировка и вид. Можно посмотреть в субботу утром?',
      at: 2 * DAY - 5 * 60_000,
      visitor: VISITORS.phone,
    },
    { unit: dearer!.id, mark: 'dislike', at: DAY - HOUR, visitor: VISITORS.laptop },
    {
      unit: dearer!.id,
      comment: 'После повышения уже дороговато для нас',
      at: DAY - HOUR - 2 * 60_000,
      visitor: VISITORS.laptop,
    },
  ];
  for (const r of reactions) {
    const at = new Date(now.getTime() - r.at);
    const state = states.find((s) => s.kind === Kind.unit && s.id === r.unit);
    await tx.insert(snapshotReactions).values({
      snapshotId: id,
      visitorId: r.visitor,
      ip: '127.0.0.1',
      kind: Kind.unit,
      itemId: r.unit,
      setsMark: r.mark !== undefined,
      mark: r.mark ?? null,
      comment: r.comment ?? null,
      clientName: r.comment ? CLIENT : null,
      createdAt: at,
    });
    await notify(
      tx,
      silent,
      agent.id,
      'SnapshotReaction',
      {
        ...openedPayload(snapshot),
        kind: Kind.unit,
        itemId: r.unit,
        itemTitle: state?.title ?? '',
        mark: r.mark ?? null,
        setsMark: r.mark !== undefined,
        comment: r.comment ?? null,
        clientName: r.comment ? CLIENT : null,
      },
      at,
    );
  }
  return reactions.length;
}
