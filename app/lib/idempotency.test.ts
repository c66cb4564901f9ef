import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './api-error.ts';
import { sendAttempt } from './idempotency.ts';

const keyOf = async (purpose: string, body: unknown, outcome: 'ok' | ApiError) => {
  let key = '';
  await sendAttempt(purpose, body, async (headers) => {
    key = headers['Idempotency-Key']!;
    if (outcome !== 'ok') throw outcome;
  }).catch(() => undefined);
  return key;
};

describe('[idempotency] one key per submit attempt', () => {
  it('[idempotency] a lost answer keeps the key for the same body; an answer or another body ends it', async () => {
    const lost = await keyOf('a', { x: 1 }, networkError());
    expect(lost).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await keyOf('a', { x: 1 }, 'ok')).toBe(lost);
    expect(await keyOf('a', { x: 1 }, 'ok')).not.toBe(lost);
    const refused = new ApiError({ type: 'NotAcceptable', status: 409, message: 'Занято' });
    const first = await keyOf('a', { x: 2 }, refused);
    expect(await keyOf('a', { x: 2 }, 'ok')).not.toBe(first);
    const other = await keyOf('a', { x: 3 }, networkError());
    expect(await keyOf('a', { x: 4 }, 'ok')).not.toBe(other);
  });
});
