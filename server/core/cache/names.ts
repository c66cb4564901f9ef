// The version counters keys are built from. Fine ones where a write knows its complex, coarse ones where not.

/** Search, count and map answers. */
export const CATALOG = 'catalog';
/** Every object page and chessboard at once (a write that cannot name its complex). */
export const ALL_OBJECTS = 'objects';
/** One complex's page and chessboards. */
export const objectVersion = (id: number) => `object:${id}`;
/** One user's row as the token lookup caches it. */
export const userVersion = (id: number) => `user:${id}`;

/**
 * How long a node may reuse the catalog and object counters it read: a sale shows everywhere within this plus one
 * request, well under the 2 s promise. User counters are always read afresh (a ban acts on the next request).
 */
export const VERSION_COPY_MS = 500;
