// Query keys of the chessboard editor. Everything of the back-office lives under ['backoffice'] (the object editor
// uses ['backoffice', 'object', id]), so a change here can mark the other screens stale in one call.
export const editorKeys = {
  backoffice: ['backoffice'] as const,
  section: (sectionId: number) => ['backoffice', 'section', sectionId] as const,
};
