// Paged lists answer `{ data, meta }`: loading stops at the last page.
interface PageMeta {
  meta: { current_page: number; last_page: number };
}

export const nextPageParam = (last: PageMeta): number | undefined =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
