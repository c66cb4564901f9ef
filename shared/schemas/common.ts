// Shapes every area uses: paging, images.
import { z } from 'zod';
import { zInt } from './form.ts';

/** ?page=N, the first page is 1. */
export const ZPageQuery = z.object({
  page: zInt.pipe(z.number().min(1)).optional().default(1),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  /** Own offers only: how many are inactive (PRODUCT §3). */
  inactive_count: z.number().int().optional(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** `{ data: [...], meta }` — every paged list. */
export const ZPaged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZPageMeta });

export function pageMeta(page: number, perPage: number, total: number): TPageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage };
}

export { IMAGE_SIZES, type TImageSize } from '../image-sizes.ts';

export const ZImage = z.object({
  id: z.number().int(),
  s: z.string(),
  m: z.string(),
  l: z.string(),
  xl: z.string(),
});
export type TImage = z.infer<typeof ZImage>;

/** What the client may upload as a photo (PRODUCT §5); gif and jpg are converted to webp before upload. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PLAN_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Document types of PRODUCT §3. */
export const DOCUMENT_TYPES = ['pdf', 'jpg', 'png', 'docx', 'doc', 'xls', 'xlsx'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
