// A webhook's edit based on an older copy is refused with 409 and changes nothing; without a version it applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { objects } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';

let t: TestContext;
let w: BookingWorld;
let companyId: number;

const edit = (webhookId: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/companies/${companyId}/webhooks/${webhookId}`,
    headers: w.builder.headers,
    payload: body,
  });

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
  w = await buildBookingWorld(t);
  const [main] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
  companyId = main!.companyId!;
});
afterAll(() => t.close());

describe('[webhooks] stale edits', () => {
  it('moves the version on each edit and refuses one based on an older copy', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/webhooks`,
      headers: w.builder.headers,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['booking.*'] },
    });
    expect(made.statusCode).toBe(201);
    const hook = made.json().webhook;
    expect(hook.version).toBe(1);

    const first = await edit(hook.id, { events: ['deal.stage_changed'], version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);

    const stale = await edit(hook.id, { url: 'http://127.0.0.1:9/other', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('кто-то другой');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}/webhooks`,
      headers: w.builder.headers,
    });
    const now = list.json().data.find((h: { id: number }) => h.id === hook.id);
    expect(now).toMatchObject({ url: 'http://127.0.0.1:9/hook', events: ['deal.stage_changed'], version: 2 });

    const unversioned = await edit(hook.id, { enabled: false });
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json().version).toBe(3);
  });
});
