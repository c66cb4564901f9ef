// Query keys of the back-office object screens.
export const cabinetKeys = {
  objects: ['backoffice', 'objects'] as const,
  object: (id: number) => ['backoffice', 'object', id] as const,
  builders: (search: string) => ['backoffice', 'builders', search] as const,
  regions: ['regions'] as const,
};
