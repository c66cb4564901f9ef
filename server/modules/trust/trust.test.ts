import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import type { TBuilderPage, TTrustAnswer, TTrustCard } from '#shared/schemas/trust.ts';
import { useTestApp } from '../../test/use-app.ts';
import { companies, deadlineHistory, objects, pavilions } from '../../db/schema/index.ts';
import { caller, sectionFixture, type Caller, useCaller } from '../../test/worlds/chess-editor.ts';
import * as searchApi from '#shared/api/search.ts';
import * as trustApi from '#shared/api/trust.ts';

const DECLARATION = 'https://наш.дом.рф/сервисы/каталог-новостроек/объект/12345';
const PERMIT = 'https://xn--80az8a.xn--d1aqf.xn--p1ai/permits/23-RU23309000-1234-2024';
/** Sberbank's INN: 10 digits with a valid check digit. */
const INN = '7707083893';

describe('[trust] the trust card, its moderation and the builder’s page', () => {
  const t = useTestApp();
  const owner = useCaller(t);
  const stranger = useCaller(t);
  const moder = useCaller(t, { abilities: [], group: Role.moder });
  const buyer = useCaller(t, { abilities: [] });

  async function publishedComplex(who: Caller = owner) {
    const fixture = await sectionFixture(t, who.user.id, { published: true });
    await t.db.update(objects).set({ published: true }).where(eq(objects.id, fixture.objectId));
    return fixture;
  }
  const statement = {
    escrowBankId: 1,
    declarationUrl: DECLARATION,
    permitUrl: PERMIT,
    fz214: true,
    developerInn: INN,
  };
  const save = (objectId: number, body: object, who: Caller = owner) =>
    t.callRaw(trustApi.saveTrust, { params: { id: objectId }, body }, who);
  const decide = (objectId: number, body: object, who: Caller | null = moder) =>
    t.callRaw(trustApi.decideTrust, { params: { objectId }, body }, who);
  const card = async (objectId: number) => {
    const res = await t.callRaw(trustApi.getTrustCard, { params: { id: objectId } }, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TTrustCard;
  };
  const escrowSearch = async (objectId: number) => {
    const res = await t.callRaw(searchApi.searchCards, { body: { objectId, escrow: 1 } }, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number }[] }).data.some((c) => c.id === objectId);
  };

  it('the builder states every part; each waits for a moderator and the public card shows none yet', async () => {
    const { objectId } = await publishedComplex();
    const res = await save(objectId, statement);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TTrustAnswer;
    expect(answer).toMatchObject({ ...statement, version: 1 });
    expect(answer.checks.map((c) => [c.field, c.state])).toEqual([
      ['escrowBank', 'pending'],
      ['declaration', 'pending'],
      ['permit', 'pending'],
      ['fz214', 'pending'],
      ['developerInn', 'pending'],
    ]);
    expect((await card(objectId)).items).toEqual([]);
    expect(await escrowSearch(objectId)).toBe(false);
  });

  it('refuses links off наш.дом.рф, an unknown bank, a wrong INN in Russian, and a stale version with 409', async () => {
    const { objectId } = await publishedComplex();
    const bad = await save(objectId, {
      ...statement,
      declarationUrl: 'https://example.com/declaration.pdf',
      permitUrl: 'http://наш.дом.рф/permit',
      escrowBankId: 999,
      developerInn: '7707083894',
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.failure().errors as Record<string, string[]>;
    expect(errors.declarationUrl?.[0]).toMatch(/наш\.дом\.рф/);
    expect(errors.permitUrl?.[0]).toMatch(/наш\.дом\.рф/);
    expect(errors.escrowBankId?.[0]).toMatch(/банк/i);
    expect(errors.developerInn?.[0]).toMatch(/ИНН/);

    expect((await save(objectId, statement)).statusCode).toBe(200);
    const stale = await save(objectId, { ...statement, fz214: false, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.failure().message).toMatch(/другой пользователь/);
  });

  it('a moderator verifies the escrow and refuses the permit with a reason; the card, the filter and the builder follow', async () => {
    const { objectId } = await publishedComplex();
    await save(objectId, statement);
    const queue = await t.call(trustApi.listTrustModeration, { query: { state: 'pending' } }, moder);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectId, field: 'escrowBank', value: 'Сбербанк', state: 'pending' }),
      ]),
    );

    const noReason = await decide(objectId, { field: 'permit', verified: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.failure().errors.reason[0]).toMatch(/что не так/);

    t.clock.set(new Date('2026-11-20T09:00:00Z'));
    expect((await decide(objectId, { field: 'escrowBank', verified: true })).statusCode).toBe(200);
    const refused = await decide(objectId, {
      field: 'permit',
      verified: false,
      reason: 'Ссылка ведёт на другой объект',
    });
    expect(refused.statusCode).toBe(200);
    const answer = refused.json() as TTrustAnswer;
    expect(answer.checks.find((c) => c.field === 'permit')).toMatchObject({
      state: 'refused',
      reason: 'Ссылка ведёт на другой объект',
    });
    expect((await card(objectId)).items).toEqual([
      { field: 'escrowBank', value: 'Сбербанк', checkedAt: '2026-11-20T09:00:00.000Z' },
    ]);
    expect(await escrowSearch(objectId)).toBe(true);

    // Another bank is a new claim: checked again before buyers see it.
    const changed = await save(objectId, { ...statement, escrowBankId: 2, version: answer.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as TTrustAnswer).checks.find((c) => c.field === 'escrowBank')?.state).toBe(
      'pending',
    );
    expect((await card(objectId)).items).toEqual([]);
    expect(await escrowSearch(objectId)).toBe(false);
  });

  it('an unstated part cannot be decided; nobody but moders and admins reaches the queue', async () => {
    const { objectId } = await publishedComplex();
    await save(objectId, { ...statement, permitUrl: '', fz214: false });
    const unstated = await decide(objectId, { field: 'permit', verified: true });
    expect(unstated.statusCode).toBe(406);
    expect(unstated.failure().message).toMatch(/не указал/);
    expect((await decide(objectId, { field: 'escrowBank', verified: true }, owner)).statusCode).toBe(403);
    expect((await t.callRaw(trustApi.listTrustModeration, null, buyer)).statusCode).toBe(403);
    expect((await t.callRaw(trustApi.listTrustModeration)).statusCode).toBe(401);
    expect((await decide(987_654, { field: 'escrowBank', verified: true })).statusCode).toBe(404);
  });

  it('a stranger reads and writes no other builder’s statement: 404, nothing written', async () => {
    const { objectId } = await publishedComplex();
    expect(
      (await t.call(trustApi.getBackofficeTrust, { params: { id: objectId } }, stranger)).statusCode,
    ).toBe(404);
    expect((await save(objectId, statement, stranger)).statusCode).toBe(404);
    expect((await save(objectId, statement, buyer)).statusCode).toBe(403);
    const own = await t.call(trustApi.getBackofficeTrust, { params: { id: objectId } }, owner);
    expect(own.json()).toMatchObject({ version: 0, checks: [], escrowBankId: null });
  });

  it('the builder’s page lists its published complexes, the record of delivered buildings and verified documents', async () => {
    const builder = await caller(t);
    const delivered = await publishedComplex(builder);
    const late = await publishedComplex(builder);
    const building = await publishedComplex(builder);
    const hidden = await sectionFixture(t, builder.user.id, { published: true });
    const [{ companyId } = { companyId: null }] = await t.db
      .select({ companyId: objects.companyId })
      .from(objects)
      .where(eq(objects.id, delivered.objectId));
    await t.db.update(companies).set({ name: 'ГК «Тест-Строй»' }).where(eq(companies.id, companyId!));
    t.clock.set(new Date('2026-12-01T09:00:00Z'));
    await t.db
      .update(pavilions)
      .set({ dateBuild: '2025-06-01' })
      .where(eq(pavilions.id, delivered.pavilionId));
    await t.db.update(pavilions).set({ dateBuild: '2026-03-01' }).where(eq(pavilions.id, late.pavilionId));
    await t.db.insert(deadlineHistory).values({
      objectId: late.objectId,
      pavilionId: late.pavilionId,
      fromDate: '2025-09-01',
      toDate: '2026-03-01',
      cause: 'building',
    });
    await t.db
      .update(pavilions)
      .set({ dateBuild: '2027-12-01' })
      .where(eq(pavilions.id, building.pavilionId));
    await save(delivered.objectId, statement, builder);
    await decide(delivered.objectId, { field: 'escrowBank', verified: true });

    const res = await t.callRaw(trustApi.getBuilderPage, { params: { id: companyId! } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as TBuilderPage;
    expect(page.name).toBe('ГК «Тест-Строй»');
    expect(page.record).toEqual({ delivered: 2, onTime: 1 });
    expect(page.complexes.map((c) => [c.id, c.delivered, c.escrowVerified])).toEqual([
      [building.objectId, false, false],
      [late.objectId, true, false],
      [delivered.objectId, true, true],
    ]);
    expect(page.complexes.map((c) => c.id)).not.toContain(hidden.objectId);
    expect(page.documents).toEqual([{ field: 'escrowBank', complexes: 1 }]);
    expect((await t.call(trustApi.getBuilderPage, { params: { id: 987654 } })).statusCode).toBe(404);
  });
});
