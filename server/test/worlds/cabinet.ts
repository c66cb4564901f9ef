// Fixtures for the cabinet workflows' API tests: people with their auth headers, complexes with sold units, photos.
import { beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import {
  Ability,
  CellStatus,
  CommissionType,
  ContactSource,
  Kind,
  Layout,
  OfferStatus,
  Role,
  type TAbility,
  type TOfferStatus,
  type TRole,
} from '#shared/enums.ts';
import {
  cells,
  type CellRow,
  type NewUserRow,
  type ObjectRow,
  type OfferRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { seedGeo } from '../../db/seed/seed-geo.ts';
import { processImage, type ProcessedImage } from '../../storage/images.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import type { InputOf } from '#shared/api/endpoint.ts';
import type { TestContext } from '../app.ts';
import { authHeaders, buildUser, tokenFor } from '../factories.ts';

export interface Actor {
  user: UserRow;
  headers: { authorization: string };
}

/** The file's actor (beside useTestApp): made in a beforeAll, usable inside tests and hooks. */
export function useActor(t: TestContext, role: TRole = Role.user, overrides: ActorOverrides = {}): Actor {
  let made: Actor | undefined;
  beforeAll(async () => {
    made = await actor(t, role, overrides);
  });
  const ready = () => {
    if (!made) throw new Error('useActor(): the actor is made in beforeAll; use it inside tests and hooks');
    return made;
  };
  return {
    get user() {
      return ready().user;
    },
    get headers() {
      return ready().headers;
    },
  };
}

type ActorOverrides = Partial<NewUserRow> & { abilities?: TAbility[] };

export async function actor(
  t: TestContext,
  role: TRole = Role.user,
  overrides: ActorOverrides = {},
): Promise<Actor> {
  const posting = role === Role.agent || role === Role.moder || role === Role.admin;
  const user = await buildUser(t.db, {
    group: role,
    abilities: posting ? [Ability.adCreate] : [],
    ...overrides,
  });
  return { user, headers: authHeaders(await tokenFor(t.db, user)) };
}

/** A JSON call through inject: `call(t, who, 'POST', '/api/…', body)`. */
export function call(
  t: TestContext,
  who: Actor | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export interface TestComplex {
  object: ObjectRow;
  sectionId: number;
  pavilionId: number;
  /** Units bottom floor first; floors 1–2 are for sale, 3–4 sold. */
  cells: CellRow[];
}

/** A complex with one building and one 4×2 section; public unless told otherwise. */
export async function complex(
  t: TestContext,
  options: { title?: string; published?: boolean; ownerId?: number | null; commission?: number } = {},
): Promise<TestComplex> {
  const created = await createComplex(t.db, t.storage, {
    object: {
      title: options.title ?? 'ЖК Морской',
      published: options.published ?? true,
      ownerId: options.ownerId ?? null,
      address: 'г. Сочи, ул. Морская, 10',
      latitude: 43.58,
      longitude: 39.72,
      commission: options.commission ?? 3,
      commissionText: '3% от цены',
    },
    photos: [await processedPhoto()],
    pavilions: [
      {
        name: 'Корпус 1',
        sections: [
          {
            name: 'Секция 1',
            grid: plainGrid({
              floors: 4,
              risers: 2,
              cell: (floor) => ({
                cntApart: Layout.two,
                status: floor >= 3 ? CellStatus.sold : CellStatus.sale,
              }),
            }),
          },
        ],
      },
    ],
  });
  const section = created.pavilions[0]!.sections[0]!;
  const units = await t.db
    .select()
    .from(cells)
    .where(eq(cells.sectionId, section.id))
    .orderBy(asc(cells.floor), asc(cells.id));
  return { object: created.object, sectionId: section.id, pavilionId: section.pavilionId, cells: units };
}

/**
 * A resale offer of `seller` with a photo, the seller's own contact on the ad and agents' commission terms; active
 * unless told otherwise.
 */
export async function resaleOffer(
  t: TestContext,
  seller: Actor,
  options: { status?: TOfferStatus; price?: number; address?: string } = {},
): Promise<OfferRow> {
  const status = options.status ?? OfferStatus.active;
  return createOffer(t.db, t.storage, {
    offer: {
      userId: seller.user.id,
      status,
      cntApart: Layout.two,
      area: 54,
      floor: 5,
      floorsTotal: 9,
      price: options.price ?? 9_800_000,
      address: options.address ?? 'г. Сочи, ул. Виноградная, 12',
      latitude: 43.59,
      longitude: 39.73,
      commissionType: CommissionType.fiftyFifty,
      commissionPrice: 120_000,
      contactSource: ContactSource.ads,
      contactName: 'Пётр Продавцов',
      contactPhone: '+79990001122',
      activatedAt: status === OfferStatus.active ? t.clock.now() : null,
    },
    photos: [await processedPhoto()],
  });
}

export const soldCell = (c: TestComplex, n = 0) =>
  c.cells.filter((cell) => cell.status === CellStatus.sold)[n]!;
export const saleCell = (c: TestComplex) => c.cells.find((cell) => cell.status === CellStatus.sale)!;

let png: Buffer | null = null;
let processed: ProcessedImage | null = null;

/** A small PNG. */
export async function photo(): Promise<Buffer> {
  png ??= await sharp({ create: { width: 48, height: 32, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
  return png;
}

async function processedPhoto(): Promise<ProcessedImage> {
  processed ??= await processImage(await photo());
  return processed;
}

/** A multipart body with one file field. */
export function multipart(field: string, file: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = '----kvartal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Geo reference data (regions, districts) for tests that tie offers to a place. */
export const withGeo = (t: TestContext) => seedGeo(t.db);

/** What «В подборку» binds: a complex, a unit (kind) or a resale offer (isOffer). */
export type BindItem = Omit<InputOf<typeof collectionsApi.bindToCollections>['body'], 'collectionIds'>;

/** Each item put into the agent's collection, in order. */
export async function bindAll(
  t: TestContext,
  agent: Actor,
  collectionId: number,
  items: BindItem[],
): Promise<void> {
  for (const item of items)
    await t.call(
      collectionsApi.bindToCollections,
      { body: { ...item, collectionIds: [collectionId] } },
      agent,
    );
}

/** Units put in a new collection of the agent's and sent as a link: the link's id and the collection's. */
export async function sendUnits(
  t: TestContext,
  agent: Actor,
  unitIds: readonly number[],
  name = 'Для клиента',
): Promise<{ id: string; collectionId: number }> {
  const collectionId = (await t.call(collectionsApi.createCollection, { body: { name } }, agent)).json().data
    .id as number;
  const bound = await t.call(
    collectionsApi.bindToCollections,
    { body: { objectId: unitIds[0]!, kind: Kind.unit, collectionIds: [collectionId] } },
    agent,
  );
  if (bound.statusCode !== 200) throw new Error(`bind: ${bound.body}`);
  for (const objectId of unitIds.slice(1))
    await t.call(
      collectionsApi.bindToCollections,
      { body: { objectId, kind: Kind.unit, collectionIds: [collectionId] } },
      agent,
    );
  const id = (await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent)).json()
    .id as string;
  return { id, collectionId };
}
