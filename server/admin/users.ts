// create-admin, set-role, ban, unban: the moderation screen's own domain function (changeRole) with no actor, so
// a ban revokes the tokens and hides the offers exactly as a moderator's does.
import { eq, sql } from 'drizzle-orm';
import { Ability, Role, UserStatus, type TRole } from '#shared/enums.ts';
import { normalizePhone } from '#shared/format.ts';
import { roleBeforeBan } from '#shared/moderation-rules.ts';
import { userVersion } from '../core/cache/names.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { upsertUser } from '../db/seed/accounts.ts';
import { TOKEN_TTL_MS } from '../modules/auth/token-cache.ts';
import { changeRole } from '../modules/moderation/change-role.ts';
import { AdminError, UsageError, silentRealtime, type AdminContext, type AdminResult } from './context.ts';

/** What `--role` takes: the roles of shared/enums.ts (the ban is `ban`), and `builder`, which is an ability. */
export const ROLE_NAMES = [
  ...Role.options.filter((o) => o.value !== Role.disabled).map((o) => o.key),
  'builder',
];

export function parsePhone(raw: string | undefined): string {
  const phone = normalizePhone(raw);
  if (!phone)
    throw new UsageError(`--phone must be a Russian mobile number such as +79001234567 (got "${raw ?? ''}")`);
  return phone;
}

export function parseRole(raw: string | undefined): TRole | 'builder' {
  if (raw === 'builder') return 'builder';
  const option = Role.options.find((o) => o.key === raw && o.value !== Role.disabled);
  if (!option) throw new UsageError(`--role must be one of ${ROLE_NAMES.join(', ')} (got "${raw ?? ''}")`);
  return option.value;
}

const roleName = (group: number) => Role.keyOf(group) ?? String(group);

async function findUser(ctx: AdminContext, phone: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone));
  return row;
}

async function requireUser(ctx: AdminContext, phone: string): Promise<UserRow> {
  const user = await findUser(ctx, phone);
  if (!user) throw new AdminError(`No user with phone ${phone}.`);
  return user;
}

/** How soon a running server sees a changed user: the token lookup is cached (server/modules/auth/token-cache.ts). */
export function whenEffective(ctx: AdminContext): string {
  if (ctx.sharedCache)
    return 'Every node reads the user afresh on its next request (the shared cache counter moved on).';
  if (ctx.engine === 'pglite') {
    return 'The embedded database was not in use, so the server sees the change when it starts.';
  }
  return (
    `A running server reads the user afresh within ${TOKEN_TTL_MS / 60_000} minutes (its in-process token cache ` +
    `cannot be reached from here); restart it for the change to act at once.`
  );
}

function roleDeps(ctx: AdminContext) {
  return {
    db: ctx.db,
    realtime: silentRealtime,
    now: ctx.now(),
    userChanged: ctx.sharedCache ? (id: number) => ctx.sharedCache!.bump([userVersion(id)]) : undefined,
  };
}

async function userChanged(ctx: AdminContext, id: number): Promise<void> {
  await ctx.sharedCache?.bump([userVersion(id)]);
}

/** Creates the user as an active admin, or makes an existing one an admin (unbanned) and active. */
export async function createAdmin(ctx: AdminContext, phone: string): Promise<AdminResult> {
  const existing = await findUser(ctx, phone);
  if (!existing) {
    const user = await upsertUser(
      ctx.db,
      { phone, group: Role.admin, abilities: [Ability.adCreate], status: UserStatus.active },
      ctx.now(),
    );
    ctx.out(`Created user ${user.id} (${phone}): admin, active. They log in with an SMS code to this phone.`);
    return { changed: true };
  }
  const done: string[] = [];
  let user = existing;
  if (user.group !== Role.admin) {
    const was = user.group === Role.disabled ? 'banned' : roleName(user.group);
    user = await changeRole(roleDeps(ctx), null, user.id, Role.admin);
    done.push(`role ${was} → admin`);
  }
  if (user.status !== UserStatus.active) {
    const now = ctx.now();
    await ctx.db
      .update(users)
      .set({
        status: UserStatus.active,
        termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, ${now.toISOString()}::timestamptz)`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await userChanged(ctx, user.id);
    done.push(`status ${user.status} → active`);
  }
  if (done.length === 0) {
    ctx.out(`User ${user.id} (${phone}) is already an active admin: nothing changed.`);
    return { changed: false };
  }
  ctx.out(`User ${user.id} (${phone}): ${done.join(', ')}. ${whenEffective(ctx)}`);
  return { changed: true };
}

/** Gives the role (which unbans a banned user, as the moderation screen does), or `builder`: the cabinet ability. */
export async function setRole(
  ctx: AdminContext,
  phone: string,
  role: TRole | 'builder',
): Promise<AdminResult> {
  const user = await requireUser(ctx, phone);
  if (role === 'builder') {
    if (user.group === Role.disabled)
      throw new AdminError(`User ${user.id} (${phone}) is banned: unban them first.`);
    if (user.abilities.includes(Ability.cabinet)) {
      ctx.out(`User ${user.id} (${phone}) already has the builder's cabinet: nothing changed.`);
      return { changed: false };
    }
    await ctx.db
      .update(users)
      .set({ abilities: [...user.abilities, Ability.cabinet], updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    await userChanged(ctx, user.id);
    ctx.out(
      `User ${user.id} (${phone}) is a builder now: granted the cabinet ability (a builder is an ability, not a ` +
        `role; the role stays ${roleName(user.group)}). ${whenEffective(ctx)}`,
    );
    return { changed: true };
  }
  if (user.group === role) {
    ctx.out(`User ${user.id} (${phone}) is already ${roleName(role)}: nothing changed.`);
    return { changed: false };
  }
  const was = user.group === Role.disabled ? 'banned' : roleName(user.group);
  await changeRole(roleDeps(ctx), null, user.id, role);
  ctx.out(`User ${user.id} (${phone}): role ${was} → ${roleName(role)}. ${whenEffective(ctx)}`);
  return { changed: true };
}

/** Bans: every token revoked, active offers hidden; the role is kept for the unban. */
export async function ban(ctx: AdminContext, phone: string): Promise<AdminResult> {
  const user = await requireUser(ctx, phone);
  if (user.group === Role.disabled) {
    ctx.out(`User ${user.id} (${phone}) is already banned: nothing changed.`);
    return { changed: false };
  }
  await changeRole(roleDeps(ctx), null, user.id, Role.disabled);
  ctx.out(
    `User ${user.id} (${phone}) banned (was ${roleName(user.group)}): every token revoked, active offers hidden. ` +
      whenEffective(ctx),
  );
  return { changed: true };
}

/** Gives back the role the ban replaced; the user logs in again. */
export async function unban(ctx: AdminContext, phone: string): Promise<AdminResult> {
  const user = await requireUser(ctx, phone);
  if (user.group !== Role.disabled) {
    ctx.out(`User ${user.id} (${phone}) is not banned: nothing changed.`);
    return { changed: false };
  }
  const role = roleBeforeBan(user) as TRole;
  await changeRole(roleDeps(ctx), null, user.id, role);
  ctx.out(`User ${user.id} (${phone}) unbanned as ${roleName(role)}; they log in again with an SMS code.`);
  return { changed: true };
}
