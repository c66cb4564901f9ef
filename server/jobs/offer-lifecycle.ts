// The resale offers' lifecycle (PRODUCT §4): active offers older than OFFER_OUTDATED_DAYS since activation become
// inactive (OfferOutdated), inactive ones older than OFFER_ARCHIVE_DAYS are archived (OfferArchived).
// One run at a time across every node: the run holds a transaction-level advisory lock, taken with
// pg_try_advisory_xact_lock so that it lives and dies with the run's connection (a session lock on a pooled
// connection could be released on another one). A node that finds it taken skips its turn.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { NotificationType, OfferStatus, type TNotificationType, type TOfferStatus } from '#shared/enums.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { offers, type OfferRow } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Clock } from '../providers/clock.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { OFFER_LIFECYCLE_LOCK } from '../core/workflow-locks.ts';
import type { Cache } from '../core/cache/cache.ts';
import { CATALOG, objectVersion } from '../core/cache/names.ts';
import { notify } from '../modules/notifications/notify.ts';
import { recordChanges } from '../modules/price-history/record.ts';

export interface LifecycleDeps {
  db: Db;
  realtime: Realtime;
  clock: Clock;
  env: Pick<Env, 'OFFER_OUTDATED_DAYS' | 'OFFER_ARCHIVE_DAYS'>;
  /** When given, a run that moved offers moves the catalog and their complexes' counters on. */
  cache?: Cache;
}

export interface LifecycleResult {
  /** False when another node held the lock. */
  ran: boolean;
  outdated: number[];
  archived: number[];
}

/** Offers moved per step and run; the next run takes the rest. */
export const LIFECYCLE_BATCH = 500;
const DAY_MS = 86_400_000;

async function tryLock(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${OFFER_LIFECYCLE_LOCK}) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

interface Step {
  from: TOfferStatus;
  to: TOfferStatus;
  /** When the offer entered `from`. */
  since: ReturnType<typeof sql<Date>>;
  /** How long an offer stays in `from`, in days. */
  days: keyof LifecycleDeps['env'];
  /** The column that records when the offer moved. */
  stamp: 'archivedAt' | 'inactiveAt';
  notice: TNotificationType & ('OfferOutdated' | 'OfferArchived');
}

const ARCHIVE: Step = {
  from: OfferStatus.inactive,
  to: OfferStatus.archive,
  since: sql<Date>`coalesce(${offers.inactiveAt}, ${offers.updatedAt})`,
  days: 'OFFER_ARCHIVE_DAYS',
  stamp: 'archivedAt',
  notice: NotificationType.offerArchived,
};

const OUTDATE: Step = {
  from: OfferStatus.active,
  to: OfferStatus.inactive,
  since: sql<Date>`coalesce(${offers.activatedAt}, ${offers.updatedAt})`,
  days: 'OFFER_OUTDATED_DAYS',
  stamp: 'inactiveAt',
  notice: NotificationType.offerOutdated,
};

async function move(tx: DbOrTx, deps: LifecycleDeps, step: Step, now: Date) {
  const before = new Date(now.getTime() - deps.env[step.days] * DAY_MS);
  const due = tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, step.from), lte(step.since, before)))
    .orderBy(offers.id)
    .limit(LIFECYCLE_BATCH);
  // The status is checked again by the update itself, so a row another run moved meanwhile is left alone.
  const moved: OfferRow[] = await tx
    .update(offers)
    .set({ [step.stamp]: now, status: step.to, updatedAt: now })
    .where(and(inArray(offers.id, due), eq(offers.status, step.from)))
    .returning();
  // The update moved only the status: each row was in `from` a moment ago, at the price it still has.
  await recordChanges(
    tx,
    'offer',
    moved.map((offer) => ({ id: offer.id, price: offer.price, status: step.from })),
    { cause: 'offer', byUserId: null, at: now },
  );
  const pushes: (() => void)[] = [];
  for (const offer of moved) {
    pushes.push(
      await notify(
        tx,
        deps.realtime,
        offer.userId,
        step.notice,
        { offerId: offer.id, title: offerTitle(offer) },
        now,
      ),
    );
  }
  return {
    ids: moved.map((o) => o.id).sort((a, b) => a - b),
    objectIds: moved.flatMap((o) => (o.objectId === null ? [] : [o.objectId])),
    pushes,
  };
}

export async function runOfferLifecycle(deps: LifecycleDeps): Promise<LifecycleResult> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return null;
    // Archive first: an offer that becomes inactive in this run starts its archive period now.
    const archived = await move(tx, deps, ARCHIVE, now);
    const outdated = await move(tx, deps, OUTDATE, now);
    return { archived, outdated };
  });
  if (!outcome) return { ran: false, outdated: [], archived: [] };
  // After the commit: a rolled-back run never reaches anyone.
  const { archived, outdated } = outcome;
  if (deps.cache && archived.ids.length + outdated.ids.length > 0) {
    const complexes = new Set([...archived.objectIds, ...outdated.objectIds]);
    await deps.cache.bump([CATALOG, ...[...complexes].map(objectVersion)]);
  }
  for (const push of [...outcome.archived.pushes, ...outcome.outdated.pushes]) push();
  return { ran: true, outdated: outcome.outdated.ids, archived: outcome.archived.ids };
}
