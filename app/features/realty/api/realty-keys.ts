// Query keys of the object page and its news.
export const realtyKeys = {
  all: ['realty'] as const,
  object: (id: number, options: { snapshot?: string; show?: string } = {}) =>
    ['realty', id, { snapshot: options.snapshot ?? null, show: options.show ?? null }] as const,
  news: (id: number) => ['realty', id, 'news'] as const,
};
