// The collections' query keys, apart from the resource: a card reads the cached refs with them and nothing more.
export const collectionsKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  refs: ['collections', 'refs'] as const,
  ones: ['collections', 'one'] as const,
  one: (id: number) => ['collections', 'one', id] as const,
};
