// POST /api/objects/{id}/chess/{sectionId} with the current filter: one section's chessboard. A stored filter the
// server refuses (an older format, a hand-edited value) must not hide the board: it is then asked for without one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TChessView } from '#shared/schemas/realty.ts';
import { api } from '#app/lib/api.ts';
import { ApiError } from '#app/lib/api-error.ts';

export interface ChessAnswer {
  view: TChessView;
  /** The stored filter was refused, so nothing is highlighted by it. */
  filterIgnored: boolean;
}

export const chessKeys = {
  section: (objectId: number, sectionId: number, filter: Record<string, unknown>, snapshot?: string) =>
    ['chess', objectId, sectionId, { filter, snapshot: snapshot ?? null }] as const,
};

export async function fetchChess(
  objectId: number,
  sectionId: number,
  filter: Record<string, unknown>,
  snapshot?: string,
  signal?: AbortSignal,
): Promise<ChessAnswer> {
  const url = `/api/objects/${objectId}/chess/${sectionId}`;
  const extra = snapshot ? { snapshot } : {};
  try {
    return {
      view: await api.post<TChessView>(url, { ...filter, ...extra }, { signal }),
      filterIgnored: false,
    };
  } catch (error) {
    if (
      !(error instanceof ApiError && error.type === 'ValidationFailed') ||
      Object.keys(filter).length === 0
    ) {
      throw error;
    }
    return { view: await api.post<TChessView>(url, extra, { signal }), filterIgnored: true };
  }
}

export function useChessSection(
  objectId: number,
  sectionId: number | null,
  filter: Record<string, unknown>,
  snapshot?: string,
) {
  return useQuery({
    queryKey: chessKeys.section(objectId, sectionId ?? 0, filter, snapshot),
    queryFn: ({ signal }) => fetchChess(objectId, sectionId!, filter, snapshot, signal),
    enabled: sectionId != null,
    // Switching sections keeps the old board until the new one arrives, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
