// PUT rows/{id} as a form post with a method override: name (living floors only), type, plan image. The answer is
// the whole section, as the floors of its units may have moved with the name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { api } from '#app/lib/api.ts';
import { storeSection } from './section.ts';

export const saveRow = (rowId: number, fields: Record<string, unknown>) =>
  api.upload<TBackofficeSection>(`/api/backoffice/rows/${rowId}`, { _method: 'PUT', ...fields });

export function useSaveRow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, fields }: { rowId: number; fields: Record<string, unknown> }) =>
      saveRow(rowId, fields),
    onSuccess: (section) => storeSection(client, section),
  });
}
