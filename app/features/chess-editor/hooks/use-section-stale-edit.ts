// A save of the chessboard editor refused as stale (decision 018): the «Данные изменились» dialog, then the section
// read again (and stored) for the editor to put its draft on or drop it.
import { useQueryClient } from '@tanstack/react-query';
import { useStaleEdit } from '#app/components/forms/conflict-dialog.tsx';
import { reloadSection } from '#app/resources/chess-editor.ts';

export function useSectionStaleEdit(pavilionId: number, sectionId: number) {
  const client = useQueryClient();
  return useStaleEdit(() => reloadSection(client, pavilionId, sectionId));
}
