// Writes a whole complex in one transaction: the object, photos, builders, contacts, news, documents,
// buildings with their chessboards, and finally its figures. Used by the demo seed and by test fixtures.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  contacts,
  news,
  objectBuilders,
  objectImages,
  objects,
  pavilions,
  type NewObjectRow,
  type ObjectRow,
  type PavilionRow,
  type SectionRow,
} from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveImage, type ProcessedImage } from '../../storage/images.ts';
import { storeDocument } from '../../storage/documents.ts';
import { refreshObjectStats } from '../../modules/realty/refresh-object-stats.ts';
import { ensureBuilderCompany } from '../../modules/companies/builder-company.ts';
import { createSectionGrid } from './create-section-grid.ts';
import type { GridSpec } from './grid.ts';

export interface SectionSpec {
  name: string;
  published?: boolean;
  dateBuild?: string | null;
  isFinished?: boolean;
  grid: GridSpec;
}

export interface PavilionSpec {
  name: string;
  published?: boolean;
  dateBuild?: string | null;
  isAction?: boolean;
  isFinished?: boolean;
  sections: SectionSpec[];
}

export interface ContactSpec {
  position: string;
  name: string;
  phone: string;
  phone2?: string | null;
  email?: string | null;
  email2?: string | null;
}

export interface ComplexSpec {
  /** The columns of `objects`; title is required, the figures are computed. */
  object: Omit<NewObjectRow, 'id'>;
  builderIds?: number[];
  contacts?: ContactSpec[];
  news?: { text: string; created: Date; authorId?: number | null }[];
  documents?: { fileName: string; data: Buffer; createdAt?: Date }[];
  photos?: ProcessedImage[];
  pavilions?: PavilionSpec[];
}

export interface CreatedComplex {
  object: ObjectRow;
  pavilions: { pavilion: PavilionRow; sections: SectionRow[] }[];
}

export async function createComplex(
  db: DbOrTx,
  storage: Storage,
  spec: ComplexSpec,
): Promise<CreatedComplex> {
  return db.transaction(async (tx) => {
    // A complex belongs to its maker's builder company (made for them if they have none yet).
    const ownerId = spec.object.ownerId ?? null;
    const companyId =
      spec.object.companyId ??
      (ownerId === null ? null : await ensureBuilderCompany(tx, ownerId, new Date()));
    const [object] = await tx
      .insert(objects)
      .values({ ...spec.object, companyId })
      .returning();
    const objectId = object!.id;
    const uploaderId = spec.object.ownerId ?? null;

    const photos = spec.photos ?? [];
    for (const [sort, photo] of photos.entries()) {
      const image = await saveImage(tx, storage, photo, uploaderId);
      await tx.insert(objectImages).values({ objectId, imageId: image.id, sort });
    }
    if (spec.builderIds?.length) {
      await tx
        .insert(objectBuilders)
        .values(spec.builderIds.map((builderId, sort) => ({ objectId, builderId, sort })));
    }
    if (spec.contacts?.length) {
      await tx.insert(contacts).values(spec.contacts.map((c, sort) => ({ objectId, ...c, sort })));
    }
    if (spec.news?.length) {
      await tx.insert(news).values(
        spec.news.map((n) => ({
          objectId,
          text: n.text,
          created: n.created,
          updatedAt: n.created,
          authorId: n.authorId ?? uploaderId,
        })),
      );
    }
    for (const [sort, doc] of (spec.documents ?? []).entries()) {
      await storeDocument(tx, storage, { objectId, ...doc, sort });
    }

    const created: CreatedComplex['pavilions'] = [];
    for (const [pavilionSort, p] of (spec.pavilions ?? []).entries()) {
      const [pavilion] = await tx
        .insert(pavilions)
        .values({
          objectId,
          name: p.name,
          published: p.published ?? true,
          sort: pavilionSort,
          dateBuild: p.dateBuild ?? null,
          isAction: p.isAction ?? false,
          isFinished: p.isFinished ?? false,
        })
        .returning();
      const sectionRows: SectionRow[] = [];
      for (const [sort, s] of p.sections.entries()) {
        sectionRows.push(
          await createSectionGrid(
            tx,
            storage,
            {
              objectId,
              pavilionId: pavilion!.id,
              name: s.name,
              published: s.published,
              sort,
              dateBuild: s.dateBuild ?? p.dateBuild ?? null,
              isFinished: s.isFinished ?? p.isFinished ?? false,
              uploaderId,
            },
            s.grid,
          ),
        );
      }
      created.push({ pavilion: pavilion!, sections: sectionRows });
    }

    await refreshObjectStats(tx, objectId);
    const [fresh] = await tx.select().from(objects).where(eq(objects.id, objectId));
    return { object: fresh!, pavilions: created };
  });
}
