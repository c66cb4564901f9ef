// The complex as the editor shows it (GET /api/backoffice/objects/{id}, and the answer of every change): all of
// PRODUCT §3's fields, with photos, documents, builders, contacts, news and buildings in their order.
import { asc, desc, eq } from 'drizzle-orm';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  builders,
  contacts,
  documents,
  images,
  news,
  objectBuilders,
  objectImages,
  type ObjectRow,
} from '../../db/schema/index.ts';
import { presentDocument } from '../../storage/documents.ts';
import { presentImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadSubregionRef } from '../geocoder/subregion-ref.ts';
import { readAll } from '../../db/read-all.ts';
import { loadPavilionSummaries } from './pavilion-summaries.ts';
import { presentContact, presentFacts } from '../realty/present-facts.ts';

export async function loadBackofficeObject(
  db: DbOrTx,
  storage: Storage,
  object: ObjectRow,
): Promise<TBackofficeObject> {
  const id = object.id;
  const [subregion, photoRows, documentRows, builderRows, contactRows, newsRows, pavilionList] =
    await readAll(db, [
      () => loadSubregionRef(db, object.subregionId),
      () =>
        db
          .select({ image: images })
          .from(objectImages)
          .innerJoin(images, eq(images.id, objectImages.imageId))
          .where(eq(objectImages.objectId, id))
          .orderBy(asc(objectImages.sort), asc(objectImages.imageId)),
      () =>
        db
          .select()
          .from(documents)
          .where(eq(documents.objectId, id))
          .orderBy(asc(documents.sort), asc(documents.id)),
      () =>
        db
          .select({ id: builders.id, name: builders.name })
          .from(objectBuilders)
          .innerJoin(builders, eq(builders.id, objectBuilders.builderId))
          .where(eq(objectBuilders.objectId, id))
          .orderBy(asc(objectBuilders.sort), asc(builders.id)),
      () =>
        db
          .select()
          .from(contacts)
          .where(eq(contacts.objectId, id))
          .orderBy(asc(contacts.sort), asc(contacts.id)),
      () => db.select().from(news).where(eq(news.objectId, id)).orderBy(desc(news.created), desc(news.id)),
      () => loadPavilionSummaries(db, id),
    ]);

  return {
    id,
    title: object.title,
    type: object.type,
    published: object.published,
    description: object.description,
    site: object.site,
    commission: {
      percent: object.commission,
      text: object.commissionText,
      kind: object.commissionKind,
      fixed: object.commissionFixed,
      overrides: object.commissionOverrides,
    },
    booking: {
      enabled: object.bookingEnabled,
      holdHours: object.bookingHoldHours,
      extensionHours: object.bookingExtensionHours,
      queueHours: object.queueHours,
    },
    fixation: { mode: object.fixationMode, days: object.fixationDays },
    deals: { soldFrom: object.dealSoldFrom, stallDays: object.dealStallDays },
    requestManagerId: object.requestManagerId,
    ...presentFacts(object),
    address: {
      address: object.address,
      latitude: object.latitude,
      longitude: object.longitude,
      subregion,
    },
    features: object.features,
    images: photoRows.map((r) => presentImage(storage, r.image)),
    documents: documentRows.map((d) => presentDocument(storage, d)),
    builders: builderRows,
    contacts: contactRows.map(presentContact),
    news: newsRows.map((n) => ({ id: n.id, text: n.text, created: n.created.toISOString() })),
    pavilions: pavilionList,
    flatsCount: object.flatsCount,
    updatedAt: object.updatedAt.toISOString(),
    version: object.version,
  };
}
