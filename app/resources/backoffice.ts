// The builder back-office (shared/api/backoffice*.ts): my complexes page by page, the editor's object and every
// change of it. Each change answers the object as the editor shows it, so a change is one request and one cache
// write (useObjectChange); the list of complexes is marked stale, since it shows the title, cover and published mark.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createBackofficeObject,
  getBackofficeObject,
  listBackofficeObjects,
  publishBackofficeObject,
  setBackofficeFeatures,
  updateBackofficeObject,
} from '#shared/api/backoffice.ts';
import {
  attachBackofficeBuilders,
  createBackofficeContact,
  createBuilder as createBuilderEndpoint,
  deleteBackofficeContact,
  detachBackofficeBuilder,
  reorderBackofficeBuilders,
  reorderBackofficeContacts,
  searchBuilders as searchBuildersEndpoint,
} from '#shared/api/backoffice-catalog.ts';
import {
  attachBackofficeImage,
  deleteBackofficeDocument,
  deleteBackofficeImage,
  reorderBackofficeDocuments,
  reorderBackofficeImages,
  uploadBackofficeDocument,
} from '#shared/api/backoffice-media.ts';
import { createBackofficeNews, updateBackofficeNews } from '#shared/api/backoffice-news.ts';
import { createPavilion, deletePavilion, reorderPavilions } from '#shared/api/chess-editor.ts';
import type {
  TBackofficeObject,
  TContactCreate,
  TObjectCreate,
  TObjectUpdateInput,
} from '#shared/schemas/backoffice.ts';
import { call, callUpload } from '#app/lib/call.ts';
import { isStaleEdit } from '#app/lib/stale-edit.ts';
import { nextPageParam } from './paging.ts';

export const backofficeKeys = {
  objects: ['backoffice', 'objects'] as const,
  object: (id: number) => ['backoffice', 'object', id] as const,
  builders: (search: string) => ['backoffice', 'builders', search] as const,
};

// ─── My complexes ─────────────────────────────────────────────────────────────────────────────

export const backofficeObjectsQuery = () =>
  infiniteQueryOptions({
    queryKey: backofficeKeys.objects,
    queryFn: ({ pageParam, signal }) =>
      call(listBackofficeObjects, { query: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useBackofficeObjects() {
  return useInfiniteQuery(backofficeObjectsQuery());
}

/** The company's complexes as a select's options (the pages loaded so far). */
export function useComplexOptions() {
  const objects = useBackofficeObjects();
  return (objects.data?.pages.flatMap((page) => page.data) ?? []).map((o) => ({
    value: o.id,
    title: o.title,
  }));
}

export function useCreateObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TObjectCreate) => call(createBackofficeObject, { body }),
    onSuccess: (object) => {
      client.setQueryData(backofficeKeys.object(object.id), object);
      void client.invalidateQueries({ queryKey: backofficeKeys.objects });
    },
  });
}

// ─── The editor's object ──────────────────────────────────────────────────────────────────────

export const fetchBackofficeObject = (id: number, signal?: AbortSignal) =>
  call(getBackofficeObject, { params: { id } }, { signal });

export const backofficeObjectQuery = (id: number) =>
  queryOptions({
    queryKey: backofficeKeys.object(id),
    queryFn: ({ signal }) => fetchBackofficeObject(id, signal),
  });

export function useBackofficeObject(id: number) {
  return useQuery(backofficeObjectQuery(id));
}

/** The object read again and stored, for an editor whose save was refused as stale (decision 018). */
export async function reloadObject(client: QueryClient, id: number): Promise<TBackofficeObject> {
  const object = await fetchBackofficeObject(id);
  client.setQueryData(backofficeKeys.object(id), object);
  return object;
}

/**
 * A change of the object: `send` makes the request(s) and resolves with the fresh object, which replaces the cached
 * one. After a failure the cached object may be behind (a multi-step change stopped halfway): it is read again —
 * except after a stale save, where the editor keeps its draft on the object it was based on until the builder
 * chooses (decision 018). `onSuccess` and `onError` come after that, for what the screen shows.
 */
export function useObjectChange(
  id: number,
  after: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<TBackofficeObject>) => send(),
    onSuccess: (object) => {
      client.setQueryData(backofficeKeys.object(id), object);
      void client.invalidateQueries({ queryKey: backofficeKeys.objects, refetchType: 'none' });
      after.onSuccess?.();
    },
    onError: (error) => {
      after.onError?.(error);
      if (!isStaleEdit(error)) void client.invalidateQueries({ queryKey: backofficeKeys.object(id) });
    },
  });
}

