// The demo's integrations: a webhook turned off after 3 days of failures with its log, and one API key.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Role } from '#shared/enums.ts';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../schema/index.ts';
import { ensureBuilderCompany } from '../../modules/companies/builder-company.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser } from '../../test/factories.ts';
import { seedDemoIntegrations } from './demo-integrations.ts';

const t = useTestApp();

describe('[seed] demo integrations', () => {
  it('a disabled webhook with delivered and failed deliveries, and an inventory key', async () => {
    const owner = await buildUser(t.db, { group: Role.user, abilities: [Ability.cabinet] });
    const companyId = await ensureBuilderCompany(t.db, owner.id, t.clock.now());
    expect(await seedDemoIntegrations(t.db, companyId, owner.id, t.clock.now())).toBe(6);
    const [hook] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    expect(hook).toMatchObject({ enabled: false });
    expect(t.clock.now().getTime() - hook!.failingSince!.getTime()).toBeGreaterThan(3 * 86_400_000);
    const log = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(new Set(log.map((d) => d.state))).toEqual(new Set(['delivered', 'failed']));
    for (const d of log) expect(JSON.parse(d.body)).toMatchObject({ id: d.eventId, type: d.type });
    const keys = await t.db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.scopes).toEqual(['inventory:read', 'bookings:read']);
  });
});
