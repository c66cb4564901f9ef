// API keys through the API: shown once and kept hashed, `Bearer kv_…` as the company on the routes its scopes open
// and nowhere else (403 naming the scope), revoked keys 401, strangers 404; the OpenAPI document lists the scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Role } from '#shared/enums.ts';
import { sha256 } from '../../core/hash.ts';
import { apiKeys, cells, objects } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';
import { join, person, type Person } from '../../test/worlds/people.ts';

let t: TestContext;
let w: BookingWorld;
let companyId: number;
let clerk: Person;

const keysUrl = (id = companyId) => `/api/companies/${id}/api-keys`;
const inject = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const withKey = (key: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

async function createKey(scopes: string[], name = 'CRM'): Promise<{ id: number; key: string }> {
  const res = await inject(w.builder, 'POST', keysUrl(), { name, scopes });
  expect(res.statusCode).toBe(201);
  return { id: res.json().apiKey.id, key: res.json().key };
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildBookingWorld(t);
  const [main] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
  companyId = main!.companyId!;
  clerk = await person(t, Role.user, 'Игорь Помощников', [Ability.cabinet]);
  await join(t, companyId, clerk, 'builder', 'member', ['bookings']);
});
afterAll(() => t.close());

describe('[api-keys] keys of a company', () => {
  it('answers the key once and keeps only its SHA-256', async () => {
    const { id, key } = await createKey(['inventory:read']);
    expect(key).toMatch(/^kv_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await inject(w.builder, 'GET', keysUrl());
    expect(JSON.stringify(list.json())).not.toContain(key);
    expect(list.json().data[0]).toMatchObject({
      id,
      name: 'CRM',
      scopes: ['inventory:read'],
      revokedAt: null,
    });
  });

  it('refuses no scopes, an unknown scope and no name in Russian', async () => {
    const res = await inject(w.builder, 'POST', keysUrl(), { name: '', scopes: ['everything'] });
    expect(res.statusCode).toBe(422);
    const text = JSON.stringify(res.json().errors);
    expect(text).toContain('Укажите название');
    expect(text).toContain('Неизвестное право');
  });

  it('is the company’s own: strangers 404, a member without settings 403', async () => {
    const { id } = await createKey(['deals:read'], 'Чужим не видно');
    for (const who of [w.otherBuilder, w.agent, w.buyer]) {
      expect((await inject(who, 'GET', keysUrl())).statusCode).toBe(404);
      expect((await inject(who, 'POST', keysUrl(), { name: 'x', scopes: ['deals:read'] })).statusCode).toBe(
        404,
      );
      expect((await inject(who, 'DELETE', `${keysUrl()}/${id}`)).statusCode).toBe(404);
    }
    expect((await inject(clerk, 'GET', keysUrl())).statusCode).toBe(403);
    expect((await inject(clerk, 'DELETE', `${keysUrl()}/${id}`)).statusCode).toBe(403);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.revokedAt).toBeNull();
  });
});

describe('[api-keys] Bearer kv_…', () => {
  it('reads the inventory with inventory:read and nothing its scopes do not open', async () => {
    const { key } = await createKey(['inventory:read']);
    const list = await withKey(key, 'GET', '/api/backoffice/objects');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Бриз');
    expect((await withKey(key, 'GET', `/api/backoffice/objects/${w.objectId}`)).statusCode).toBe(200);
    expect((await withKey(key, 'POST', `/api/objects/${w.objectId}/chess/${w.sectionId}`)).statusCode).toBe(
      200,
    );
    // Another builder's complex stays another's.
    expect((await withKey(key, 'GET', `/api/backoffice/objects/${w.offObjectId}`)).statusCode).not.toBe(200);
    const bookings = await withKey(key, 'GET', '/api/backoffice/bookings');
    expect(bookings.statusCode).toBe(403);
    expect(bookings.json().message).toBe('У API-ключа нет права «bookings:read» для этого запроса');
    const write = await withKey(key, 'PUT', `/api/backoffice/cells/${w.unit['2']}`, { price: 1_000_000 });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('inventory:write');
    const other = await withKey(key, 'GET', '/api/companies');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Этот запрос недоступен по API-ключу');
  });

  it('changes a price with inventory:write and reads bookings and deals with theirs', async () => {
    const { key } = await createKey(['inventory:write', 'bookings:read', 'deals:read']);
    const res = await withKey(key, 'PUT', `/api/backoffice/cells/${w.unit['2']}`, { price: 8_800_000 });
    expect(res.statusCode).toBe(200);
    const [cell] = await t.db.select().from(cells).where(eq(cells.id, w.unit['2']!));
    expect(cell!.price).toBe(8_800_000);
    expect((await withKey(key, 'GET', '/api/backoffice/bookings')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/backoffice/deals')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/backoffice/objects')).statusCode).toBe(403);
  });

  it('stops working once revoked (401), and an unknown key is a 401', async () => {
    const { id, key } = await createKey(['inventory:read']);
    expect((await withKey(key, 'GET', '/api/backoffice/objects')).statusCode).toBe(200);
    const revoked = await inject(w.builder, 'DELETE', `${keysUrl()}/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey.revokedAt).not.toBeNull();
    const after = await withKey(key, 'GET', '/api/backoffice/objects');
    expect(after.statusCode).toBe(401);
    expect((await withKey(`${key}x`, 'GET', '/api/backoffice/objects')).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document with its scopes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/backoffice/bookings'].get.security).toContainEqual({ apiKey: ['bookings:read'] });
    expect(doc.paths['/api/backoffice/cells/{id}'].put.security).toContainEqual({
      apiKey: ['inventory:write'],
    });
    expect(doc.paths['/api/companies'].get.security).toEqual([{ bearer: [] }]);
  });
});
