// POST sections/{id}/massive_action (SPEC §9): the price change for the chosen floors, answered with the section.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCellStatus, TPriceChange } from '#shared/enums.ts';
import type { TMassActionResult } from '#shared/schemas/chess.ts';
import { api } from '#app/lib/api.ts';
import { storeSection } from './section.ts';

export interface TMassActionInput {
  type: TPriceChange;
  value: number;
  forStatus: TCellStatus;
  forActions: boolean;
  rows: number[];
}

export const massAction = (sectionId: number, input: TMassActionInput) =>
  api.post<TMassActionResult>(`/api/backoffice/sections/${sectionId}/massive_action`, input);

export function useMassAction(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TMassActionInput) => massAction(sectionId, input),
    onSuccess: ({ section }) => storeSection(client, section),
  });
}
