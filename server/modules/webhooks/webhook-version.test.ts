// A webhook's edit based on an older copy is refused with 409 and changes nothing; without a version it applies.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';
import * as integrationsApi from '#shared/api/integrations.ts';

const t = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
let w: BookingWorld;
let companyId: number;

const edit = (webhookId: number, body: object) =>
  t.call(integrationsApi.updateWebhook, { params: { id: companyId, webhookId }, body }, w.builder);

beforeAll(async () => {
  w = await buildBookingWorld(t);
  const [main] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
  companyId = main!.companyId!;
});

describe('[webhooks] stale edits', () => {
  it('moves the version on each edit and refuses one based on an older copy', async () => {
    const made = await t.call(
      integrationsApi.createWebhook,
      { params: { id: companyId }, body: { url: 'http://127.0.0.1:9/hook', events: ['booking.*'] } },
      w.builder,
    );
    expect(made.statusCode).toBe(201);
    const hook = made.json().webhook;
    expect(hook.version).toBe(1);

    const first = await edit(hook.id, { events: ['deal.stage_changed'], version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);

    const stale = await edit(hook.id, { url: 'http://127.0.0.1:9/other', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.failure().message).toContain('кто-то другой');
    const list = await t.call(integrationsApi.listWebhooks, { params: { id: companyId } }, w.builder);
    const now = list.json().data.find((h: { id: number }) => h.id === hook.id);
    expect(now).toMatchObject({ url: 'http://127.0.0.1:9/hook', events: ['deal.stage_changed'], version: 2 });

    const unversioned = await edit(hook.id, { enabled: false });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json().version).toBe(3);
  });
});
