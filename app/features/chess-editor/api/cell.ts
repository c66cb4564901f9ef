// PUT cells/{id} as a form post with a method override (SPEC §7), so the plan image travels in the same request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChessCellRead } from '#shared/schemas/chess.ts';
import { api } from '#app/lib/api.ts';
import { storeCell } from './section.ts';

export const cellPath = (cellId: number) => `/api/backoffice/cells/${cellId}`;

export const saveCell = (cellId: number, fields: Record<string, unknown>) =>
  api.upload<TChessCellRead>(cellPath(cellId), { _method: 'PUT', ...fields });

export function useSaveCell(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cellId, fields }: { cellId: number; fields: Record<string, unknown> }) =>
      saveCell(cellId, fields),
    onSuccess: (cell) => storeCell(client, sectionId, cell),
  });
}
