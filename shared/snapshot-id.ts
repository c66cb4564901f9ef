// A snapshot id is the only key to a public page: 128 random bits in base64url (22 characters). Anything else
// cannot be one, so the server answers NotFound without a query and the app shows «Страница не найдена» for a
// mistyped address (`/cabinet/favourites` would otherwise be read as a snapshot and its object).
export const looksLikeSnapshotId = (id: string): boolean => /^[A-Za-z0-9_-]{16,64}$/.test(id);
