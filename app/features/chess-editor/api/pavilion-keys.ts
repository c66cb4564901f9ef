// Query keys of the building page; the back-office shares the ['backoffice'] prefix (see chess-editor/api/keys.ts).
export const pavilionKeys = {
  backoffice: ['backoffice'] as const,
  pavilion: (pavilionId: number) => ['backoffice', 'pavilion', pavilionId] as const,
};
