// PUT pavilions/{pid}/sections/{sid} with the whole structure (SPEC §7), as JSON with upload progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStructurePayload } from '#shared/chessboard/convert.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { api } from '#app/lib/api.ts';
import { sectionPath, storeSection } from './section.ts';

export function saveStructure(
  pavilionId: number,
  sectionId: number,
  payload: TStructurePayload,
  onProgress?: (fraction: number) => void,
) {
  return api.upload<TBackofficeSection>(
    sectionPath(pavilionId, sectionId),
    { ...payload },
    {
      method: 'PUT',
      json: true,
      onProgress,
    },
  );
}

export function useSaveStructure(pavilionId: number, sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, onProgress }: { payload: TStructurePayload; onProgress?: (f: number) => void }) =>
      saveStructure(pavilionId, sectionId, payload, onProgress),
    onSuccess: (section) => storeSection(client, section),
  });
}
