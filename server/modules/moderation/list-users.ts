// GET /api/moderation/users?search&page: by phone digits or by name, newest first.
import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import { pageMeta } from '#shared/schemas/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { presentModerationUsers } from './present-moderation.ts';

export const MODERATION_PER_PAGE = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function userSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const conditions = [ilike(users.name, `%${escapeLike(text)}%`)];
  const digits = text.replace(/\D/g, '');
  // Phones are stored as +7…; a typed 8… or 7… prefix means the same number.
  if (digits.length >= 3) {
    const local = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
    conditions.push(ilike(users.phone, `%${local}%`));
  }
  return or(...conditions);
}

export async function listUsers(db: DbOrTx, search: string | undefined, page: number) {
  const perPage = MODERATION_PER_PAGE;
  const where = userSearch(search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: await presentModerationUsers(db, rows), meta: pageMeta(page, perPage, total?.n ?? 0) };
}
