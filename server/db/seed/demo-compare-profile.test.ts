import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { offers, users } from '../schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, complex, resaleOffer } from '../../test/worlds/cabinet.ts';
import { seedDemoCompareProfile } from './demo-compare-profile.ts';
import * as compareApi from '#shared/api/compare.ts';
import * as userApi from '#shared/api/user.ts';

describe('[seed] the demo’s messengers and comparison', () => {
  const t = useTestApp();

  it('gives agents WhatsApp and Telegram and the demo agent a comparison of two flats and an offer', async () => {
    const agent = await actor(t, Role.agent, { name: 'Екатерина Лебедева' });
    const otherAgent = await actor(t, Role.agent, { phone: '+79181000006' });
    const buyer = await actor(t, Role.user);
    const first = await complex(t, { title: 'ЖК Морской' });
    const second = await complex(t, { title: 'ЖК Парковый' });
    const offer = await resaleOffer(t, otherAgent);
    await t.db.update(offers).set({ objectId: second.object.id }).where(eq(offers.id, offer.id));
    const accounts = { agent: agent.user } as Parameters<typeof seedDemoCompareProfile>[1];

    const summary = await seedDemoCompareProfile(t.db, accounts, t.clock.now());
    expect(summary).toContain('3 compared');
    const [other] = await t.db.select().from(users).where(eq(users.id, otherAgent.user.id));
    expect(other).toMatchObject({ whatsapp: '+79181000006', telegram: 'agent_0006' });
    const [plain] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(plain).toMatchObject({ whatsapp: null, telegram: null });

    const list = await t.call(compareApi.listCompare, null, agent);
    const items = list.json().data as { kind: number; objectId: number; price: number }[];
    expect(items.map((i) => i.kind)).toEqual([3, 3, 2]);
    expect(items[0]!.objectId).toBe(first.object.id);
    expect(items[0]!.price).toBeLessThan(items[1]!.price);
    const me = await t.call(userApi.readUser, null, agent);
    expect(me.json().user).toMatchObject({ whatsapp: '+79181110404', telegram: 'lebedeva_sochi' });

    // Run again (a second start of the demo): the same three, not six.
    await seedDemoCompareProfile(t.db, accounts, t.clock.now());
    expect((await t.call(compareApi.listCompare, null, agent)).json().data).toHaveLength(3);
  });
});
