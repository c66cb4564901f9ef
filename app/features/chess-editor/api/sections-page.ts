// GET /api/backoffice/pavilions/{pid}/sections: the building, its complex and its sections.
import { useQuery } from '@tanstack/react-query';
import type { TSectionsPage } from '#shared/schemas/chess-editor.ts';
import { api } from '#app/lib/api.ts';
import { pavilionKeys } from './pavilion-keys.ts';

export const sectionsPath = (pavilionId: number, rest = '') =>
  `/api/backoffice/pavilions/${pavilionId}/sections${rest}`;

export function useSectionsPage(pavilionId: number) {
  return useQuery({
    queryKey: pavilionKeys.pavilion(pavilionId),
    queryFn: ({ signal }) => api.get<TSectionsPage>(sectionsPath(pavilionId), { signal }),
  });
}
