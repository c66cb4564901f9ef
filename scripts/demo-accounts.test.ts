import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { DEMO_PHONES } from '../e2e/demo.ts';

describe('[tooling] demo accounts', () => {
  it('the e2e fixtures log in as the accounts the seed creates', () => {
    const seeded = Object.fromEntries(Object.entries(DEMO_ACCOUNTS).map(([role, a]) => [role, a.phone]));
    expect(DEMO_PHONES).toEqual(seeded);
  });
});
