// A complex's photos and documents through the cache: attaching and deleting them in the back-office shows on the
// next read of the cached object page.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { objects } from '../../db/schema/index.ts';
import { minimalPdf } from '../../db/seed/files/pdf.ts';
import { useTestApp } from '../../test/use-app.ts';
import { caller, multipart, uploadPhoto, type Caller } from '../../test/worlds/backoffice.ts';
import { complex } from '../../test/worlds/cabinet.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as backofficeMediaApi from '#shared/api/backoffice-media.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

const t = useTestApp();
let owner: Caller;
let viewer: Caller;
let id: number;

beforeAll(async () => {
  owner = await caller(t);
  viewer = await caller(t, { abilities: [] });
  id = (await complex(t, { title: 'ЖК Галерея', ownerId: owner.user.id })).object.id;
});

async function page(): Promise<TObjectFull> {
  const res = await t.call(realtyApi.getObject, { params: { id }, body: {} }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TObjectFull;
}

async function ok(descriptor: EndpointDef, input?: RawInput) {
  const res = await t.callRaw(descriptor, input, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('[cache] a complex’s media on its page', () => {
  it('a photo attached and deleted shows on the cached page', async () => {
    const before = await page();
    // Behind the routes' back: only the cached page still shows the old title.
    await t.db.update(objects).set({ title: 'ЖК Галерея (тихо)' }).where(eq(objects.id, id));
    expect((await page()).title).toBe(before.title);

    const photo = await uploadPhoto(t, owner);
    await ok(backofficeMediaApi.attachBackofficeImage, { params: { id }, body: { id: photo } });
    const added = await page();
    expect(added.title).toBe('ЖК Галерея (тихо)');
    expect(added.allImages).toHaveLength(before.allImages.length + 1);

    await ok(backofficeMediaApi.deleteBackofficeImage, { params: { id, imageId: photo } });
    expect((await page()).allImages).toHaveLength(before.allImages.length);
  });

  it('a document uploaded and deleted shows on the cached page', async () => {
    expect((await page()).documents).toEqual([]);
    const form = await multipart({
      name: 'Проектная декларация',
      file: { data: minimalPdf(), filename: 'scan.pdf', type: 'application/pdf' },
    });
    const added = await ok(backofficeMediaApi.uploadBackofficeDocument, { params: { id }, body: form });
    const docId = (added.json() as { documents: { id: number }[] }).documents[0]!.id;
    expect((await page()).documents.map((d) => d.name)).toEqual(['Проектная декларация.pdf']);

    await ok(backofficeMediaApi.deleteBackofficeDocument, { params: { id, docId } });
    expect((await page()).documents).toEqual([]);
  });
});