/** Runs the requests one after another; the last answer is the object as it ended up. */
export async function inSequence<T>(
  items: readonly T[],
  send: (item: T) => Promise<TBackofficeObject>,
): Promise<TBackofficeObject> {
  let last: TBackofficeObject | undefined;
  for (const item of items) last = await send(item);
  if (!last) throw new Error('nothing to send');
  return last;
}

// ─── Requests of the editor: each answers the object in full ──────────────────────────────────

const at = (id: number) => ({ params: { id } });

/** `version`: the object's version the edit was based on (decision 018). */
export const updateObject = (id: number, body: TObjectUpdateInput, version?: number) =>
  call(updateBackofficeObject, { ...at(id), body: { ...body, version } });
export const publishObject = (id: number, published: boolean) =>
  call(publishBackofficeObject, { ...at(id), body: { published } });
export const setFeatures = (id: number, features: number[], version?: number) =>
  call(setBackofficeFeatures, { ...at(id), body: { features, version } });

const reorderEndpoints = {
  images: reorderBackofficeImages,
  documents: reorderBackofficeDocuments,
  builders: reorderBackofficeBuilders,
  contacts: reorderBackofficeContacts,
};
export const reorder = (id: number, list: keyof typeof reorderEndpoints, order: number[]) =>
  call(reorderEndpoints[list], { ...at(id), body: { order } });

export const attachImage = (id: number, imageId: number) =>
  call(attachBackofficeImage, { ...at(id), body: { id: imageId } });
export const deleteImage = (id: number, imageId: number) =>
  call(deleteBackofficeImage, { params: { id, imageId } });

export const uploadDocument = (id: number, file: File, onProgress: (fraction: number) => void) =>
  callUpload(uploadBackofficeDocument, { ...at(id), body: { file } }, { onProgress });
export const deleteDocument = (id: number, docId: number) =>
  call(deleteBackofficeDocument, { params: { id, docId } });

export const attachBuilders = (id: number, ids: number[]) =>
  call(attachBackofficeBuilders, { ...at(id), body: { ids } });
export const detachBuilder = (id: number, builderId: number) =>
  call(detachBackofficeBuilder, { params: { id, builderId } });

export const createContact = (id: number, contact: TContactCreate) =>
  call(createBackofficeContact, { ...at(id), body: contact });
export const deleteContact = (id: number, contactId: number) =>
  call(deleteBackofficeContact, { params: { id, contactId } });

/** PRODUCT §7: news create carries {text, created}; `created` is the date input's '21.11.2026', or now. */
export const createNews = (id: number, text: string, created?: string) =>
  call(createBackofficeNews, { ...at(id), body: { text, created: created || new Date().toISOString() } });
/** An edit; `created` only when the date was changed (a date alone would move the time to the day's morning). */
export const updateNews = (id: number, newsId: number, text: string, created?: string) =>
  call(updateBackofficeNews, { params: { id, newsId }, body: created ? { text, created } : { text } });
/** PRODUCT §7: news update also serves deletion. */
export const deleteNews = (id: number, newsId: number) =>
  call(updateBackofficeNews, { params: { id, newsId }, body: { deleted: true } });

// ─── The builder directory ────────────────────────────────────────────────────────────────────

export const searchBuilders = (search: string, signal?: AbortSignal) =>
  call(searchBuildersEndpoint, { query: { search } }, { signal });

export const createBuilder = (name: string) => call(createBuilderEndpoint, { body: { name } });

/** `search` is the debounced text; a newer search cancels the older request. */
export function useBuilderSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: backofficeKeys.builders(search),
    queryFn: ({ signal }) => searchBuilders(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

// Buildings of the #flats tab go through the chess-editor's endpoints; they answer the building, not the complex,
// so the complex is read again after each.
export async function createPavilionOf(id: number, name: string): Promise<TBackofficeObject> {
  await call(createPavilion, { params: { id }, body: { name } });
  return fetchBackofficeObject(id);
}

export async function deletePavilionsOf(id: number, pavilionIds: number[]): Promise<TBackofficeObject> {
  for (const pid of pavilionIds) await call(deletePavilion, { params: { id, pid } });
  return fetchBackofficeObject(id);
}

export async function reorderPavilionsOf(id: number, order: number[]): Promise<TBackofficeObject> {
  await call(reorderPavilions, { params: { id }, body: { order } });
  return fetchBackofficeObject(id);
}
