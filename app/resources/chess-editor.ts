// The back-office of buildings, sections and chessboards (shared/api/chess-editor.ts). Everything of the back-office
// lives under ['backoffice'] (the object editor under ['backoffice', 'object', id]), so a change here marks the other
// screens stale in one call. Every change of a section answers the section (or a cell of it), written straight into
// its cache. The section's version (decision 018) rides along: every answer carries the new one, so the editor's next
// save is based on what it shows.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TStructurePayload } from '#shared/chessboard/convert.ts';
import {
  createSection as createSectionEndpoint,
  deleteSection,
  getSection,
  listSections,
  massAction as massActionEndpoint,
  postCellForm,
  postRowForm,
  reorderSections as reorderSectionsEndpoint,
  updateCol,
  updatePavilion as updatePavilionEndpoint,
  updateSection as updateSectionEndpoint,
} from '#shared/api/chess-editor.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import type { TSectionSummary } from '#shared/schemas/chess-editor.ts';
import type { OutputOf } from '#shared/api/endpoint.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { call, callUpload } from '#app/lib/call.ts';

export const chessEditorKeys = {
  backoffice: ['backoffice'] as const,
  pavilion: (pavilionId: number) => ['backoffice', 'pavilion', pavilionId] as const,
  section: (sectionId: number) => ['backoffice', 'section', sectionId] as const,
};

// The building page.

export const sectionsPageQuery = (pavilionId: number) =>
  queryOptions({
    queryKey: chessEditorKeys.pavilion(pavilionId),
    queryFn: ({ signal }) => call(listSections, { params: { pid: pavilionId } }, { signal }),
  });

export function useSectionsPage(pavilionId: number) {
  return useQuery(sectionsPageQuery(pavilionId));
}

/** The new section's fields as the form holds them (numbers as typed); the server reads the client form. */
export const createSection = (pavilionId: number, input: InputOf<typeof createSectionEndpoint>['body']) =>
  call(createSectionEndpoint, { params: { pid: pavilionId }, body: input });

/** A name or publishing: the section's summary comes back (a structure goes through saveStructure). */
export const updateSection = (
  pavilionId: number,
  sectionId: number,
  patch: { name?: string; published?: boolean },
) =>
  call(updateSectionEndpoint, {
    params: { pid: pavilionId, sid: sectionId },
    body: patch,
  }) as Promise<TSectionSummary>;

export async function deleteSections(pavilionId: number, ids: readonly number[]): Promise<void> {
  for (const id of ids) await call(deleteSection, { params: { pid: pavilionId, sid: id } });
}

export const reorderSections = (pavilionId: number, order: readonly number[]) =>
  call(reorderSectionsEndpoint, { params: { pid: pavilionId }, body: { order: [...order] } });

export const updatePavilion = (
  objectId: number,
  pavilionId: number,
  patch: { name?: string; published?: boolean; dateBuild?: string },
) => call(updatePavilionEndpoint, { params: { id: objectId, pid: pavilionId }, body: patch });

/** The section's summary into the building page's list at once, before it reloads. */
export function storeSectionSummary(client: QueryClient, pavilionId: number, summary: TSectionSummary): void {
  client.setQueryData(sectionsPageQuery(pavilionId).queryKey, (page) =>
    page ? { ...page, data: page.data.map((s) => (s.id === summary.id ? summary : s)) } : page,
  );
}

// The chessboard editor.

export const fetchSection = (pavilionId: number, sectionId: number, signal?: AbortSignal) =>
  call(getSection, { params: { pid: pavilionId, sid: sectionId } }, { signal });

export function useSection(pavilionId: number, sectionId: number) {
  return useQuery({
    queryKey: chessEditorKeys.section(sectionId),
    queryFn: ({ signal }) => fetchSection(pavilionId, sectionId, signal),
  });
}

/** The fresh section into the cache; the building page and the object editor reload when next shown. */
export function storeSection(client: QueryClient, section: TBackofficeSection): void {
  void client.invalidateQueries({ queryKey: chessEditorKeys.backoffice, refetchType: 'none' });
  client.setQueryData(chessEditorKeys.section(section.id), section);
}

