// The settings screen's data: the builder's feed links, made from their token, and each of their complexes with the
// units the feeds carry and its ids in the portals' catalogues.
import { and, asc, eq, sql } from 'drizzle-orm';
import { FEED_PORTALS, feedPath } from '#shared/feeds.ts';
import type { TFeedIdsUpdate, TFeedObject, TFeedSettings } from '#shared/schemas/feeds.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objectPortalIds, objects } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import { notFound } from '../../errors.ts';
import { feedObjectIds } from './feed-scope.ts';
import { visibleUnit } from './load-feed.ts';

export function feedUrls(baseUrl: string, token: string): TFeedSettings['urls'] {
  const [yandex, cian, avito] = FEED_PORTALS.map((portal) => `${baseUrl}${feedPath(token, portal)}`);
  return { yandex: yandex!, cian: cian!, avito: avito! };
}

async function feedObjects(db: DbOrTx, ownerId: number, objectId?: number): Promise<TFeedObject[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: objects.id,
        title: objects.title,
        published: objects.published,
        yandexBuildingId: objectPortalIds.yandexBuildingId,
        cianJkId: objectPortalIds.cianJkId,
        avitoDevelopmentId: objectPortalIds.avitoDevelopmentId,
      })
      .from(objects)
      .leftJoin(objectPortalIds, eq(objectPortalIds.objectId, objects.id))
      .where(
        and(
          sql`${objects.id} in (${feedObjectIds(ownerId)})`,
          objectId ? eq(objects.id, objectId) : undefined,
        ),
      )
      .orderBy(asc(objects.title), asc(objects.id)),
    queryRows<{ object_id: number; units: number }>(
      db,
      sql`select c.object_id, count(*)::int as units from cells c
        join objects o on o.id = c.object_id join pavilions p on p.id = c.pavilion_id
        join sections s on s.id = c.section_id
        where o.id in (${feedObjectIds(ownerId)}) and ${visibleUnit} group by c.object_id`,
    ),
  ]);
  const units = new Map(counts.map((c) => [c.object_id, c.units]));
  return rows.map((r) => ({
    ...r,
    units: units.get(r.id) ?? 0,
    yandexBuildingId: r.yandexBuildingId ?? null,
    cianJkId: r.cianJkId ?? null,
    avitoDevelopmentId: r.avitoDevelopmentId ?? null,
  }));
}

export async function feedSettings(
  db: DbOrTx,
  ownerId: number,
  token: string,
  baseUrl: string,
): Promise<TFeedSettings> {
  return { token, urls: feedUrls(baseUrl, token), objects: await feedObjects(db, ownerId) };
}

/** Sets a complex's portal ids; a complex that is not the caller's is NotFound and nothing changes. */
export async function updatePortalIds(
  db: DbOrTx,
  ownerId: number,
  objectId: number,
  input: { [K in keyof TFeedIdsUpdate]: string | null },
  now: Date,
): Promise<TFeedObject> {
  const [own] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.id, objectId), sql`${objects.id} in (${feedObjectIds(ownerId)})`));
  if (!own) throw notFound();
  const values = {
    yandexBuildingId: input.yandexBuildingId,
    cianJkId: input.cianJkId,
    avitoDevelopmentId: input.avitoDevelopmentId,
    updatedAt: now,
  };
  await db
    .insert(objectPortalIds)
    .values({ objectId, ...values })
    .onConflictDoUpdate({ target: objectPortalIds.objectId, set: values });
  return (await feedObjects(db, ownerId, objectId))[0]!;
}
