// What a complex's widget link (/embed/{id}) card says: the complex, its address, units on sale and the lowest price,
// with its first photo.
import { asc, eq } from 'drizzle-orm';
import { countOf, formatPriceShort } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts } from '#shared/texts/embed.ts';
import { previewTexts } from '#shared/texts/previews.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objectImages, type ObjectRow } from '../../db/schema/index.ts';
import { firstImageKey } from './image.ts';
import type { PreviewMeta } from './meta.ts';

const t = previewTexts.complex;

export const complexImagePath = (id: number) => `/preview/complex/${id}.jpg`;

export async function complexPhotoId(db: DbOrTx, objectId: number): Promise<number | null> {
  const [first] = await db
    .select({ imageId: objectImages.imageId })
    .from(objectImages)
    .where(eq(objectImages.objectId, objectId))
    .orderBy(asc(objectImages.sort), asc(objectImages.imageId))
    .limit(1);
  return first?.imageId ?? null;
}

export async function complexImageKey(db: DbOrTx, objectId: number): Promise<string | null> {
  const id = await complexPhotoId(db, objectId);
  return id === null ? null : firstImageKey(db, [id]);
}

export function describeComplex(object: Pick<ObjectRow, 'address' | 'saleCount' | 'priceFrom'>): string {
  const parts: string[] = [];
  if (object.address?.trim()) parts.push(object.address.trim());
  if (object.saleCount > 0) parts.push(fill(t.onSale, countOf(object.saleCount, embedTexts.flats)));
  if (object.priceFrom) parts.push(fill(t.priceFrom, formatPriceShort(object.priceFrom)));
  return parts.length > 0 ? parts.join(' · ') : t.chess;
}

export async function complexPreview(db: DbOrTx, object: ObjectRow, base: string): Promise<PreviewMeta> {
  const photoId = await complexPhotoId(db, object.id);
  return {
    title: object.title,
    description: describeComplex(object),
    url: `${base}/embed/${object.id}`,
    image: photoId === null ? null : `${base}${complexImagePath(object.id)}?v=${photoId}`,
    type: 'website',
    noindex: false,
    siteName: previewTexts.siteName,
  };
}
