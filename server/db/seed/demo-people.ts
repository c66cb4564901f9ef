// The people of the demo besides its accounts: an owner account per other developer, private sellers and agents.
import { Ability, Role } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import type { UserRow } from '../schema/index.ts';
import { upsertUser, type DemoAccount } from './accounts.ts';
import { personName } from './complex-details.ts';
import { BUILDERS, DEMO_BUILDER_COMPANIES } from './content/companies.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

export interface DemoPeople {
  /** The owner user of each builder of content/companies.ts, by index. */
  builderOwners: number[];
  /** Who posts resale offers, with weights: agents post most. */
  owners: [number, number][];
}

export async function seedDemoPeople(
  tx: DbOrTx,
  people: Random,
  now: Date,
  accounts: Record<DemoAccount, UserRow>,
): Promise<DemoPeople> {
  const builderOwners: number[] = [];
  for (const [i, b] of BUILDERS.entries()) {
    if ((DEMO_BUILDER_COMPANIES as readonly number[]).includes(i)) {
      builderOwners.push(accounts.builder.id);
      continue;
    }
    const owner = await upsertUser(
      tx,
      {
        phone: `+7928000${String(i + 1).padStart(4, '0')}`,
        name: personName(people),
        email: `owner@${b.slug}.example`,
        abilities: [Ability.cabinet],
        createdAt: new Date(now.getTime() - people.int(200, 700) * DAY),
      },
      now,
    );
    builderOwners.push(owner.id);
  }
  const sellers: [number, number][] = [];
  for (let i = 1; i <= 16; i++) {
    const agent = i <= 6;
    const user = await upsertUser(
      tx,
      {
        phone: `+7918100${String(i).padStart(4, '0')}`,
        name: personName(people),
        email: people.chance(0.7) ? `seller${i}@mail.example` : null,
        group: agent ? Role.agent : Role.user,
        abilities: agent ? [Ability.adCreate] : [],
        createdAt: new Date(now.getTime() - people.int(10, 500) * DAY),
      },
      now,
    );
    sellers.push([user.id, agent ? 6 : 2]);
  }
  const owners: [number, number][] = [
    [accounts.agent.id, 25],
    [accounts.user.id, 8],
    [accounts.admin.id, 2],
    [accounts.builder.id, 2],
    ...sellers,
  ];
  return { builderOwners, owners };
}
