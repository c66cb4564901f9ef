// Limits of collections, apart from their Zod schemas so the feed's «В подборку» button does not load Zod.
export const COLLECTION_LIMITS = {
  nameMax: 100,
  /** Collections per user. */
  perUser: 200,
  /** Objects per collection, and per snapshot. */
  objects: 200,
  /** Photos a collection tile shows: the first photo of its first objects. */
  tileImages: 4,
} as const;
