// A user as POST /api/user/data presents it, for component tests.
import type { TUser } from '#shared/schemas/user.ts';

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    phone: '+79000000005',
    name: null,
    email: null,
    emailVerified: false,
    whatsapp: null,
    telegram: null,
    group: 1,
    status: 'active',
    abilities: [],
    canWatchCommission: false,
    filters: [],
    invites: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
