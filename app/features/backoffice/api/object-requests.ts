// The editor's requests under /api/backoffice/objects/{id}; each answers the object in full (see object.ts).
import type { TBackofficeObject, TContactCreate, TObjectUpdateInput } from '#shared/schemas/backoffice.ts';
import type { TImage } from '#shared/schemas/common.ts';
import { api } from '#app/lib/api.ts';
import { objectPath } from './object.ts';

type O = TBackofficeObject;

export const updateObject = (id: number, patch: TObjectUpdateInput) => api.put<O>(objectPath(id), patch);
export const publishObject = (id: number, published: boolean) => api.post<O>(objectPath(id), { published });
export const setFeatures = (id: number, features: number[]) =>
  api.put<O>(objectPath(id, '/features'), { features });

export const reorder = (
  id: number,
  list: 'images' | 'documents' | 'builders' | 'contacts',
  order: number[],
) => api.put<O>(objectPath(id, `/${list}/reorder`), { order });

export const uploadTempImage = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  api.upload<TImage>('/api/temp_image', { image: file }, { onProgress, signal });
export const attachImage = (id: number, imageId: number) =>
  api.post<O>(objectPath(id, '/images'), { id: imageId });
export const deleteImage = (id: number, imageId: number) =>
  api.delete<O>(objectPath(id, `/images/${imageId}`));

export const uploadDocument = (id: number, file: File, onProgress: (fraction: number) => void) =>
  api.upload<O>(objectPath(id, '/documents'), { file }, { onProgress });
export const deleteDocument = (id: number, documentId: number) =>
  api.delete<O>(objectPath(id, `/documents/${documentId}`));

export const attachBuilders = (id: number, ids: number[]) =>
  api.post<O>(objectPath(id, '/builders'), { ids });
export const detachBuilder = (id: number, builderId: number) =>
  api.delete<O>(objectPath(id, `/builders/${builderId}`));

export const createContact = (id: number, contact: TContactCreate) =>
  api.post<O>(objectPath(id, '/contacts'), contact);
export const deleteContact = (id: number, contactId: number) =>
  api.delete<O>(objectPath(id, `/contacts/${contactId}`));

/** SPEC §7: news create carries {text, created}; `created` is the date input's '21.11.2026', or now. */
export const createNews = (id: number, text: string, created?: string) =>
  api.post<O>(objectPath(id, '/news'), { text, created: created || new Date().toISOString() });
/** An edit; `created` only when the date was changed (a date alone would move the time to the day's morning). */
export const updateNews = (id: number, newsId: number, text: string, created?: string) =>
  api.put<O>(objectPath(id, `/news/${newsId}`), created ? { text, created } : { text });
/** SPEC §7: news update also serves deletion. */
export const deleteNews = (id: number, newsId: number) =>
  api.put<O>(objectPath(id, `/news/${newsId}`), { deleted: true });
