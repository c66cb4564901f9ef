import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { apiTexts } from '#shared/texts/api.ts';
import { mediaTexts } from '#shared/texts/media.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useTestApp } from '../../test/use-app.ts';
import { documents, images, objectImages } from '../../db/schema/index.ts';
import { minimalPdf } from '../../db/seed/files/pdf.ts';
import { zip } from '../../db/seed/files/zip.ts';
import { UPLOAD_LIMITS } from '../../uploads.ts';
import { useCaller, multipart, picture, uploadPhoto, type Caller } from '../../test/worlds/backoffice.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeMediaApi from '#shared/api/backoffice-media.ts';
import * as referenceApi from '#shared/api/reference.ts';
import { pngBomb } from '../../test/png-bomb.ts';

const t = useTestApp();
const owner = useCaller(t);
const stranger = useCaller(t);
const admin = useCaller(t, { abilities: [], group: Role.admin });

const newObject = async (who: Caller = owner) =>
  (await t.call(backofficeApi.createBackofficeObject, { body: { title: 'ЖК Фото', type: 1 } }, who)).json()
    .id as number;

const upload = async (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg', who: Caller = owner) =>
  t.call(referenceApi.uploadTempImage, { body: await multipart({ image: { data, filename, type } }) }, who);

describe('[backoffice] temporary images', () => {
  it('[backoffice] stores an upload as four webp sizes owned by the uploader', async () => {
    const res = await upload(await picture(800, 600, 'jpeg'));
    expect(res.statusCode).toBe(200);
    const image = res.json();
    expect(image).toMatchObject({ id: expect.any(Number), s: expect.stringMatching(/\/s\.webp$/) });
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ uploaderId: owner.user.id, width: 800, height: 600 });
    expect(await t.storage.get(image.xl.replace('/files/', ''))).not.toBeNull();
  });

  it('[backoffice] refuses a text file named .jpg, an SVG and a PDF, storing nothing', async () => {
    const before = await t.db.$count(images);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('это просто текст'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'), 'logo.svg', 'image/svg+xml'],
      [minimalPdf(), 'scan.pdf', 'application/pdf'],
    ];
    for (const [data, filename, type] of cases) {
      const res = await upload(data, filename, type);
      expect(res.statusCode, filename).toBe(422);
      expect(res.failure().errors).toEqual({ image: [mediaTexts.imageUnsupported] });
    }
    expect(await t.db.$count(images)).toBe(before);
  });

  it('[backoffice] refuses a decompression bomb and an oversized file', async () => {
    const bomb = await upload(pngBomb(), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.failure().errors).toEqual({ image: [mediaTexts.imageTooLarge] });

    const huge = Buffer.alloc(UPLOAD_LIMITS.fileBytes + 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff], 0);
    const oversized = await upload(huge);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ type: 'NotAcceptable', message: apiTexts.requestTooLarge });
  });

  it('[backoffice] refuses a form without an image and a caller without a session', async () => {
    const empty = await t.call(
      referenceApi.uploadTempImage,
      { body: await multipart({ note: 'без файла' }) },
      owner,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.failure().errors).toEqual({ image: [backofficeTexts.errors.imageMissing] });
    const json = await t.call(referenceApi.uploadTempImage, { body: { image: 'not a file' } }, owner);
    expect(json.statusCode).toBe(422);
    const anonymous = await t.call(referenceApi.uploadTempImage, { body: await multipart({ image: 'x' }) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('[backoffice] photos of an object', () => {
  it('[backoffice] attaches uploads in order, reorders and deletes them with their files', async () => {
    const id = await newObject();
    const ids = [await uploadPhoto(t, owner), await uploadPhoto(t, owner), await uploadPhoto(t, owner)];
    for (const imageId of ids) {
      const res = await t.call(
        backofficeMediaApi.attachBackofficeImage,
        { params: { id }, body: { id: imageId } },
        owner,
      );
      expect(res.statusCode).toBe(200);
    }
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id } }, owner);
    expect(read.json().images.map((i: { id: number }) => i.id)).toEqual(ids);

    const reordered = await t.call(
      backofficeMediaApi.reorderBackofficeImages,
      {
        params: { id },
        body: {
          order: [ids[2], ids[0], ids[1]],
        },
      },
      owner,
    );
    expect(reordered.json().images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);

    const [image] = await t.db.select().from(images).where(eq(images.id, ids[0]!));
    const removed = await t.call(
      backofficeMediaApi.deleteBackofficeImage,
      { params: { id, imageId: ids[0] } },
      owner,
    );
    expect(removed.json().images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(await t.db.$count(images, eq(images.id, ids[0]!))).toBe(0);
    expect(await t.storage.get(`${image!.storageKey}/s.webp`)).toBeNull();
  });

  it('[backoffice] refuses another user’s upload and an image already in use', async () => {
    const id = await newObject();
    const theirs = await uploadPhoto(t, stranger);
    const res = await t.call(
      backofficeMediaApi.attachBackofficeImage,
      { params: { id }, body: { id: theirs } },
      owner,
    );
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors).toEqual({ id: [backofficeTexts.errors.imageNotFound] });

    const mine = await uploadPhoto(t, owner);
    await t.call(backofficeMediaApi.attachBackofficeImage, { params: { id }, body: { id: mine } }, owner);
    const other = await newObject();
    const twice = await t.call(
      backofficeMediaApi.attachBackofficeImage,
      { params: { id: other }, body: { id: mine } },
      owner,
    );
    expect(twice.failure().errors).toEqual({ id: [backofficeTexts.errors.imageInUse] });
    expect(await t.db.$count(objectImages, eq(objectImages.objectId, other))).toBe(0);
  });

  it('[backoffice] a foreign owner neither attaches, deletes nor reorders; an admin may', async () => {
    const id = await newObject();
    const photo = await uploadPhoto(t, owner);
    await t.call(backofficeMediaApi.attachBackofficeImage, { params: { id }, body: { id: photo } }, owner);
    const strangerPhoto = await uploadPhoto(t, stranger);
    const attach = await t.call(
      backofficeMediaApi.attachBackofficeImage,
      {
        params: { id },
        body: {
          id: strangerPhoto,
        },
      },
      stranger,
    );
    expect(attach.statusCode).toBe(404);
    expect(
      (await t.call(backofficeMediaApi.deleteBackofficeImage, { params: { id, imageId: photo } }, stranger))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          backofficeMediaApi.reorderBackofficeImages,
          { params: { id }, body: { order: [photo] } },
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    expect(await t.db.$count(objectImages, eq(objectImages.objectId, id))).toBe(1);

    const byAdmin = await t.call(
      backofficeMediaApi.deleteBackofficeImage,
      { params: { id, imageId: photo } },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().images).toEqual([]);
  });

  it('[backoffice] a reorder must name every photo exactly once', async () => {
    const id = await newObject();
    const a = await uploadPhoto(t, owner);
    const b = await uploadPhoto(t, owner);
    await t.call(backofficeMediaApi.attachBackofficeImage, { params: { id }, body: { id: a } }, owner);
    await t.call(backofficeMediaApi.attachBackofficeImage, { params: { id }, body: { id: b } }, owner);
    const missing = await t.call(
      backofficeMediaApi.reorderBackofficeImages,
      {
        params: { id },
        body: {
          order: [b],
        },
      },
      owner,
    );
    expect(missing.failure().errors).toEqual({ order: [backofficeTexts.errors.orderStale] });
    const twice = await t.call(
      backofficeMediaApi.reorderBackofficeImages,
      {
        params: { id },
        body: {
          order: [b, b],
        },
      },
      owner,
    );
    expect(twice.failure().errors).toEqual({ order: ['Повторяющиеся элементы'] });
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id } }, owner);
    expect(read.json().images.map((i: { id: number }) => i.id)).toEqual([a, b]);
  });
});

