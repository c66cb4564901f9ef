// Issue 12 in the demo: agents have WhatsApp and Telegram in their profiles (their shared collections show «Написать»),
// and the demo agent compares two flats of one complex with a resale offer in another.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { CompareKind } from '#shared/compare.ts';
import { OfferStatus, Role } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import { cells, offers, userCompare, users, type UserRow } from '../schema/index.ts';
import type { DemoAccount } from './accounts.ts';
import { flatsOnSale } from './flats-on-sale.ts';

/** The demo agent's own handles; other agents get ones made from their phone. */
const DEMO_AGENT = { whatsapp: '+79181110404', telegram: 'lebedeva_sochi' };

async function giveMessengers(tx: DbOrTx, agent: UserRow): Promise<number> {
  await tx.update(users).set(DEMO_AGENT).where(eq(users.id, agent.id));
  const others = await tx
    .update(users)
    .set({
      whatsapp: users.phone,
      telegram: sql`'agent_' || right(${users.phone}, 4)`,
    })
    .where(and(eq(users.group, Role.agent), ne(users.id, agent.id)))
    .returning({ id: users.id });
  return others.length + 1;
}

/** Two flats on sale in one public section (a larger and a smaller one) and an active offer of a complex. */
async function demoComparison(tx: DbOrTx, agent: UserRow, now: Date): Promise<number> {
  const units = await flatsOnSale(tx, isNotNull(cells.price), [
    asc(cells.objectId),
    asc(cells.sectionId),
    asc(cells.price),
  ]).limit(40);
  const section = units[0]?.sectionId;
  const pair = units.filter((u) => u.sectionId === section);
  const chosen = [pair[0], pair[pair.length - 1]].filter((u) => u !== undefined);
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.status, OfferStatus.active),
        isNotNull(offers.objectId),
        units[0] ? ne(offers.objectId, units[0].objectId) : undefined,
      ),
    )
    .orderBy(asc(offers.id))
    .limit(1);
  const rows = [
    ...[...new Set(chosen.map((u) => u.id))].map((itemId) => ({ kind: CompareKind.unit, itemId })),
    ...(offer ? [{ kind: CompareKind.offer, itemId: offer.id }] : []),
  ];
  await tx.delete(userCompare).where(eq(userCompare.userId, agent.id));
  if (rows.length > 0) {
    await tx.insert(userCompare).values(rows.map((row) => ({ ...row, userId: agent.id, createdAt: now })));
  }
  return rows.length;
}

export async function seedDemoCompareProfile(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<string> {
  const agents = await giveMessengers(tx, accounts.agent);
  const compared = await demoComparison(tx, accounts.agent, now);
  return `${agents} agents with messengers, ${compared} compared by the demo agent`;
}
