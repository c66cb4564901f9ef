import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CompanyKind, CompanyRole, type TCompanyRole } from '#shared/companies.ts';
import { Kind, Role } from '#shared/enums.ts';
import { companies, companyMembers, objects, snapshots } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readPdf } from '../../test/pdf.ts';
import { countersMovedBy } from '../../core/cache/write-rules.ts';
import { CATALOG } from '../../core/cache/names.ts';
import { actor, complex, type Actor, type TestComplex, useActor } from '../../test/worlds/cabinet.ts';
import { visitorOf } from '../snapshot/visitor.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as companyCollectionsApi from '#shared/api/company-collections.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as companiesApi from '#shared/api/companies.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const AGENCY = 'Агентство недвижимости «Южный квартал»';
const BUILDER = 'ГК «Черноморстрой»';

describe('[companies] the company shown publicly and «Подборки агентства»', () => {
  const t = useTestApp();
  const head = useActor(t, Role.agent, { name: 'Наталья Белова' });
  const manager = useActor(t, Role.agent, { name: 'Ирина Орлова' });
  const kate = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  const artem = useActor(t, Role.agent, { name: null, phone: '+79000000009' });
  const lone = useActor(t, Role.agent, { name: 'Павел Зайцев' });
  const outsider = useActor(t, Role.agent, { name: 'Глава другого агентства' });
  let agencyId: number;
  let otherAgencyId: number;
  let builderId: number;
  let sea: TestComplex;
  let park: TestComplex;

  const company = async (kind: 'agency' | 'builder', name: string, logo: string | null = null) => {
    const now = new Date();
    const [row] = await t.db
      .insert(companies)
      .values({ kind, name, logo, createdAt: now, updatedAt: now })
      .returning({ id: companies.id });
    return row!.id;
  };
  const join = (companyId: number, who: Actor, role: TCompanyRole, kind = CompanyKind.agency) =>
    t.db.insert(companyMembers).values({ companyId, userId: who.user.id, kind, role, createdAt: new Date() });
  const visitor = (ip: string) =>
    visitorOf({ headers: {}, ip } as FastifyRequest, t.app.env.APP_SECRET).token;
  const open = (id: string, ip: string) =>
    t.call(snapshotApi.getSnapshot, { params: { id } }, null, {
      headers: { 'x-visitor-id': visitor(ip) },
      remoteAddress: ip,
    });
  const react = (id: string, ip: string, payload: object) =>
    t.callRaw(snapshotApi.reactToSnapshot, { params: { id }, body: payload }, null, {
      headers: { 'x-visitor-id': visitor(ip) },
      remoteAddress: ip,
    });
  const send = async (who: Actor, objectIds: number[], name: string) => {
    const res = await t.call(snapshotApi.createSnapshot, { body: { objectIds, name } }, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const list = (who: Actor | null, companyId: number, query: Record<string, unknown> = {}) =>
    t.callRaw(companyCollectionsApi.listCompanyCollections, { params: { id: companyId }, query }, who);

  beforeAll(async () => {
    agencyId = await company('agency', AGENCY, 'companies/agency/logo.webp');
    otherAgencyId = await company('agency', 'АН «Другое»');
    await join(agencyId, head, CompanyRole.owner);
    await join(agencyId, manager, CompanyRole.manager);
    await join(agencyId, kate, CompanyRole.member);
    await join(agencyId, artem, CompanyRole.member);
    await join(otherAgencyId, outsider, CompanyRole.owner);
    sea = await complex(t, { title: 'ЖК Морской' });
    park = await complex(t, { title: 'ЖК Парковый' });
    builderId = await company('builder', BUILDER, 'companies/builder/logo.webp');
    await t.db.update(objects).set({ companyId: builderId }).where(eq(objects.id, sea.object.id));
  });

  it('stamps a sent link with the agent’s agency: its name and logo beside the agent, its name in the PDF', async () => {
    const id = await send(kate, [sea.object.id], 'Для Петровых');
    const [row] = await t.db.select().from(snapshots).where(eq(snapshots.id, id));
    expect(row!.agencyId).toBe(agencyId);
    const read = await t.call(snapshotApi.getSnapshot, { params: { id } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      author: { name: 'Екатерина Лебедева' },
      agency: { name: AGENCY, logoUrl: '/files/companies/agency/logo.webp' },
    });
    expect(read.json().agency).not.toHaveProperty('id');
    const pdf = await t.call(snapshotApi.getSnapshotPdf, { params: { id } });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Екатерина Лебедева');
    expect(text).toContain(AGENCY);

    const alone = await send(lone, [sea.object.id], 'Сам по себе');
    expect((await t.call(snapshotApi.getSnapshot, { params: { id: alone } })).json().agency).toBeNull();
  });

  it('shows no agency on a link once its agency is gone', async () => {
    const gone = await company('agency', 'АН «Закрылось»');
    const [row] = await t.db
      .insert(snapshots)
      .values({
        id: 'GoneAgencyLinkAAAAAAAA',
        userId: lone.user.id,
        agencyId: gone,
        name: 'Старая',
        items: [],
      })
      .returning();
    expect((await t.callRaw(snapshotApi.getSnapshot, { params: { id: row!.id } })).json().agency.name).toBe(
      'АН «Закрылось»',
    );
    await t.db.delete(companies).where(eq(companies.id, gone));
    expect((await t.call(snapshotApi.getSnapshot, { params: { id: row!.id } })).json().agency).toBeNull();
  });

  it('answers a complex with its builder company, in the buyer’s and in a sent link’s preview mode', async () => {
    const buyer = await actor(t, Role.user);
    const full = await t.callRaw(realtyApi.getObject, { params: { id: sea.object.id }, body: {} }, buyer);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().company).toEqual({
      id: builderId,
      name: BUILDER,
      logoUrl: '/files/companies/builder/logo.webp',
    });
    const link = await send(kate, [sea.object.id, park.object.id], 'Превью');
    const preview = await t.callRaw(realtyApi.getObject, {
      params: { id: sea.object.id },
      body: { snapshot: link },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().company.name).toBe(BUILDER);
    // A complex of no company, and one whose company is named by its owner's phone, show none.
    await t.db.update(objects).set({ companyId: null }).where(eq(objects.id, park.object.id));
    expect(
      (await t.callRaw(realtyApi.getObject, { params: { id: park.object.id }, body: {} }, buyer)).json()
        .company,
    ).toBeNull();
    const phoneNamed = await company('builder', '+79001234567');
    await t.db.update(objects).set({ companyId: phoneNamed }).where(eq(objects.id, park.object.id));
    expect(
      (await t.callRaw(realtyApi.getObject, { params: { id: park.object.id }, body: {} }, buyer)).json()
        .company,
    ).toBeNull();
  });

  it('moves the catalogue’s cache on with a company’s change, whose name the complex pages show', () => {
    const write = (d: EndpointDef) => ({
      method: d.method,
      url: d.path,
      params: { id: builderId },
      userId: 1,
    });
    expect(countersMovedBy(write(companiesApi.updateCompany))).toContain(CATALOG);
    expect(countersMovedBy(write(companyCollectionsApi.listCompanyCollections))).toEqual([]);
  });

  it('lists every agent’s links to the head, newest first, with openings and reactions counted', async () => {
    const first = await send(kate, [sea.object.id, park.object.id], 'Для Ивановых');
    const second = await send(artem, [park.object.id], 'Для Сидоровых');
    // Two clients open Kate's link, one twice on one day (counted per visitor and day) and reacts twice.
    expect((await open(first, '10.1.0.1')).statusCode).toBe(200);
    await open(first, '10.1.0.1');
    await open(first, '10.1.0.2');
    expect(
      (await react(first, '10.1.0.1', { kind: Kind.realty, itemId: sea.object.id, reaction: 'like' }))
        .statusCode,
    ).toBe(200);
    await react(first, '10.1.0.1', { kind: Kind.realty, itemId: park.object.id, comment: 'Дорого' });
    // The agent's own look and the head's look are not a client's.
    await t.call(snapshotApi.getSnapshot, { params: { id: first } }, kate);
    await t.call(snapshotApi.getSnapshot, { params: { id: first } }, head);
    const headReacts = await t.call(
      snapshotApi.reactToSnapshot,
      {
        params: { id: first },
        body: {
          kind: Kind.realty,
          itemId: sea.object.id,
          reaction: 'dislike',
        },
      },
      head,
    );
    expect(headReacts.statusCode).toBe(200);
    // Nobody but its agent withdraws a link.
    expect((await t.call(snapshotApi.revokeSnapshot, { params: { id: second } }, kate)).statusCode).toBe(404);
    expect((await t.call(snapshotApi.revokeSnapshot, { params: { id: second } }, artem)).statusCode).toBe(
      200,
    );
    // The test clock stands still: the links' sending times are set apart here.
    const at = (id: string, iso: string) =>
      t.db
        .update(snapshots)
        .set({ createdAt: new Date(iso) })
        .where(eq(snapshots.id, id));
    await at(first, '2099-01-01T10:00:00Z');
    await at(second, '2099-01-02T10:00:00Z');

    const res = await list(head, agencyId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((l: { id: string }) => l.id).slice(0, 2)).toEqual([second, first]);
    expect(body.data.find((l: { id: string }) => l.id === first)).toMatchObject({
      name: 'Для Ивановых',
      agent: { id: kate.user.id, name: 'Екатерина Лебедева' },
      itemsCount: 2,
      opens: 2,
      visitors: 2,
      reactions: 2,
      revoked: false,
    });
    expect(body.data.find((l: { id: string }) => l.id === first).firstOpenedAt).toEqual(expect.any(String));
    expect(body.data.find((l: { id: string }) => l.id === second)).toMatchObject({
      agent: { id: artem.user.id, name: '+7(900)000-00-09' },
      itemsCount: 1,
      opens: 0,
      reactions: 0,
      firstOpenedAt: null,
      revoked: true,
    });
    // Links sent by no member of this agency never show.
    const shown = body.data.map((l: { agent: { id: number } }) => l.agent.id);
    expect(shown).not.toContain(lone.user.id);
    expect(body.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [head, manager, kate, artem].map((a) => a.user.id).sort(),
    );
    expect(body.meta).toMatchObject({ current_page: 1, total: body.data.length });

    const onlyArtem = (await list(manager, agencyId, { memberId: artem.user.id })).json();
    expect(onlyArtem.data.map((l: { id: string }) => l.id)).toEqual([second]);
  });

  it('keeps a former member’s links for the agency and lets the head filter by them', async () => {
    const former = await actor(t, Role.agent, { name: 'Ушедший Агент' });
    await join(agencyId, former, CompanyRole.member);
    const sent = await send(former, [sea.object.id], 'До ухода');
    await t.db.delete(companyMembers).where(eq(companyMembers.userId, former.user.id));
    const body = (await list(head, agencyId, { memberId: former.user.id })).json();
    expect(body.data.map((l: { id: string }) => l.id)).toEqual([sent]);
    expect(body.members.find((m: { id: number }) => m.id === former.user.id)).toMatchObject({
      name: 'Ушедший Агент',
      current: false,
    });
  });

  it('refuses a plain member, hides a foreign agency and a foreign member, reads ids and pages strictly', async () => {
    expect((await list(kate, agencyId)).statusCode).toBe(403);
    expect((await list(outsider, agencyId)).statusCode).toBe(404);
    expect((await list(lone, agencyId)).statusCode).toBe(404);
    expect((await list(head, otherAgencyId)).statusCode).toBe(404);
    expect((await list(head, builderId)).statusCode).toBe(404);
    expect((await list(head, 999_999)).statusCode).toBe(404);
    expect((await list(head, agencyId, { memberId: outsider.user.id })).statusCode).toBe(404);
    expect((await list(head, agencyId, { memberId: 'abc' })).statusCode).toBe(422);
    expect((await list(head, agencyId, { page: '0' })).statusCode).toBe(422);
    expect((await list(null, agencyId)).statusCode).toBe(401);
    // The other agency's head sees their own agency, empty, and none of this one's links.
    const theirs = (await list(outsider, otherAgencyId)).json();
    expect(theirs.data).toEqual([]);
  });

  it('tells the caller their agency and whether they head it', async () => {
    const mine = (who: Actor) =>
      t.call(companyCollectionsApi.getUserAgency, null, who).then((r) => r.json().agency);
    expect(await mine(head)).toMatchObject({ id: agencyId, name: AGENCY, role: 'owner', heads: true });
    expect(await mine(manager)).toMatchObject({ role: 'manager', heads: true });
    expect(await mine(kate)).toMatchObject({ role: 'member', heads: false });
    expect(await mine(lone)).toBeNull();
  });
});