describe('[backoffice] documents of an object', () => {
  const docx = () =>
    zip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);

  const addDocument = async (id: number, fields: Parameters<typeof multipart>[0], who: Caller = owner) =>
    t.call(
      backofficeMediaApi.uploadBackofficeDocument,
      { params: { id }, body: await multipart(fields) },
      who,
    );

  it('[backoffice] adds documents recognised by content, named as asked, in order', async () => {
    const id = await newObject();
    const pdf = await addDocument(id, {
      name: 'Проектная декларация',
      file: { data: minimalPdf(), filename: 'scan.pdf', type: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    const word = await addDocument(id, { file: { data: docx(), filename: 'Договор.docx' } });
    const png = await addDocument(id, { file: { data: await picture(20, 20, 'png'), filename: 'план' } });
    expect(png.json().documents).toEqual([
      expect.objectContaining({ name: 'Проектная декларация.pdf', ext: 'pdf' }),
      expect.objectContaining({ name: 'Договор.docx', ext: 'docx' }),
      expect.objectContaining({ name: 'план.png', ext: 'png' }),
    ]);
    expect(word.statusCode).toBe(200);
  });

  it('[backoffice] refuses what is no document, and a form without a file', async () => {
    const id = await newObject();
    const svg = await addDocument(id, {
      file: { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'план.pdf' },
    });
    expect(svg.statusCode).toBe(422);
    expect(svg.failure().errors).toEqual({ file: [mediaTexts.documentUnsupported] });
    const none = await addDocument(id, { name: 'Пусто' });
    expect(none.failure().errors).toEqual({ file: [backofficeTexts.errors.fileMissing] });
    expect(await t.db.$count(documents, eq(documents.objectId, id))).toBe(0);
  });

  it('[backoffice] reorders and deletes documents; a foreign owner can do neither', async () => {
    const id = await newObject();
    await addDocument(id, { file: { data: minimalPdf(), filename: 'a.pdf' } });
    const both = (await addDocument(id, { file: { data: docx(), filename: 'b.docx' } })).json();
    const [a, b] = both.documents.map((d: { id: number }) => d.id);

    expect(
      (await addDocument(id, { file: { data: minimalPdf(), filename: 'c.pdf' } }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(backofficeMediaApi.deleteBackofficeDocument, { params: { id, docId: a } }, stranger))
        .statusCode,
    ).toBe(404);

    const reordered = await t.call(
      backofficeMediaApi.reorderBackofficeDocuments,
      {
        params: { id },
        body: { order: [b, a] },
      },
      owner,
    );
    expect(reordered.json().documents.map((d: { id: number }) => d.id)).toEqual([b, a]);

    const [row] = await t.db.select().from(documents).where(eq(documents.id, a));
    const removed = await t.call(
      backofficeMediaApi.deleteBackofficeDocument,
      { params: { id, docId: a } },
      owner,
    );
    expect(removed.json().documents.map((d: { id: number }) => d.id)).toEqual([b]);
    expect(await t.storage.get(row!.storageKey)).toBeNull();
    expect(
      (await t.call(backofficeMediaApi.deleteBackofficeDocument, { params: { id, docId: a } }, owner))
        .statusCode,
    ).toBe(404);
  });
});
