// One section's buyers' chessboard (shared/api/chess.ts), asked for with the current filter. A stored filter the
// server refuses (an older format, a hand-edited value) must not hide the board: it is then asked for without one.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { getChessSection } from '#shared/api/chess.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { call } from '#app/lib/call.ts';

export interface ChessAnswer {
  view: OutputOf<typeof getChessSection>;
  /** The stored filter was refused, so nothing is highlighted by it. */
  filterIgnored: boolean;
}

export const chessKeys = {
  all: ['chess'] as const,
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
  const params = { id: objectId, sectionId };
  const extra = snapshot ? { snapshot } : {};
  try {
    const body = { ...filter, ...extra };
    return { view: await call(getChessSection, { params, body }, { signal }), filterIgnored: false };
  } catch (error) {
    if (
      !(error instanceof ApiError && error.type === 'ValidationFailed') ||
      Object.keys(filter).length === 0
    ) {
      throw error;
    }
    return { view: await call(getChessSection, { params, body: extra }, { signal }), filterIgnored: true };
  }
}

/** One section's board under a filter: the page's query and the route's prefetch share it. */
export const chessQuery = (
  objectId: number,
  sectionId: number,
  filter: Record<string, unknown>,
  snapshot?: string,
) =>
  queryOptions({
    queryKey: chessKeys.section(objectId, sectionId, filter, snapshot),
    queryFn: ({ signal }) => fetchChess(objectId, sectionId, filter, snapshot, signal),
  });

export function useChessSection(
  objectId: number,
  sectionId: number | null,
  filter: Record<string, unknown>,
  snapshot?: string,
) {
  return useQuery({
    ...chessQuery(objectId, sectionId ?? 0, filter, snapshot),
    enabled: sectionId != null,
    // Switching sections keeps the old board until the new one arrives, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
