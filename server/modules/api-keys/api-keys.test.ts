// API keys through the API: shown once and kept hashed, `Bearer kv_…` as the company on the routes its scopes open
// and nowhere else (403 naming the scope), revoked keys 401, strangers 404; the OpenAPI document lists the scopes.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Role } from '#shared/enums.ts';
import { sha256 } from '../../core/hash.ts';
import { apiKeys, cells, objects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildBookingWorld, type BookingWorld } from '../../test/worlds/bookings.ts';
import { join, person, type Person } from '../../test/worlds/people.ts';
import * as apiDocsApi from '#shared/api/api-docs.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as companiesApi from '#shared/api/companies.ts';
import * as dealsApi from '#shared/api/deals.ts';
import * as integrationsApi from '#shared/api/integrations.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const t = useTestApp();
let w: BookingWorld;
let companyId: number;
let clerk: Person;

async function createKey(scopes: string[], name = 'CRM'): Promise<{ id: number; key: string }> {
  const res = await t.call(
    integrationsApi.createApiKey,
    { params: { id: companyId }, body: { name, scopes } },
    w.builder,
  );
  expect(res.statusCode).toBe(201);
  return { id: res.json().apiKey.id, key: res.json().key };
}

beforeAll(async () => {
  w = await buildBookingWorld(t);
  const [main] = await t.db.select().from(objects).where(eq(objects.id, w.objectId));
  companyId = main!.companyId!;
  clerk = await person(t, Role.user, 'Игорь Помощников', [Ability.cabinet]);
  await join(t, companyId, clerk, 'builder', 'member', ['bookings']);
});

describe('[api-keys] keys of a company', () => {
  it('answers the key once and keeps only its SHA-256', async () => {
    const { id, key } = await createKey(['inventory:read']);
    expect(key).toMatch(/^kv_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await t.call(integrationsApi.listApiKeys, { params: { id: companyId } }, w.builder);
    expect(JSON.stringify(list.json())).not.toContain(key);
    expect(list.json().data[0]).toMatchObject({
      id,
      name: 'CRM',
      scopes: ['inventory:read'],
      revokedAt: null,
    });
  });

  it('refuses no scopes, an unknown scope and no name in Russian', async () => {
    const res = await t.call(
      integrationsApi.createApiKey,
      { params: { id: companyId }, body: { name: '', scopes: ['everything'] } },
      w.builder,
    );
    expect(res.statusCode).toBe(422);
    const text = JSON.stringify(res.failure().errors);
    expect(text).toContain('Укажите название');
    expect(text).toContain('Неизвестное право');
  });

  it('is the company’s own: strangers 404, a member without settings 403', async () => {
    const { id } = await createKey(['deals:read'], 'Чужим не видно');
    for (const who of [w.otherBuilder, w.agent, w.buyer]) {
      expect((await t.call(integrationsApi.listApiKeys, { params: { id: companyId } }, who)).statusCode).toBe(
        404,
      );
      expect(
        (
          await t.call(
            integrationsApi.createApiKey,
            { params: { id: companyId }, body: { name: 'x', scopes: ['deals:read'] } },
            who,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await t.call(integrationsApi.revokeApiKey, { params: { id: companyId, keyId: id } }, who))
          .statusCode,
      ).toBe(404);
    }
    expect((await t.call(integrationsApi.listApiKeys, { params: { id: companyId } }, clerk)).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(integrationsApi.revokeApiKey, { params: { id: companyId, keyId: id } }, clerk))
        .statusCode,
    ).toBe(403);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.revokedAt).toBeNull();
  });
});

describe('[api-keys] Bearer kv_…', () => {
  it('reads the inventory with inventory:read and nothing its scopes do not open', async () => {
    const { key } = await createKey(['inventory:read']);
    const list = await t.callRaw(backofficeApi.listBackofficeObjects, null, key);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Бриз');
    expect(
      (await t.call(backofficeApi.getBackofficeObject, { params: { id: w.objectId } }, key)).statusCode,
    ).toBe(200);
    expect(
      (await t.call(chessApi.getChessSection, { params: { id: w.objectId, sectionId: w.sectionId } }, key))
        .statusCode,
    ).toBe(200);
    // Another builder's complex stays another's.
    expect(
      (await t.call(backofficeApi.getBackofficeObject, { params: { id: w.offObjectId } }, key)).statusCode,
    ).not.toBe(200);
    const bookings = await t.callRaw(bookingsApi.listBackofficeBookings, null, key);
    expect(bookings.statusCode).toBe(403);
    expect(bookings.failure().message).toBe('У API-ключа нет права «bookings:read» для этого запроса');
    const write = await t.call(
      chessEditorApi.updateCell,
      { params: { id: w.unit['2'] }, body: { price: 1_000_000 } },
      key,
    );
    expect(write.statusCode).toBe(403);
    expect(write.failure().message).toContain('inventory:write');
    const other = await t.callRaw(companiesApi.listCompanies, null, key);
    expect(other.statusCode).toBe(403);
    expect(other.failure().message).toBe('Этот запрос недоступен по API-ключу');
  });

  it('changes a price with inventory:write and reads bookings and deals with theirs', async () => {
    const { key } = await createKey(['inventory:write', 'bookings:read', 'deals:read']);
    const res = await t.call(
      chessEditorApi.updateCell,
      { params: { id: w.unit['2'] }, body: { price: 8_800_000 } },
      key,
    );
    expect(res.statusCode).toBe(200);
    const [cell] = await t.db.select().from(cells).where(eq(cells.id, w.unit['2']!));
    expect(cell!.price).toBe(8_800_000);
    expect((await t.callRaw(bookingsApi.listBackofficeBookings, null, key)).statusCode).toBe(200);
    expect((await t.callRaw(dealsApi.listBackofficeDeals, null, key)).statusCode).toBe(200);
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, key)).statusCode).toBe(403);
  });

  it('stops working once revoked (401), and an unknown key is a 401', async () => {
    const { id, key } = await createKey(['inventory:read']);
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, key)).statusCode).toBe(200);
    const revoked = await t.call(
      integrationsApi.revokeApiKey,
      { params: { id: companyId, keyId: id } },
      w.builder,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey.revokedAt).not.toBeNull();
    const after = await t.callRaw(backofficeApi.listBackofficeObjects, null, key);
    expect(after.statusCode).toBe(401);
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, `${key}x`)).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document with its scopes', async () => {
    const doc = (await t.callRaw(apiDocsApi.openApiDocument)).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The document names a path's parameters as {id}.
    const security = (d: EndpointDef) =>
      doc.paths[d.path.replace(/:(\w+)/g, '{$1}')][d.method.toLowerCase()].security;
    expect(security(bookingsApi.listBackofficeBookings)).toContainEqual({ apiKey: ['bookings:read'] });
    expect(security(chessEditorApi.updateCell)).toContainEqual({ apiKey: ['inventory:write'] });
    expect(security(companiesApi.listCompanies)).toEqual([{ bearer: [] }]);
  });
});
