// PUT cols/{id} {name}: a riser's label.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { api } from '#app/lib/api.ts';
import { editorKeys } from './keys.ts';

type TCol = TBackofficeSection['cols'][number];

export const renameCol = (colId: number, name: string) =>
  api.put<TCol>(`/api/backoffice/cols/${colId}`, { name });

export function useRenameCol(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ colId, name }: { colId: number; name: string }) => renameCol(colId, name),
    onSuccess: (col) => {
      void client.invalidateQueries({ queryKey: editorKeys.backoffice, refetchType: 'none' });
      client.setQueryData<TBackofficeSection>(editorKeys.section(sectionId), (section) =>
        section ? { ...section, cols: section.cols.map((c) => (c.id === col.id ? col : c)) } : section,
      );
    },
  });
}
