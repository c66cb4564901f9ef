import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OfferStatus, Role } from '#shared/enums.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { offers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, useActor, multipart, photo, resaleOffer } from '../../test/worlds/cabinet.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

describe('[user-offers] the offer’s version: a save from another tab’s old copy is a 409', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);

  const rowOf = async (id: number) => (await t.db.select().from(offers).where(eq(offers.id, id)))[0]!;

  it('an offer: bumps on save and activation, refuses a stale version with nothing written', async () => {
    const offer = await resaleOffer(t, agent, { status: OfferStatus.inactive, price: 9_000_000 });
    const read = (await t.call(userOffersApi.getOwnOffer, { params: { id: offer.id } }, agent)).json().data;
    expect(read.version).toBe(1);

    const first = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: offer.id }, body: { price: 9_500_000, version: 1 } },
      agent,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ price: 9_500_000, version: 2 });

    const late = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: offer.id }, body: { price: 8_000_000, description: 'Старая', version: 1 } },
      agent,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ type: 'NotAcceptable', message: versionTexts.stale.offer });
    expect(await rowOf(offer.id)).toMatchObject({ price: 9_500_000, description: null, version: 2 });

    const activated = await t.call(userOffersApi.activateOwnOffer, { params: { id: offer.id } }, agent);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data.version).toBe(3);
    expect(
      (
        await t.call(
          userOffersApi.saveOwnOffer,
          { params: { id: offer.id }, body: { price: 8_000_000, version: 2 } },
          agent,
        )
      ).statusCode,
    ).toBe(409);

    const fresh = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: offer.id }, body: { price: 8_000_000, version: 3 } },
      agent,
    );
    expect(fresh.json().data).toMatchObject({ price: 8_000_000, version: 4 });
    const unchecked = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: offer.id }, body: { price: 8_100_000 } },
      agent,
    );
    expect(unchecked.json().data).toMatchObject({ price: 8_100_000, version: 5 });
  });

  it('the draft: the blank reads version 1; a photo does not make the form stale, another tab’s save does', async () => {
    const seller = await actor(t, Role.agent);
    const blank = (await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, seller)).json().data;
    expect(blank).toMatchObject({ id: 0, version: 1 });

    // A photo makes the draft; the form opened before still saves.
    const body = multipart('image', await photo());
    const upload = await t.call(userOffersApi.uploadOfferImage, { params: { id: 'draft' }, body }, seller);
    expect(upload.statusCode, upload.body).toBe(200);
    const tabA = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { price: 7_000_000, version: 1 } },
      seller,
    );
    expect(tabA.statusCode, tabA.body).toBe(200);
    expect(tabA.json().data).toMatchObject({ price: 7_000_000, version: 2 });

    // Tab B still holds the blank draft.
    const tabB = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { price: 6_000_000, version: 1 } },
      seller,
    );
    expect(tabB.statusCode).toBe(409);
    expect(tabB.failure().message).toBe(versionTexts.stale.offer);
    expect((await rowOf(tabA.json().data.id)).price).toBe(7_000_000);
  });
});
