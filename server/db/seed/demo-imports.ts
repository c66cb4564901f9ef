// The inventory import in the demo: the demo builder's first complex synchronises a Profitbase feed daily. Its log
// holds three past runs made by the import's own functions (dry run, then apply) over a feed written from the
// complex's first section as it stood, each moving a few prices, and a fourth that failed on the feed's address.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { CellStatus, Layout, type TCellStatus, type TLayout } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import {
  cells,
  importSchedules,
  inventoryImports,
  objects,
  pavilions,
  sections,
  type UserRow,
} from '../schema/index.ts';
import { applyImport } from '../../modules/inventory-import/apply-import.ts';
import { previewImport } from '../../modules/inventory-import/preview-import.ts';
import { readFeed } from '../../modules/inventory-import/read-source.ts';
import type { DemoAccount } from './accounts.ts';

const DAY = 86_400_000;
export const DEMO_FEED_URL = 'https://crm.chernomorstroy.example/profitbase/feed.xml';
const PROFITBASE_STATUS: Partial<Record<TCellStatus, string>> = {
  [CellStatus.sale]: 'AVAILABLE',
  [CellStatus.reserve]: 'BOOKED',
  [CellStatus.sold]: 'SOLD',
  [CellStatus.fund]: 'UNAVAILABLE',
};
const ROOMS: Record<TLayout, string> = {
  [Layout.studio]: 'студия',
  [Layout.one]: '1',
  [Layout.two]: '2',
  [Layout.three]: '3',
  [Layout.all]: 'св',
  [Layout.penthouse]: 'пентхаус',
};
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function seedDemoImports(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<number> {
  const [object] = await tx
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.ownerId, accounts.builder.id))
    .orderBy(asc(objects.id))
    .limit(1);
  if (!object) return 0;
  const [section] = await tx
    .select({ id: sections.id, name: sections.name, building: pavilions.name })
    .from(sections)
    .innerJoin(pavilions, eq(pavilions.id, sections.pavilionId))
    .where(eq(sections.objectId, object.id))
    .orderBy(asc(pavilions.sort), asc(sections.sort))
    .limit(1);
  if (!section) return 0;
  const [schedule] = await tx
    .insert(importSchedules)
    .values({
      objectId: object.id,
      createdBy: accounts.builder.id,
      feedUrl: DEMO_FEED_URL,
      format: 'profitbase',
      period: 'daily',
      nextRunAt: new Date(now.getTime() + DAY / 2),
      lastRunAt: new Date(now.getTime() - DAY / 2),
      lastError: 'Адрес crm.chernomorstroy.example не найден',
      createdAt: new Date(now.getTime() - 4 * DAY),
    })
    .returning();
  let runs = 0;
  for (const [days, rise] of [
    [3.5, 1.01],
    [2.5, 1.02],
    [1.5, 0.99],
  ] as const) {
    const at = new Date(now.getTime() - days * DAY);
    const units = await tx
      .select()
      .from(cells)
      .where(and(eq(cells.sectionId, section.id), eq(cells.disabled, false), isNotNull(cells.number)));
    const feed = units
      .map(
        (u, i) =>
          `<property><id>CH-${u.id}</id><house_name>${escape(section.building)}</house_name>` +
          `<section>${escape(section.name)}</section><floor>${u.floor ?? 1}</floor><number>${escape(u.number!)}</number>` +
          `<rooms_amount>${u.cntApart === null ? '' : ROOMS[u.cntApart]}</rooms_amount>` +
          `<area><area_total>${u.area ?? ''}</area_total></area>` +
          `<price><value>${u.price === null ? '' : i % 4 === 0 ? Math.round((u.price * rise) / 1000) * 1000 : u.price}</value></price>` +
          `<status>${PROFITBASE_STATUS[u.status] ?? 'AVAILABLE'}</status></property>`,
      )
      .join('');
    const preview = await previewImport(tx, {
      objectId: object.id,
      byUserId: null,
      scheduleId: schedule!.id,
      source: 'profitbase',
      fileName: null,
      feedUrl: DEMO_FEED_URL,
      rows: readFeed(Buffer.from(`<profitbase><properties>${feed}</properties></profitbase>`), 'profitbase'),
      now: at,
    });
    if (!preview.canApply) continue;
    const [run] = await tx.select().from(inventoryImports).where(eq(inventoryImports.id, preview.importId));
    await applyImport(tx, run!, null, at);
    runs += 1;
  }
  await tx.insert(inventoryImports).values({
    objectId: object.id,
    scheduleId: schedule!.id,
    source: 'profitbase',
    feedUrl: DEMO_FEED_URL,
    state: 'failed',
    fingerprint: '',
    counts: { create: 0, update: 0, remove: 0, keep: 0, conflicts: 0, problems: 0 },
    error: 'Адрес crm.chernomorstroy.example не найден',
    createdAt: new Date(now.getTime() - DAY / 2),
  });
  return runs + 1;
}
