import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/use-app.ts';
import { images, objectImages, objects } from '../../db/schema/index.ts';
import { caller, picture, uploadPhoto } from '../../test/worlds/backoffice.ts';
import { pruneTempImages } from './prune-temp-images.ts';

const t = useTestApp();

describe('[temp-image] pruning uploads never attached', () => {
  it('[temp-image] deletes day-old unused uploads with their files and keeps attached or fresh ones', async () => {
    const who = await caller(t);
    const stale = await uploadPhoto(t, who, await picture(40, 30));
    const attached = await uploadPhoto(t, who, await picture(40, 30));
    const [object] = await t.db
      .insert(objects)
      .values({ title: 'ЖК Галерея', ownerId: who.user.id })
      .returning();
    await t.db.insert(objectImages).values({ objectId: object!.id, imageId: attached });
    const dayAgo = new Date(t.clock.now().getTime() - 25 * 60 * 60 * 1000);
    await t.db.update(images).set({ createdAt: dayAgo });
    const fresh = await uploadPhoto(t, who, await picture(40, 30));
    const [staleRow] = await t.db.select().from(images).where(eq(images.id, stale));

    expect(await pruneTempImages(t.db, t.storage, t.clock.now())).toBe(1);
    const left = (await t.db.select({ id: images.id }).from(images)).map((r) => r.id);
    expect(left).toContain(attached);
    expect(left).toContain(fresh);
    expect(left).not.toContain(stale);
    expect(await t.storage.get(`${staleRow!.storageKey}/s.webp`)).toBeNull();
  });
});
