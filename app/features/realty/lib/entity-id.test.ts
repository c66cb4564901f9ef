import { describe, expect, it } from 'vitest';
import { entityId } from './entity-id.ts';

describe('[realty] entityId', () => {
  it('[realty] reads a whole positive id the server can hold, nothing else', () => {
    expect(entityId('42')).toBe(42);
    expect(entityId('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', '007', '2147483648', '99999999999'])
      expect(entityId(raw)).toBeNull();
  });
});
