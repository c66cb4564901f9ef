// Idempotency-Key (server/core/idempotency.ts): the header a create call may carry, and how long the server keeps
// the first answer to it. Zod-free, for the app and the descriptors.
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
