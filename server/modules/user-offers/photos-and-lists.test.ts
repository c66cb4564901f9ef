import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Kind, NotificationType, OfferStatus, Role, type TOfferStatus } from '#shared/enums.ts';
import { OFFER_LIMITS } from '#shared/schemas/user-offers.ts';
import { favorites, images, notifications, offerImages, offers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, multipart, photo, type Actor, useActor } from '../../test/worlds/cabinet.ts';
import { notify } from '../notifications/notify.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

describe('[user-offers] photos, own lists and deleting', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);
  const other = useActor(t, Role.agent);

  const upload = async (who: Actor, id: number | 'draft', file?: Buffer, field = 'image') => {
    const body = multipart(field, file ?? (await photo()));
    return t.callRaw(userOffersApi.uploadOfferImage, { params: { id }, body }, who);
  };
  const fileExists = async (url: string) => (await t.storage.get(url.replace(/^\/files\//, ''))) !== null;

  it('uploads photos to the draft (making it) and lists them in order; deletes one with its files', async () => {
    const first = await upload(agent, 'draft');
    expect(first.statusCode, first.body).toBe(200);
    const draftId = (await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent)).json().data
      .id;
    expect(draftId).toBeGreaterThan(0);
    const second = await upload(agent, draftId);
    expect(second.json().images.map((i: { id: number }) => i.id)).toEqual([
      first.json().image.id,
      second.json().image.id,
    ]);
    const image = second.json().image;
    expect(image.xl).toMatch(/^\/files\/images\/.+\/xl\.webp$/);
    expect(await fileExists(image.m)).toBe(true);

    const full = (await t.call(userOffersApi.getOwnOffer, { params: { id: draftId } }, agent)).json().data;
    expect(full.allImages).toHaveLength(2);
    expect(full.image!.id).toBe(first.json().image.id);

    const removed = await t.call(
      userOffersApi.deleteOfferImage,
      { params: { id: draftId, imageId: image.id } },
      agent,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().images.map((i: { id: number }) => i.id)).toEqual([first.json().image.id]);
    expect(await t.db.$count(images, eq(images.id, image.id))).toBe(0);
    expect(await fileExists(image.m)).toBe(false);
  });

  it('refuses what is not an image, a missing file and too many photos with 422', async () => {
    const notImage = await upload(agent, 'draft', Buffer.from('%PDF-1.4 not a photo'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.image[0]).toMatch(/[а-я]/);
    const wrongField = await upload(agent, 'draft', await photo(), 'file');
    expect(wrongField.statusCode).toBe(422);
    const json = await t.call(
      userOffersApi.uploadOfferImage,
      { params: { id: 'draft' }, body: { image: 'x' } },
      agent,
    );
    expect(json.statusCode).toBe(422);

    const full = await actor(t, Role.agent);
    const [row] = await t.db.insert(offers).values({ userId: full.user.id }).returning();
    const stored = await t.db
      .insert(images)
      .values(
        Array.from({ length: OFFER_LIMITS.photos }, (_, i) => ({
          storageKey: `images/x${i}`,
          width: 1,
          height: 1,
        })),
      )
      .returning();
    await t.db
      .insert(offerImages)
      .values(stored.map((m, sort) => ({ offerId: row!.id, imageId: m.id, sort })));
    const tooMany = await upload(full, row!.id);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.image[0]).toContain(String(OFFER_LIMITS.photos));
  });

  it('keeps photos to the owner: someone else’s offer or photo is NotFound and stays', async () => {
    const theirs = await upload(other, 'draft');
    const theirOffer = (await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, other)).json()
      .data.id;
    expect((await upload(agent, theirOffer)).statusCode).toBe(404);
    const imageId = theirs.json().image.id;
    const refused = await t.call(
      userOffersApi.deleteOfferImage,
      { params: { id: theirOffer, imageId } },
      agent,
    );
    expect(refused.statusCode).toBe(404);
    const mine = (await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent)).json().data.id;
    const crossed = await t.call(userOffersApi.deleteOfferImage, { params: { id: mine, imageId } }, agent);
    expect(crossed.statusCode).toBe(404);
    expect(await t.db.$count(images, eq(images.id, imageId))).toBe(1);
  });

  it('lists own offers grouped by status with counts, and the archive apart', async () => {
    const owner = await actor(t, Role.agent);
    const statuses: TOfferStatus[] = [
      OfferStatus.active,
      OfferStatus.inactive,
      OfferStatus.inactive,
      OfferStatus.archive,
      OfferStatus.disabled,
      OfferStatus.draft,
    ];
    for (const [i, status] of statuses.entries()) {
      await t.db.insert(offers).values({ userId: owner.user.id, status, area: 30 + i, price: 5_000_000 + i });
    }
    await t.db.insert(offers).values({ userId: other.user.id, status: OfferStatus.active });

    const res = await t.call(userOffersApi.listOwnOffers, null, owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((o: { status: number }) => o.status)).toEqual([
      OfferStatus.draft,
      OfferStatus.active,
      OfferStatus.inactive,
      OfferStatus.inactive,
      OfferStatus.disabled,
    ]);
    expect(body.meta).toMatchObject({
      total: 5,
      inactive_count: 2,
      counts: { draft: 1, active: 1, inactive: 2, archive: 1, disabled: 1 },
    });
    const archive = await t.call(userOffersApi.listArchivedOffers, null, owner);
    expect(archive.json().data.map((o: { status: number }) => o.status)).toEqual([OfferStatus.archive]);
    expect(archive.json().meta).toMatchObject({ total: 1, inactive_count: 2 });
  });

  it('says when each own offer was last published (the list shows «Опубликовано» by it)', async () => {
    const owner = await actor(t, Role.agent);
    const activatedAt = new Date('2026-11-25T10:00:00.000Z');
    await t.db.insert(offers).values({ userId: owner.user.id, status: OfferStatus.active, activatedAt });
    await t.db.insert(offers).values({ userId: owner.user.id, status: OfferStatus.draft });
    const res = await t.call(userOffersApi.listOwnOffers, null, owner);
    expect(res.json().data.map((o: { activatedAt: string | null }) => o.activatedAt)).toEqual([
      null,
      activatedAt.toISOString(),
    ]);
  });

  it('deletes an offer with its photos, notices and the favourites pointing at it', async () => {
    const res = await upload(agent, 'draft');
    const id = (await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent)).json().data.id;
    await t.db.insert(favorites).values({ userId: other.user.id, kind: Kind.offer, itemId: id });
    await notify(
      t.db,
      t.realtime,
      agent.user.id,
      NotificationType.offerArchived,
      { offerId: id, title: 'x' },
      t.clock.now(),
    );

    const deleted = await t.call(userOffersApi.deleteOwnOffer, { params: { id } }, agent);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await t.db.$count(offers, eq(offers.id, id))).toBe(0);
    expect(await t.db.$count(images, eq(images.id, res.json().image.id))).toBe(0);
    expect(await fileExists(res.json().image.s)).toBe(false);
    expect(await t.db.$count(favorites, eq(favorites.itemId, id))).toBe(0);
    expect(
      (await t.db.select().from(notifications)).filter(
        (n) => (n.payload as { offerId?: number })?.offerId === id,
      ),
    ).toHaveLength(0);
    expect((await t.call(userOffersApi.deleteOwnOffer, { params: { id } }, agent)).statusCode).toBe(404);
  });
});
