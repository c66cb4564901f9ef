// Helpers of the back-office API tests: users by role, requests with a token, multipart forms, a small complex.
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { Ability, Role, type TAbility } from '#shared/enums.ts';
import type { TestContext } from '../app.ts';
import { authHeaders, buildUser, tokenFor } from '../factories.ts';
import { regions, subregions, type UserRow } from '../../db/schema/index.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';

export interface Caller {
  user: UserRow;
  token: string;
}

export async function caller(
  t: TestContext,
  options: { abilities?: TAbility[]; group?: (typeof Role)[keyof typeof Role] } = {},
): Promise<Caller> {
  const user = await buildUser(t.db, {
    abilities: options.abilities ?? [Ability.cabinet],
    group: (options.group as never) ?? Role.user,
  });
  return { user, token: await tokenFor(t.db, user) };
}

/** The file's caller (beside useTestApp): made in a beforeAll, usable inside tests and hooks. */
export function useCaller(t: TestContext, options: Parameters<typeof caller>[1] = {}): Caller {
  let made: Caller | undefined;
  beforeAll(async () => {
    made = await caller(t, options);
  });
  const ready = () => {
    if (!made) throw new Error('useCaller(): the caller is made in beforeAll; use it inside tests and hooks');
    return made;
  };
  return {
    get user() {
      return ready().user;
    },
    get token() {
      return ready().token;
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as this user; the body goes as JSON (or as a prepared multipart form). */
export function call(
  t: TestContext,
  who: Caller | null,
  method: Method,
  url: string,
  body?: object | { payload: Buffer; headers: Record<string, string> },
) {
  const headers = who ? authHeaders(who.token) : {};
  if (body && 'payload' in body && Buffer.isBuffer(body.payload)) {
    return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return t.app.inject({ method, url, headers, ...(body ? { payload: body as object } : {}) });
}

export type FormValue = string | { data: Buffer; filename: string; type?: string };

/** A multipart/form-data body as a browser would send it. */
export async function multipart(fields: Record<string, FormValue>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else
      form.append(
        key,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .toFormat(format)
    .toBuffer();

/** Uploads a picture through POST /api/temp_image and returns its id. */
export async function uploadPhoto(t: TestContext, who: Caller, data?: Buffer): Promise<number> {
  const res = await call(
    t,
    who,
    'POST',
    '/api/temp_image',
    await multipart({
      image: { data: data ?? (await picture(64, 48)), filename: 'photo.webp', type: 'image/webp' },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** A district with coordinates, for addresses. */
export async function district(
  t: TestContext,
  name = 'Центральный',
  latitude = 43.5855,
  longitude = 39.7231,
) {
  const [region] = await t.db.insert(regions).values({ name: 'Краснодарский край' }).returning();
  const [row] = await t.db
    .insert(subregions)
    .values({ regionId: region!.id, name, latitude, longitude })
    .returning();
  return row!;
}

/** A complex of the owner with one building and one section, published or not. */
export async function complexWithBuilding(
  t: TestContext,
  ownerId: number,
  options: { pavilionPublished?: boolean; sectionPublished?: boolean; title?: string } = {},
) {
  return createComplex(t.db, t.storage, {
    object: { title: options.title ?? 'ЖК Морской', ownerId, published: false },
    pavilions: [
      {
        name: 'Корпус 1',
        published: options.pavilionPublished ?? true,
        sections: [
          {
            name: 'Секция 1',
            published: options.sectionPublished ?? true,
            grid: plainGrid({ floors: 2, risers: 2 }),
          },
        ],
      },
    ],
  });
}
