// What the API answers about an Idempotency-Key (server/core/idempotency.ts).
export const idempotencyTexts = {
  /** The header is not a UUID. */
  malformed: 'Ключ повтора запроса должен быть UUID',
  /** The same key came with another request. */
  reused: 'Этот ключ повтора уже использован для другого запроса',
} as const;