/** The section read again and stored, for an editor whose save was refused as stale. */
export async function reloadSection(
  client: QueryClient,
  pavilionId: number,
  sectionId: number,
): Promise<TBackofficeSection> {
  const section = await fetchSection(pavilionId, sectionId);
  storeSection(client, section);
  return section;
}

/** One grid item of the section replaced in the cache, with the section's new version. */
function storeItem<K extends 'cells' | 'cols'>(
  client: QueryClient,
  sectionId: number,
  key: K,
  answer: TBackofficeSection[K][number] & { sectionVersion: number },
): void {
  const { sectionVersion, ...item } = answer;
  void client.invalidateQueries({ queryKey: chessEditorKeys.backoffice, refetchType: 'none' });
  client.setQueryData<TBackofficeSection>(chessEditorKeys.section(sectionId), (section) =>
    section
      ? {
          ...section,
          version: sectionVersion,
          [key]: section[key].map((old) => (old.id === item.id ? item : old)),
        }
      : section,
  );
}

/** The versions a grid item's edit was based on: its own, and the section's as the board showed it. */
export interface TItemVersions {
  version: number;
  sectionVersion: number;
}

/** The whole structure as JSON with upload progress, based on the section's `version`; a structure is answered with
 * the whole section. */
export const saveStructure = (
  pavilionId: number,
  sectionId: number,
  payload: TStructurePayload,
  version: number,
  onProgress?: (fraction: number) => void,
) =>
  callUpload(
    updateSectionEndpoint,
    { params: { pid: pavilionId, sid: sectionId }, body: { ...payload, version } },
    { json: true, onProgress },
  ) as Promise<TBackofficeSection>;

export function useSaveStructure(pavilionId: number, sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      payload,
      version,
      onProgress,
    }: {
      payload: TStructurePayload;
      version: number;
      onProgress?: (f: number) => void;
    }) => saveStructure(pavilionId, sectionId, payload, version, onProgress),
    onSuccess: (section) => storeSection(client, section),
  });
}

type TMassActionBody = InputOf<typeof massActionEndpoint>['body'];

export const massAction = (sectionId: number, input: TMassActionBody) =>
  call(massActionEndpoint, { params: { id: sectionId }, body: input });

export function useMassAction(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TMassActionBody) => massAction(sectionId, input),
    onSuccess: ({ section }) => storeSection(client, section),
  });
}

export const renameCol = (colId: number, name: string, versions: TItemVersions) =>
  call(updateCol, { params: { id: colId }, body: { name, ...versions } });

export function useRenameCol(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ colId, name, versions }: { colId: number; name: string; versions: TItemVersions }) =>
      renameCol(colId, name, versions),
    onSuccess: (col) => storeItem(client, sectionId, 'cols', col),
  });
}

// Rows and cells go as form posts with a method override, so a plan image travels in the same request.

/** A floor: name (living floors only), type, plan image; the whole section comes back, as the floors of its units
 * may have moved with the name. */
export const saveRow = (rowId: number, fields: Record<string, unknown>, versions: TItemVersions) =>
  callUpload(postRowForm, { params: { id: rowId }, body: { _method: 'PUT', ...fields, ...versions } });

export function useSaveRow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      rowId,
      fields,
      versions,
    }: {
      rowId: number;
      fields: Record<string, unknown>;
      versions: TItemVersions;
    }) => saveRow(rowId, fields, versions),
    onSuccess: (section) => storeSection(client, section),
  });
}

export const saveCell = (cellId: number, fields: Record<string, unknown>, versions: TItemVersions) =>
  callUpload(postCellForm, { params: { id: cellId }, body: { _method: 'PUT', ...fields, ...versions } });

export function useSaveCell(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      cellId,
      fields,
      versions,
    }: {
      cellId: number;
      fields: Record<string, unknown>;
      versions: TItemVersions;
    }) => saveCell(cellId, fields, versions),
    onSuccess: (cell: OutputOf<typeof postCellForm>) => storeItem(client, sectionId, 'cells', cell),
  });
}
