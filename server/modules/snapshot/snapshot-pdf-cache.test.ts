import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { offers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readPdf } from '../../test/pdf.ts';
import { actor, bindAll, complex, resaleOffer, useActor } from '../../test/worlds/cabinet.ts';
import { PDF_RENDER_LIMITS } from './pdf-cache.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as collectionsApi from '#shared/api/collections.ts';

describe('[snapshots] the PDF of a link is rendered once per version, and renders are limited per address', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  let snapshotId: string;
  let offerId: number;
  /** Picture reads from storage: each is a re-encoding for the PDF. */
  let encodes = 0;

  const pdf = (ip = '10.20.0.1') =>
    t.call(snapshotApi.getSnapshotPdf, { params: { id: snapshotId } }, null, { remoteAddress: ip });
  const setPrice = (price: number) => t.db.update(offers).set({ price }).where(eq(offers.id, offerId));

  beforeAll(async () => {
    const seller = await actor(t, Role.agent);
    const sea = await complex(t, { title: 'ЖК Морской' });
    offerId = (await resaleOffer(t, seller, { price: 9_800_000 })).id;
    const collectionId = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Петровых' } }, agent)
    ).json().data.id;
    await bindAll(t, agent, collectionId, [{ objectId: sea.object.id }, { objectId: offerId, isOffer: 1 }]);
    snapshotId = (await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent)).json().id;
    const get = t.storage.get.bind(t.storage);
    t.storage.get = (key: string) => {
      if (key.endsWith('.webp')) encodes++;
      return get(key);
    };
  });

  it('answers the same version from the cache without encoding a picture again', async () => {
    const first = await pdf();
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    const rendered = encodes;
    expect(rendered).toBeGreaterThan(0);
    const second = await pdf('10.20.0.2');
    expect(second.statusCode).toBe(200);
    expect(encodes).toBe(rendered);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.headers['content-disposition']).toContain('filename*=');
  });

  it('renders a new PDF when an item it shows changes, and when the link is refreshed', async () => {
    const before = (await pdf()).rawPayload;
    let rendered = encodes;
    await setPrice(9_500_000);
    const changed = await pdf();
    expect(changed.statusCode).toBe(200);
    expect(encodes).toBeGreaterThan(rendered);
    expect(changed.rawPayload.equals(before)).toBe(false);
    expect((await readPdf(changed.rawPayload)).text).toContain('9 500 000 ₽');

    rendered = encodes;
    t.clock.advance(60_000);
    expect(
      (await t.call(snapshotApi.refreshSnapshot, { params: { id: snapshotId }, body: {} }, agent)).statusCode,
    ).toBe(200);
    expect((await pdf()).statusCode).toBe(200);
    expect(encodes).toBeGreaterThan(rendered);
    rendered = encodes;
    expect((await pdf()).statusCode).toBe(200);
    expect(encodes).toBe(rendered);
  });

  it('refuses renders past the limit per address with ThrottleLimit and the seconds, while the cache still answers', async () => {
    t.clock.advance(PDF_RENDER_LIMITS.windowSeconds * 1000 + 1000);
    const ip = '10.21.0.1';
    for (let i = 0; i < PDF_RENDER_LIMITS.perIp; i++) {
      await setPrice(8_000_000 + i * 10_000);
      expect((await pdf(ip)).statusCode, `render ${i + 1}`).toBe(200);
    }
    // The last version is kept: asking for it again is no render.
    expect((await pdf(ip)).statusCode).toBe(200);
    await setPrice(7_000_000);
    const refused = await pdf(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'ThrottleLimit', seconds: expect.any(Number) });
    expect(refused.failure().seconds).toBeGreaterThan(0);
    expect(refused.failure().seconds).toBeLessThanOrEqual(PDF_RENDER_LIMITS.windowSeconds);
    expect(refused.failure().message).toMatch(/[а-я]/);
    // Another address may still have it rendered; then it is kept for everyone.
    expect((await pdf('10.21.0.2')).statusCode).toBe(200);
    expect((await pdf(ip)).statusCode).toBe(200);
    t.clock.advance(PDF_RENDER_LIMITS.windowSeconds * 1000 + 1000);
    await setPrice(7_100_000);
    expect((await pdf(ip)).statusCode).toBe(200);
  });
});
