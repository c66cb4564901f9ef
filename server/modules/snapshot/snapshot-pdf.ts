// GET /api/snapshot/{id}/pdf: the snapshot as the public page reads it, printed. Whoever may open the page may
// download it; what the page does not show, the PDF does not print. The route keeps each version (pdf-cache.ts).
import { eq, inArray } from 'drizzle-orm';
import type { TSnapshotCard } from '#shared/schemas/collections.ts';
import type { TUnitCard } from '#shared/schemas/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, offers, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { unitPlanImageId } from '../cards/unit-plan.ts';
import { loadPdfImages } from './pdf-images.ts';
import { pdfVersion } from './pdf-cache.ts';
import { snapshotPdfModel, type SnapshotPdfModel } from './pdf-model.ts';
import { findLiveSnapshot } from './live-snapshot.ts';
import { readSnapshot } from './read-snapshot.ts';

/** The plan of each offer placed on a chessboard unit. */
async function offerPlans(db: DbOrTx, offerIds: number[]): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({ offerId: offers.id, planId: unitPlanImageId() })
    .from(offers)
    .innerJoin(cells, eq(cells.id, offers.cellId))
    .where(inArray(offers.id, offerIds));
  return new Map(rows.flatMap((r) => (r.planId != null ? [[r.offerId, r.planId] as const] : [])));
}

/** The public page's addresses (the app's /:id and /:id/:objectId?offer=1). */
export function snapshotLinks(base: string, id: string) {
  const page = `${base}/${encodeURIComponent(id)}`;
  return {
    page,
    item: (card: TSnapshotCard) => `${page}/${card.id}${card.isOffer ? '?offer=1' : ''}`,
    unit: (unit: TUnitCard) => `${page}/${unit.objectId}/chess/${unit.sectionId}?cell=${unit.id}`,
  };
}

export interface PreparedPdf {
  model: SnapshotPdfModel;
  /** Changes when the link is refreshed or anything the PDF prints changes. */
  version: string;
}

/** What the PDF prints, read as the public page reads it, and its version. */
export async function preparePdf(
  db: DbOrTx,
  storage: Storage,
  id: string,
  caller: UserRow | null,
  now: Date,
  base: string,
): Promise<PreparedPdf> {
  // A revoked link prints nothing: 404 as its page. No visitor: the PDF carries nobody's marks.
  const row = await findLiveSnapshot(db, id);
  const snapshot = await readSnapshot(db, storage, row, caller, '', now);
  const plans = await offerPlans(
    db,
    snapshot.objects.filter((card) => card.isOffer).map((card) => card.id),
  );
  const model = snapshotPdfModel(snapshot, snapshotLinks(base, snapshot.id), plans);
  return { model, version: pdfVersion({ updatedAt: snapshot.updatedAt, model }) };
}

/** The PDF's bytes: its pictures re-encoded, then laid out. */
export async function renderPdf(db: DbOrTx, storage: Storage, model: SnapshotPdfModel): Promise<Buffer> {
  const pictures = await loadPdfImages(
    db,
    storage,
    model.items.flatMap((item) => (item.photoId != null ? [item.photoId] : [])),
    model.items.flatMap((item) => (item.planId != null ? [item.planId] : [])),
  );
  // pdfkit, qrcode and the fonts load with the first PDF, not with the server.
  const { renderSnapshotPdf } = await import('./pdf-render.ts');
  return renderSnapshotPdf(model, pictures);
}

/** Read and rendered, uncached (the route keeps renders in SnapshotPdfCache). */
export async function snapshotPdf(
  ...args: Parameters<typeof preparePdf>
): Promise<{ fileName: string; body: Buffer }> {
  const [db, storage] = args;
  const { model } = await preparePdf(...args);
  return { fileName: model.fileName, body: await renderPdf(db, storage, model) };
}
