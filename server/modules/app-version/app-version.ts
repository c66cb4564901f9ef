// The mobile wrapper's version: the newest published row; an admin publishing one tells every open app.
import { desc, eq } from 'drizzle-orm';
import type { TAppVersion, TAppVersionPublish } from '#shared/schemas/app-version.ts';
import { PublicEvent, type TNewAppVersionEvent } from '#shared/realtime.ts';
import { fill } from '#shared/texts/ru.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appVersions, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { lockKey } from '../../core/locks.ts';

type AppVersionRow = typeof appVersions.$inferSelect;
const APP_VERSION_LOCK = 2101;

function present(row: AppVersionRow): TAppVersion {
  return {
    package: row.package,
    version: { code: row.code, name: row.name },
    url: row.url,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest version (the highest code) of the package, of any package when none is named. */
export async function latestAppVersion(db: DbOrTx, pkg: string | undefined): Promise<TAppVersion> {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(pkg ? eq(appVersions.package, pkg) : undefined)
    .orderBy(desc(appVersions.code), desc(appVersions.id))
    .limit(1);
  if (!row) throw notFound(workflowTexts.appVersion.notFound);
  return present(row);
}

export async function publishAppVersion(
  deps: { db: Db; realtime: Realtime; now: Date },
  admin: UserRow,
  input: TAppVersionPublish,
): Promise<TAppVersion> {
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, APP_VERSION_LOCK, input.package);
    const [latest] = await tx
      .select({ code: appVersions.code })
      .from(appVersions)
      .where(eq(appVersions.package, input.package))
      .orderBy(desc(appVersions.code))
      .limit(1);
    // The wrapper offers an update when the code grows; an equal or smaller one would never reach anyone.
    if (latest && input.code <= latest.code) {
      throw invalid('code', fill(workflowTexts.appVersion.codeNotNewer, latest.code));
    }
    const [created] = await tx
      .insert(appVersions)
      .values({
        package: input.package,
        code: input.code,
        name: input.name,
        url: input.url ?? null,
        publishedById: admin.id,
        createdAt: deps.now,
      })
      .returning();
    return created!;
  });
  const event: TNewAppVersionEvent = { package: row.package, version: { code: row.code, name: row.name } };
  deps.realtime.broadcast(PublicEvent.NewAppVersion, event);
  return present(row);
}
