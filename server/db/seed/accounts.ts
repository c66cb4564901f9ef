// The demo accounts (README lists them) and other generated users: upserted by phone, always left active.
import { sql } from 'drizzle-orm';
import { Ability, Role, UserStatus, type TAbility, type TRole, type TUserStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import { users, type UserRow } from '../schema/index.ts';

export interface UserSpec {
  phone: string;
  name?: string | null;
  email?: string | null;
  group?: TRole;
  abilities?: TAbility[];
  status?: TUserStatus;
  createdAt?: Date;
}

export const DEMO_ACCOUNTS = {
  admin: {
    phone: '+79000000001',
    name: 'Андрей Волков',
    email: 'admin@kvartal.local',
    group: Role.admin,
    abilities: [Ability.adCreate],
  },
  moder: {
    phone: '+79000000002',
    name: 'Мария Соколова',
    email: 'moder@kvartal.local',
    group: Role.moder,
    abilities: [Ability.acceptCabinetRequests, Ability.adCreate],
  },
  builder: {
    phone: '+79000000003',
    name: 'Сергей Кузнецов',
    email: 'builder@kvartal.local',
    group: Role.user,
    abilities: [Ability.cabinet],
  },
  agent: {
    phone: '+79000000004',
    name: 'Екатерина Лебедева',
    email: 'agent@kvartal.local',
    group: Role.agent,
    abilities: [Ability.adCreate],
  },
  user: {
    phone: '+79000000005',
    name: 'Дмитрий Орлов',
    email: 'user@kvartal.local',
    group: Role.user,
    abilities: [],
  },
  /** The demo builder company's sales managers (the builder above owns it). */
  salesManager: {
    phone: '+79000000006',
    name: 'Ольга Миронова',
    email: 'sales1@kvartal.local',
    group: Role.user,
    abilities: [Ability.cabinet],
  },
  salesManager2: {
    phone: '+79000000007',
    name: 'Игорь Васильев',
    email: 'sales2@kvartal.local',
    group: Role.user,
    abilities: [Ability.cabinet],
  },
  /** The demo agency's head; the agent above and agent2 are its agents. */
  agencyHead: {
    phone: '+79000000008',
    name: 'Наталья Белова',
    email: 'agency@kvartal.local',
    group: Role.agent,
    abilities: [Ability.adCreate],
  },
  agent2: {
    phone: '+79000000009',
    name: 'Артём Козлов',
    email: 'agent2@kvartal.local',
    group: Role.agent,
    abilities: [Ability.adCreate],
  },
  /** An agent on their own, in no agency. */
  soloAgent: {
    phone: '+79000000010',
    name: 'Павел Зайцев',
    email: 'agent3@kvartal.local',
    group: Role.agent,
    abilities: [Ability.adCreate],
  },
} as const satisfies Record<string, UserSpec>;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * Creates the user or brings an existing one to the given role, abilities and status. An active user has accepted
 * the terms and verified an e-mail; a name or e-mail the person changed is kept.
 */
export async function upsertUser(db: DbOrTx, spec: UserSpec, now: Date): Promise<UserRow> {
  const status = spec.status ?? UserStatus.active;
  const active = status === UserStatus.active;
  const [row] = await db
    .insert(users)
    .values({
      phone: spec.phone,
      name: spec.name ?? null,
      email: spec.email ?? null,
      group: spec.group ?? Role.user,
      abilities: spec.abilities ?? [],
      status,
      termsAcceptedAt: status === UserStatus.notAccepted ? null : now,
      emailVerifiedAt: active ? now : null,
      createdAt: spec.createdAt ?? now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: users.phone,
      set: {
        group: sql`excluded."group"`,
        abilities: sql`excluded.abilities`,
        status: sql`excluded.status`,
        name: sql`coalesce(${users.name}, excluded.name)`,
        email: sql`coalesce(${users.email}, excluded.email)`,
        termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, excluded.terms_accepted_at)`,
        emailVerifiedAt: active
          ? sql`coalesce(${users.emailVerifiedAt}, excluded.email_verified_at)`
          : sql`null`,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function ensureDemoAccounts(db: DbOrTx, now: Date): Promise<Record<DemoAccount, UserRow>> {
  const result = {} as Record<DemoAccount, UserRow>;
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
    const account = DEMO_ACCOUNTS[key];
    result[key] = await upsertUser(db, { ...account, abilities: [...account.abilities] }, now);
  }
  return result;
}
