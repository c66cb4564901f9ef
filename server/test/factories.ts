// Test data through the real tables. Every area's API tests build their users here:
//   const user = await buildUser(t.db);                       // active, role user, email verified
//   const admin = await buildUser(t.db, { group: Role.admin });
//   const res = await t.app.inject({ method: 'POST', url: '/api/user/data', headers: authHeaders(await tokenFor(t.db, user)) });
import { Role, UserStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../db/schema/index.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import type { Cache } from '../core/cache/cache.ts';
import { ALL_OBJECTS, CATALOG, userVersion } from '../core/cache/names.ts';

// Phones +7 9xx xxx xx xx, unique within a test file (each file has its own database).
let phoneSeq = Math.floor(Math.random() * 100_000_000);

/** A fresh, unused E.164 phone. */
export function uniquePhone(): string {
  phoneSeq = (phoneSeq + 1) % 1_000_000_000;
  return `+79${String(phoneSeq).padStart(9, '0')}`;
}

/**
 * A user that may use every 'active' route: status active, terms accepted, email verified, role user.
 * Override anything, e.g. `{ status: UserStatus.notAccepted, termsAcceptedAt: null, emailVerifiedAt: null }`.
 */
export async function buildUser(db: DbOrTx, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const phone = overrides.phone ?? uniquePhone();
  const [user] = await db
    .insert(users)
    .values({
      phone,
      name: 'Тестовый Пользователь',
      email: `user${phone.slice(1)}@example.test`,
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      group: Role.user,
      status: UserStatus.active,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A bearer token for the user, as login would issue it. */
export function tokenFor(db: DbOrTx, user: Pick<UserRow, 'id'>): Promise<string> {
  return issueToken(db, user.id);
}

/** Headers for app.inject: `{ authorization: 'Bearer …' }`. */
export function authHeaders(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * After a test writes a user row straight to the database (not through a route): moves the user's counter on as
 * the route would, so the cached token lookup reads the row again.
 */
export function userChanged(cache: Cache, userId: number): Promise<void> {
  return cache.bump([userVersion(userId)]);
}

/** After a test writes complexes, units or offers straight to the database: every cached public answer is dropped. */
export function catalogChanged(cache: Cache): Promise<void> {
  return cache.bump([CATALOG, ALL_OBJECTS]);
}
