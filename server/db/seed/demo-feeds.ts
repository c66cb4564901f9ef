// Portal feeds in the demo: the demo builder has a feed token, and the first of their published complexes carries
// example ids of the three portals' catalogues, so all three feeds carry its units while the other complexes show
// what the settings screen says of a complex without ids (docs/feeds.md).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { objectPortalIds, objects, type UserRow } from '../schema/index.ts';
import { ensureFeedToken } from '../../modules/feeds/tokens.ts';

/** Example catalogue ids of the demo's own invented complex: not ids of a real one on the portals. */
const DEMO_PORTAL_IDS = { yandexBuildingId: '1839196', cianJkId: '4534', avitoDevelopmentId: '2479437' };

export async function seedDemoFeeds(tx: DbOrTx, builder: UserRow): Promise<string> {
  const token = await ensureFeedToken(tx, builder.id);
  const [first] = await tx
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.ownerId, builder.id), eq(objects.published, true)))
    .orderBy(asc(objects.id))
    .limit(1);
  if (first) {
    await tx
      .insert(objectPortalIds)
      .values({ objectId: first.id, ...DEMO_PORTAL_IDS })
      .onConflictDoNothing();
  }
  return token;
}
