import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { encode } from '@msgpack/msgpack';
import { Ability, Role } from '#shared/enums.ts';
import { ZValidationError } from '#shared/errors.ts';
import { apiTexts } from '#shared/texts/api.ts';
import { cells, rows } from '../db/schema/index.ts';
import { useTestApp } from '../test/use-app.ts';
import { caller, complexWithBuilding, multipart, type Caller } from '../test/worlds/backoffice.ts';
import { UPLOAD_LIMITS } from '../uploads.ts';
import { isUnreadableForm } from './multipart.ts';
import * as backofficeMediaApi from '#shared/api/backoffice-media.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as referenceApi from '#shared/api/reference.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const t = useTestApp();
let owner: Caller;
let agent: Caller;
/** The five routes that read a multipart form, with ids that exist and a caller allowed to use them. */
let uploads: { descriptor: EndpointDef; params: Record<string, string | number>; who: Caller }[];

beforeAll(async () => {
  owner = await caller(t);
  agent = await caller(t, { group: Role.agent, abilities: [Ability.adCreate] });
  const complex = await complexWithBuilding(t, owner.user.id);
  const sectionId = complex.pavilions[0]!.sections[0]!.id;
  const [row] = await t.db.select().from(rows).where(eq(rows.sectionId, sectionId)).orderBy(asc(rows.id));
  const [cell] = await t.db.select().from(cells).where(eq(cells.sectionId, sectionId)).orderBy(asc(cells.id));
  uploads = [
    { descriptor: referenceApi.uploadTempImage, params: {}, who: owner },
    { descriptor: userOffersApi.uploadOfferImage, params: { id: 'draft' }, who: agent },
    {
      descriptor: backofficeMediaApi.uploadBackofficeDocument,
      params: { id: complex.object.id },
      who: owner,
    },
    { descriptor: chessEditorApi.updateRow, params: { id: row!.id }, who: owner },
    { descriptor: chessEditorApi.updateCell, params: { id: cell!.id }, who: owner },
  ];
});

const BOUNDARY = 'kvartalboundary';
const filePart = (field: string, name = 'photo.png') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
  `Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;

/** The body goes as it is, under the given content type. */
const send = (upload: (typeof uploads)[number], contentType: string, payload: string | Buffer) =>
  t.callRaw(
    upload.descriptor,
    {
      params: upload.params,
      body: { payload: Buffer.from(payload), headers: { 'content-type': contentType } },
    },
    upload.who,
  );

function expectBodyError(res: { statusCode: number; json(): unknown }, text: string, label: string) {
  expect(res.statusCode, label).toBe(422);
  const body = res.json();
  expect(ZValidationError.strict().safeParse(body).success, label).toBe(true);
  expect(body, label).toEqual({ message: text, errors: { body: [text] } });
}

describe('[multipart] a form that cannot be read is bad input, on every upload route', () => {
  it('answers a form without a boundary, or with one busboy cannot use, with 422 on body', async () => {
    for (const upload of uploads) {
      for (const type of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      ]) {
        const res = await send(upload, type, `${filePart('image')}--${BOUNDARY}--\r\n`);
        expectBodyError(res, apiTexts.malformed, `${upload.descriptor.path} ${type.slice(0, 40)}`);
      }
    }
  });

  it('answers a form cut short (in a file, in a header, before any part) with 422 on body', async () => {
    const type = `multipart/form-data; boundary=${BOUNDARY}`;
    const cuts = {
      'in a file': filePart('image'),
      'in a header': `--${BOUNDARY}\r\nContent-Disposit`,
      'under another boundary': `--other\r\n${filePart('image')}--other--\r\n`,
    };
    for (const upload of uploads) {
      for (const [cut, payload] of Object.entries(cuts)) {
        expectBodyError(
          await send(upload, type, payload),
          apiTexts.malformed,
          `${upload.descriptor.path} ${cut}`,
        );
      }
    }
  });

  it('tells busboy\'s "cannot read" errors from anything else', () => {
    expect(isUnreadableForm(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(isUnreadableForm(new Error('Unexpected end of multipart data'))).toBe(true);
    expect(isUnreadableForm(new Error('Part terminated early due to unexpected end of multipart data'))).toBe(
      true,
    );
    expect(isUnreadableForm(new Error('connection refused'))).toBe(false);
    expect(
      isUnreadableForm(Object.assign(new Error('Unexpected end of multipart data'), { statusCode: 500 })),
    ).toBe(false);
  });
});

describe('[multipart] a body over a limit answers 413 alike, whatever its format', () => {
  it('answers a JSON, a MessagePack and a multipart body over the limit with the same 413', async () => {
    const [temp, , , row] = uploads;
    const json = JSON.stringify({ name: 'x'.repeat(UPLOAD_LIMITS.jsonBytes) });
    const pack = Buffer.from(encode({ name: 'x'.repeat(UPLOAD_LIMITS.jsonBytes) }));
    const huge = Buffer.alloc(UPLOAD_LIMITS.fileBytes + 1024, 0x41);
    const bigForm = Buffer.concat([
      Buffer.from(filePart('image')),
      huge,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const twoFiles = `${filePart('image')}\r\n${filePart('image', 'second.png')}\r\n--${BOUNDARY}--\r\n`;
    const type = `multipart/form-data; boundary=${BOUNDARY}`;
    const cases: [string, Promise<{ statusCode: number; json(): unknown }>][] = [
      ['json', send(row!, 'application/json', json)],
      ['msgpack', send(row!, 'application/x-msgpack', pack)],
      ['file over the limit', send(temp!, type, bigForm)],
      ['file over the limit in a form post', send(row!, type, bigForm)],
      ['two files', send(temp!, type, twoFiles)],
    ];
    for (const [label, answer] of cases) {
      const res = await answer;
      expect(res.statusCode, label).toBe(413);
      expect(res.json(), label).toEqual({ type: 'NotAcceptable', message: apiTexts.requestTooLarge });
    }
  });
});

describe('[multipart] texts PostgreSQL cannot store', () => {
  it('answers a form post whose field holds U+0000 with 422 naming the field', async () => {
    const row = uploads[3]!;
    const form = await multipart({
      _method: 'PUT',
      name: 'Эт\u0000аж',
      'extra[0][note]': 'при\u0000мечание',
    });
    const res = await t.callRaw(chessEditorApi.postRowForm, { params: row.params, body: form }, owner);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toMatchObject({ name: [apiTexts.nulCharacter] });
  });
});
