// The demo's booking queue: two agents, one of them from the demo agency, wait behind the demo agent's confirmed
// booking, and a second seed run adds nothing.
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bookingQueue, bookings, users } from '../schema/index.ts';
import { seedDemoQueue } from './demo-queue.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { useDemoApp } from '../../test/use-demo.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
const t = useDemoApp({ complexes: 3, offers: 5, photos: false, now: NOW });

describe('[seed] the demo booking queue', () => {
  it('[seed] queues two agents, one of the agency, on a unit held by a confirmed demo booking', async () => {
    const places = await t.db
      .select({ place: bookingQueue, phone: users.phone })
      .from(bookingQueue)
      .innerJoin(users, eq(users.id, bookingQueue.agentId))
      .orderBy(asc(bookingQueue.position));
    expect(places.map((p) => [p.place.position, p.place.state, p.phone])).toEqual([
      [1, 'waiting', DEMO_ACCOUNTS.agent2.phone],
      [2, 'waiting', DEMO_ACCOUNTS.soloAgent.phone],
    ]);
    expect(places[0]!.place.agencyId).not.toBeNull();
    expect(places[1]!.place.agencyId).toBeNull();
    const [hold] = await t.db.select().from(bookings).where(eq(bookings.cellId, places[0]!.place.cellId));
    expect(hold).toMatchObject({ state: 'confirmed', kind: 'booking' });
    const accounts = Object.fromEntries(
      await Promise.all(
        Object.entries(DEMO_ACCOUNTS).map(async ([key, spec]) => [
          key,
          (await t.db.select().from(users).where(eq(users.phone, spec.phone)))[0]!,
        ]),
      ),
    );
    expect(await seedDemoQueue(t.db, accounts as Parameters<typeof seedDemoQueue>[1], NOW)).toBe(0);
  });
});
