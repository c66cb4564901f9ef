// Query keys of collections: the paged list, the modal's full list, one collection.
export const collectionsKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  refs: ['collections', 'refs'] as const,
  one: (id: number) => ['collections', 'one', id] as const,
};
