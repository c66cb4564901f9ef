// The rest of the demo: back-office join requests for the moderator and something to see in the cabinets.
import { eq, sql } from 'drizzle-orm';
import { Ability, JoinState, Kind, OfferStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import {
  collectionItems,
  collections,
  favorites,
  joinRequests,
  objects,
  offers,
  users,
  type UserRow,
} from '../schema/index.ts';
import { upsertUser, type DemoAccount } from './accounts.ts';
import { personName } from './complex-details.ts';
import { JOIN_COMMENTS, JOIN_COMPANIES } from './content/people.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

/** A few requests waiting for the moderator, one approved (its user got the cabinet), one rejected. */
export async function seedJoinRequests(
  tx: DbOrTx,
  applicants: Random,
  now: Date,
  moderId: number,
): Promise<void> {
  for (const [i, company] of JOIN_COMPANIES.entries()) {
    const applicant = await upsertUser(
      tx,
      {
        phone: `+7938200${String(i + 1).padStart(4, '0')}`,
        name: personName(applicants),
        email: `hello${i + 1}@company.example`,
        createdAt: new Date(now.getTime() - applicants.int(5, 60) * DAY),
      },
      now,
    );
    const state = i === 3 ? JoinState.approved : i === 4 ? JoinState.rejected : JoinState.pending;
    if (state === JoinState.approved) {
      await tx
        .update(users)
        .set({ abilities: sql`array_append(${users.abilities}, ${Ability.cabinet})` })
        .where(eq(users.id, applicant.id));
    }
    const createdAt = new Date(now.getTime() - applicants.int(1, 20) * DAY);
    await tx.insert(joinRequests).values({
      userId: applicant.id,
      state,
      company,
      comment: JOIN_COMMENTS[i]!,
      decidedById: state === JoinState.pending ? null : moderId,
      decidedAt: state === JoinState.pending ? null : new Date(createdAt.getTime() + DAY),
      createdAt,
    });
  }
}

/** Favourites and collections of the demo user and the agent. */
export async function seedCabinets(tx: DbOrTx, accounts: Record<DemoAccount, UserRow>): Promise<void> {
  const published = await tx
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.published, true))
    .orderBy(objects.id)
    .limit(6);
  const activeOffers = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.status, OfferStatus.active))
    .orderBy(offers.id)
    .limit(4);
  const favourite = [
    ...published.slice(0, 4).map((o) => ({ kind: Kind.realty, itemId: o.id })),
    ...activeOffers.slice(0, 2).map((o) => ({ kind: Kind.offer, itemId: o.id })),
  ];
  if (favourite.length) {
    await tx.insert(favorites).values(favourite.map((f) => ({ userId: accounts.user.id, ...f })));
  }
  const collectionSpecs = [
    {
      userId: accounts.user.id,
      name: 'Для семьи у моря',
      items: published.slice(0, 3).map((o) => ({ kind: Kind.realty, itemId: o.id })),
    },
    {
      userId: accounts.agent.id,
      name: 'Клиент: двушка до 20 млн',
      items: [
        ...published.slice(2, 5).map((o) => ({ kind: Kind.realty, itemId: o.id })),
        ...activeOffers.slice(0, 2).map((o) => ({ kind: Kind.offer, itemId: o.id })),
      ],
    },
  ];
  for (const c of collectionSpecs) {
    const [collection] = await tx.insert(collections).values({ userId: c.userId, name: c.name }).returning();
    if (c.items.length) {
      await tx
        .insert(collectionItems)
        .values(c.items.map((item, sort) => ({ collectionId: collection!.id, ...item, sort })));
    }
  }
}
