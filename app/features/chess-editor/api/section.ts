// GET /api/backoffice/pavilions/{pid}/sections/{sid}: the section with its whole chessboard. Every change of the
// section answers the section (or a cell of it), written straight into this cache.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TBackofficeSection, TChessCellRead } from '#shared/schemas/chess.ts';
import { api } from '#app/lib/api.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { editorKeys } from './keys.ts';

export const sectionPath = (pavilionId: number, sectionId: number) =>
  `/api/backoffice/pavilions/${pavilionId}/sections/${sectionId}`;

export const fetchSection = (pavilionId: number, sectionId: number, signal?: AbortSignal) =>
  api.get<TBackofficeSection>(sectionPath(pavilionId, sectionId), { signal });

export function useSection(pavilionId: number, sectionId: number) {
  return useQuery({
    queryKey: editorKeys.section(sectionId),
    queryFn: ({ signal }) => fetchSection(pavilionId, sectionId, signal),
  });
}

/** The fresh section into the cache; the building page and the object editor reload when next shown. */
export function storeSection(client: QueryClient, section: TBackofficeSection): void {
  void client.invalidateQueries({ queryKey: editorKeys.backoffice, refetchType: 'none' });
  client.setQueryData(editorKeys.section(section.id), section);
}

export function storeCell(client: QueryClient, sectionId: number, cell: TChessCellRead): void {
  void client.invalidateQueries({ queryKey: editorKeys.backoffice, refetchType: 'none' });
  client.setQueryData<TBackofficeSection>(editorKeys.section(sectionId), (section) =>
    section ? { ...section, cells: section.cells.map((c) => (c.id === cell.id ? cell : c)) } : section,
  );
}

/** A toast for errors nobody else shows: not the ones the client acted on (SPEC §8), not a form's 422. */
export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (error instanceof ApiError && (error.handled || (options.keep422 && error.status === 422))) return;
  toast(errorText(error), { tone: 'error' });
}

/** All texts of a 422 in one line, for a toast when no field shows them. */
export function joinedErrors(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const texts = Object.values(error.fieldErrors).flat();
  return texts.length ? [...new Set(texts)].join('\n') : error.message;
}
