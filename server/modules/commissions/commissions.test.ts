// «Вознаграждения» through the API: the agent's and the agency head's lists with totals summed in SQL, the moves
// (reconciliation, approval, payment, dispute with its thread) and their refusals, the other side told live, the
// builder's payables by month and agency, the CSV, the act of reconciliation, and every stranger refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PrivateEvent } from '#shared/realtime.ts';
import type {
  TBackofficeCommissionsPage,
  TCommission,
  TCommissionsPage,
} from '#shared/schemas/commissions.ts';
import { companyMembers, notifications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readPdf } from '../../test/pdf.ts';
import {
  buildCommissionWorld,
  dealFor,
  type CommissionWorld,
  type Person,
} from '../../test/worlds/commissions.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as commissionsApi from '#shared/api/commissions.ts';
import * as companiesApi from '#shared/api/companies.ts';

const t = useTestApp();
let w: CommissionWorld;
/** The agent's accrued commission (3 % of the flat's price, the agency's default split 50 %). */
let mine: { id: number; amount: number; agentAmount: number };
let colleagues: number;
let solo: number;
let expected: number;

beforeAll(async () => {
  w = await buildCommissionWorld(t);
  const a = await dealFor(t, w, w.agent, w.units[0]!);
  mine = a.commission;
  colleagues = (await dealFor(t, w, w.colleague, w.units[1]!)).commission.id;
  solo = (await dealFor(t, w, w.loner, w.units[2]!)).commission.id;
  expected = (await dealFor(t, w, w.agent, w.units[3]!, 'booking')).commission.id;
});

const reconcile = (who: Person, id: number, body: Record<string, unknown> = {}) =>
  t.call(
    commissionsApi.reconcileCommission,
    {
      params: { id },
      body: { contractNumber: 'ДДУ-17/045', contractDate: '2026-11-20', comment: 'Прошу сверить', ...body },
    },
    who,
  );
const put = (who: Person, id: number, body: Record<string, unknown>) =>
  t.callRaw(commissionsApi.updateBackofficeCommission, { params: { id }, body }, who);
const comment = (who: Person, id: number, body: Record<string, unknown>) =>
  t.callRaw(commissionsApi.commentCommission, { params: { id }, body }, who);
const noticesOf = (userId: number, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const versionOf = async (id: number) =>
  (
    (
      await t.callRaw(commissionsApi.listBackofficeCommissions, null, w.builder)
    ).json() as TBackofficeCommissionsPage
  ).data.find((c) => c.id === id)!.version;

describe('[commissions] the agent side', () => {
  it('[commissions] an agent lists their own with the deal, the frozen terms, the split and totals of their part', async () => {
    const res = await t.callRaw(commissionsApi.listCommissions, null, w.agent);
    expect(res.statusCode).toBe(200);
    const page = res.json() as TCommissionsPage;
    expect(page.data.map((c) => c.id).sort()).toEqual([mine.id, expected].sort());
    const one = page.data.find((c) => c.id === mine.id)!;
    expect(one).toMatchObject({
      state: 'accrued',
      terms: { kind: 'percent', value: 300, source: 'complex' },
      agentShare: 50,
      deal: { objectTitle: 'ЖК «Лазурный»', stage: 'contract', unit: { kind: 'flat' } },
      agency: { id: w.agencyId },
      can: { reconcile: true, approve: false, pay: false },
    });
    expect(one.amount).toBe(Math.round(one.deal.price * 0.03));
    expect(one.agentAmount + one.agencyAmount).toBe(one.amount);
    // Totals are the agent's part, summed in SQL: equal to the items'.
    expect(page.totals.payable).toMatchObject({ count: 1, agentAmount: one.agentAmount });
    expect(page.totals.paid.count).toBe(0);
    const expectedRow = page.totals.byState.find((s) => s.state === 'expected')!;
    expect(expectedRow.count).toBe(1);
    expect(page.members).toEqual([]);
    expect(page.agency).toBeNull();
  });

  it('[commissions] the agency head sees every member’s, filters by member, and a plain agent cannot', async () => {
    const page = (await t.callRaw(commissionsApi.listCommissions, null, w.head)).json() as TCommissionsPage;
    expect(page.data.map((c) => c.id).sort()).toEqual([mine.id, colleagues, expected].sort());
    expect(page.agency?.id).toBe(w.agencyId);
    expect(page.members.map((m) => m.id)).toContain(w.colleague.user.id);
    const sum = page.data
      .filter((c) => ['accrued', 'reconciliation', 'approved', 'disputed'].includes(c.state))
      .reduce((s, c) => s + c.agencyAmount, 0);
    expect(page.totals.payable.agencyAmount).toBe(sum);
    const one = (
      await t.call(commissionsApi.listCommissions, { query: { member: w.colleague.user.id } }, w.head)
    ).json() as TCommissionsPage;
    expect(one.data.map((c) => c.id)).toEqual([colleagues]);
    expect(
      (await t.call(commissionsApi.listCommissions, { query: { member: w.loner.user.id } }, w.head))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(commissionsApi.listCommissions, { query: { member: w.colleague.user.id } }, w.agent))
        .statusCode,
    ).toBe(404);
  });

  it('[commissions] a buyer, a foreign agent and another agency see no figures', async () => {
    for (const who of [w.buyer, w.loner, w.otherHead, w.otherAgencyAgent]) {
      const page = (await t.callRaw(commissionsApi.listCommissions, null, who)).json() as TCommissionsPage;
      expect(page.data.map((c) => c.id)).not.toContain(mine.id);
    }
    expect((await t.callRaw(commissionsApi.listCommissions)).statusCode).toBe(401);
  });
});

describe('[commissions] reconciliation, approval and payment', () => {
  it('[commissions] refuses a bad contract number, a future date and a commission not yet accrued', async () => {
    const bad = await reconcile(w.agent, mine.id, {
      contractNumber: 'без номера',
      contractDate: '2026-13-40',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors).toHaveProperty('contractNumber');
    expect(bad.failure().errors).toHaveProperty('contractDate');
    const future = await reconcile(w.agent, mine.id, { contractDate: '2026-11-25' });
    expect(future.statusCode).toBe(422);
    expect(future.failure().errors.contractDate[0]).toBe('Дата не может быть в будущем');
    const early = await reconcile(w.agent, expected, {});
    expect(early.statusCode).toBe(409);
    expect(early.failure().message).toContain('Ожидается');
  });

  it('[commissions] strangers cannot ask for another’s reconciliation: 404', async () => {
    for (const who of [w.colleague, w.loner, w.otherHead, w.buyer, w.builder, w.otherBuilder]) {
      expect((await reconcile(who, mine.id)).statusCode).toBe(404);
    }
    expect((await reconcile(w.agent, 999_999)).statusCode).toBe(404);
  });

  it('[commissions] the agent asks for reconciliation: the builder’s people are told, lists pushed live', async () => {
    const before = t.realtime.sent.length;
    const res = await reconcile(w.agent, mine.id);
    expect(res.statusCode).toBe(200);
    const c = res.json().commission as TCommission;
    expect(c).toMatchObject({
      state: 'reconciliation',
      contractNumber: 'ДДУ-17/045',
      contractDate: '2026-11-20',
      reconcileComment: 'Прошу сверить',
      can: { reconcile: false },
    });
    expect(c.thread.at(-1)).toMatchObject({
      toState: 'reconciliation',
      side: 'agent',
      text: 'Прошу сверить',
    });
    for (const who of [w.builder, w.manager]) {
      const [notice] = await noticesOf(who.user.id, 'CommissionReconcile');
      expect(notice!.payload).toMatchObject({ commissionId: mine.id, state: 'reconciliation' });
    }
    expect(await noticesOf(w.clerk.user.id, 'CommissionReconcile')).toHaveLength(0);
    const pushed = t.realtime.sent.slice(before).filter((p) => p.event === PrivateEvent.CommissionsChanged);
    expect(pushed.map((p) => p.userId)).toEqual(
      expect.arrayContaining([w.builder.user.id, w.manager.user.id, w.head.user.id, w.agent.user.id]),
    );
  });

  it('[commissions] the builder approves; a stale version is 409; the agent and strangers cannot', async () => {
    const version = await versionOf(mine.id);
    expect((await put(w.agent, mine.id, { version, action: 'approve' })).statusCode).toBe(404);
    expect((await put(w.otherBuilder, mine.id, { version, action: 'approve' })).statusCode).toBe(404);
    expect((await put(w.clerk, mine.id, { version, action: 'approve' })).statusCode).toBe(404);
    expect((await put(w.manager, mine.id, { version: version - 1, action: 'approve' })).statusCode).toBe(409);
    const res = await put(w.manager, mine.id, { version, action: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json().commission).toMatchObject({ state: 'approved', can: { pay: true, approve: false } });
    expect(await noticesOf(w.agent.user.id, 'CommissionApproved')).toHaveLength(1);
    expect((await put(w.manager, mine.id, { version: version + 1, action: 'approve' })).statusCode).toBe(409);
  });

  it('[commissions] payment needs a payment order and a date neither in the future nor before approval', async () => {
    const version = await versionOf(mine.id);
    const pay = (paymentOrder: string, paidAt: string) =>
      put(w.builder, mine.id, { version, action: 'pay', paymentOrder, paidAt });
    const none = await put(w.builder, mine.id, { version, action: 'pay' });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.failure().errors).sort()).toEqual(['paidAt', 'paymentOrder']);
    const letters = await pay('ПП-1', '2026-11-21');
    expect(letters.failure().errors.paymentOrder[0]).toBe('Номер платёжного поручения — до 6 цифр');
    const future = await pay('512', '2026-11-22');
    expect(future.statusCode).toBe(422);
    const before = await pay('512', '2026-11-01');
    expect(before.failure().errors.paidAt[0]).toBe('Дата оплаты не может быть раньше согласования');
    const res = await pay('512', '2026-11-21');
    expect(res.statusCode).toBe(200);
    expect(res.json().commission).toMatchObject({ state: 'paid', paymentOrder: '512', paidAt: '2026-11-21' });
    expect(await noticesOf(w.agent.user.id, 'CommissionPaid')).toHaveLength(1);
    // «К выплате» dropped, «Выплачено» grew.
    const page = (await t.callRaw(commissionsApi.listCommissions, null, w.agent)).json() as TCommissionsPage;
    expect(page.totals.payable.count).toBe(0);
    expect(page.totals.paid).toMatchObject({ count: 1, agentAmount: mine.agentAmount });
    expect(
      (await put(w.builder, mine.id, { version: version + 1, action: 'dispute', comment: 'x' })).statusCode,
    ).toBe(409);
  });
});

describe('[commissions] disputes and the thread', () => {
  it('[commissions] the builder disputes only with a comment; the agent answers and asks again', async () => {
    expect((await reconcile(w.colleague, colleagues)).statusCode).toBe(200);
    let version = await versionOf(colleagues);
    const bare = await put(w.builder, colleagues, { version, action: 'dispute' });
    expect(bare.statusCode).toBe(422);
    expect(bare.failure().errors.comment[0]).toBe('Напишите комментарий');
    const res = await put(w.builder, colleagues, {
      version,
      action: 'dispute',
      comment: 'Номер договора не совпадает с нашим',
    });
    expect(res.json().commission.state).toBe('disputed');
    const [notice] = await noticesOf(w.colleague.user.id, 'CommissionDisputed');
    expect(notice!.payload).toMatchObject({ comment: 'Номер договора не совпадает с нашим' });
    const reply = await comment(w.colleague, colleagues, { text: 'Проверил: ДДУ-17/046, исправляю' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().commission.state).toBe('disputed');
    // A plain comment keeps the version: the builder's open form does not go stale.
    expect(await versionOf(colleagues)).toBe(version + 1);
    expect(await noticesOf(w.builder.user.id, 'CommissionDisputed')).toHaveLength(1);
    const again = await reconcile(w.colleague, colleagues, { contractNumber: 'ДДУ-17/046' });
    expect(again.json().commission).toMatchObject({ state: 'reconciliation', contractNumber: 'ДДУ-17/046' });
    const thread = (again.json().commission as TCommission).thread;
    expect(thread.map((l) => [l.side, l.toState, l.text])).toEqual([
      [null, 'accrued', null],
      ['agent', 'reconciliation', 'Прошу сверить'],
      ['builder', 'disputed', 'Номер договора не совпадает с нашим'],
      ['agent', null, 'Проверил: ДДУ-17/046, исправляю'],
      ['agent', 'reconciliation', 'Прошу сверить'],
    ]);
    version = await versionOf(colleagues);
    expect((await put(w.builder, colleagues, { version, action: 'approve' })).statusCode).toBe(200);
  });

  it('[commissions] the agent side disputes an approved one with a comment; strangers cannot write', async () => {
    const res = await comment(w.head, colleagues, { text: 'Сумма посчитана от старой цены', dispute: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().commission.state).toBe('disputed');
    expect((await comment(w.head, colleagues, { text: '' })).statusCode).toBe(422);
    for (const who of [w.agent, w.loner, w.otherHead, w.buyer, w.otherBuilder, w.clerk]) {
      expect((await comment(who, colleagues, { text: 'Привет' })).statusCode).toBe(404);
    }
    expect((await comment(w.loner, solo, { text: 'Когда?', dispute: true })).statusCode).toBe(409);
  });
});

describe('[commissions] the builder’s payables', () => {
  it('[commissions] totals by state, month and agency are the items’ sums; «Частные агенты» for a loner', async () => {
    const res = await t.callRaw(commissionsApi.listBackofficeCommissions, null, w.builder);
    expect(res.statusCode).toBe(200);
    const page = res.json() as TBackofficeCommissionsPage;
    expect(page.data).toHaveLength(4);
    const all = page.data.reduce((s, c) => s + c.amount, 0);
    expect(page.totals.byState.reduce((s, r) => s + r.amount, 0)).toBe(all);
    const accrued = page.data.filter((c) => c.accruedAt);
    expect(page.months).toEqual([
      expect.objectContaining({
        month: '2026-11',
        count: accrued.length,
        amount: accrued.reduce((s, c) => s + c.amount, 0),
      }),
    ]);
    const loner = page.agencies.find((a) => a.agencyId === null)!;
    expect(loner).toMatchObject({ name: 'Частные агенты', count: 1 });
    const byLoner = (
      await t.call(commissionsApi.listBackofficeCommissions, { query: { agencyId: '0' } }, w.builder)
    ).json() as TBackofficeCommissionsPage;
    expect(byLoner.data.map((c) => c.id)).toEqual([solo]);
    const paid = (
      await t.call(commissionsApi.listBackofficeCommissions, { query: { state: 'paid' } }, w.manager)
    ).json() as TBackofficeCommissionsPage;
    expect(paid.data.map((c) => c.id)).toEqual([mine.id]);
    const empty = (
      await t.call(commissionsApi.listBackofficeCommissions, { query: { month: '2025-01' } }, w.builder)
    ).json() as TBackofficeCommissionsPage;
    expect(empty.data).toHaveLength(0);
    expect(empty.totals.payable.amount).toBe(0);
    expect(
      (await t.call(commissionsApi.listBackofficeCommissions, { query: { month: '2026-13' } }, w.builder))
        .statusCode,
    ).toBe(422);
  });

  it('[commissions] members without bookings or analytics, agents and other builders are refused', async () => {
    for (const who of [w.clerk, w.agent, w.head, w.buyer])
      expect((await t.callRaw(commissionsApi.listBackofficeCommissions, null, who)).statusCode).toBe(403);
    const other = await t.callRaw(commissionsApi.listBackofficeCommissions, null, w.otherBuilder);
    expect((other.json() as TBackofficeCommissionsPage).data).toHaveLength(0);
    expect((await t.callRaw(commissionsApi.exportBackofficeCommissions, null, w.agent)).statusCode).toBe(403);
  });

  it('[commissions] the CSV opens in Russian Excel: BOM, «;», integer roubles, the month filter', async () => {
    const res = await t.call(
      commissionsApi.exportBackofficeCommissions,
      { query: { month: '2026-11' } },
      w.builder,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]!.split(';')[0]).toBe('№');
    expect(lines).toHaveLength(4);
    const paidLine = lines.find((l) => l.startsWith(`${mine.id};`))!.split(';');
    expect(paidLine).toContain(String(mine.amount));
    expect(paidLine).toContain('ЖК «Лазурный»');
    expect(paidLine).toContain('512');
    expect(paidLine).toContain('Выплачено');
    const none = await t.call(
      commissionsApi.exportBackofficeCommissions,
      { query: { month: '2025-01' } },
      w.builder,
    );
    expect(none.body.slice(1).trim().split('\r\n')).toHaveLength(1);
  });
});

describe('[commissions] a reading member', () => {
  it('[commissions] a member with analytics only reads the payables and the CSV but moves nothing: 403', async () => {
    await t.db
      .update(companyMembers)
      .set({ permissions: ['analytics'] })
      .where(eq(companyMembers.userId, w.clerk.user.id));
    const page = (
      await t.callRaw(commissionsApi.listBackofficeCommissions, null, w.clerk)
    ).json() as TBackofficeCommissionsPage;
    const one = page.data.find((c) => c.id === solo)!;
    expect(one.can).toMatchObject({ approve: false, pay: false, dispute: false, comment: false });
    expect((await t.callRaw(commissionsApi.exportBackofficeCommissions, null, w.clerk)).statusCode).toBe(200);
    expect((await put(w.clerk, solo, { version: one.version, action: 'approve' })).statusCode).toBe(403);
    expect((await comment(w.clerk, solo, { text: 'Проверю' })).statusCode).toBe(403);
    // Another builder's CSV holds none of this company's commissions.
    const other = await t.callRaw(commissionsApi.exportBackofficeCommissions, null, w.otherBuilder);
    expect(other.body.slice(1).trim().split('\r\n')).toHaveLength(1);
    await t.db
      .update(companyMembers)
      .set({ permissions: ['prices'] })
      .where(eq(companyMembers.userId, w.clerk.user.id));
  });
});

describe('[commissions] the act of reconciliation', () => {
  it('[commissions] prints the parties, the deal, the amount in figures and words, the payment', async () => {
    const res = await t.callRaw(commissionsApi.getCommissionAct, { params: { id: mine.id } }, w.agent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Акт сверки взаиморасчётов');
    expect(text).toContain('АН «Южный квартал»');
    expect(text).toContain('ЖК «Лазурный»');
    expect(text).toContain('Екатерина Агентова');
    expect(text).toContain('ДДУ-17/045');
    expect(text).toContain('3 % от цены');
    expect(text).toMatch(/рублей 00 копеек|рубля 00 копеек|рубль 00 копеек/);
    expect(text).toContain('П/п № 512 от 21.11.2026');
    expect(text).toContain('Агенту 50 %, агентству 50 %');
  });

  it('[commissions] the builder, their reading manager and a moder open it; strangers get 404', async () => {
    for (const who of [w.builder, w.manager, w.head, w.moder])
      expect(
        (await t.call(commissionsApi.getCommissionAct, { params: { id: mine.id } }, who)).statusCode,
      ).toBe(200);
    for (const who of [
      w.colleague,
      w.loner,
      w.otherHead,
      w.otherAgencyAgent,
      w.buyer,
      w.otherBuilder,
      w.clerk,
    ])
      expect(
        (await t.call(commissionsApi.getCommissionAct, { params: { id: mine.id } }, who)).statusCode,
      ).toBe(404);
  });
});

describe('[commissions] the complex’s terms and the agency’s split', () => {
  const putObject = (who: Person, body: Record<string, unknown>) =>
    t.call(backofficeApi.updateBackofficeObject, { params: { id: w.objectId }, body }, who);
  const putAgency = (who: Person, body: Record<string, unknown>) =>
    t.callRaw(
      companiesApi.updateCompany,
      { params: { id: w.agencyId }, body: { name: 'АН «Южный квартал»', inn: '2320047812', ...body } },
      who,
    );

  it('[commissions] the terms editor refuses fixed terms without a sum, a doubled layout and a percent over 20', async () => {
    const noSum = await putObject(w.builder, { commission: { kind: 'fixed' } });
    expect(noSum.statusCode).toBe(422);
    expect(noSum.failure().errors['commission.fixed'][0]).toBe('Укажите фиксированную сумму');
    const bad = await putObject(w.builder, {
      commission: {
        overrides: [
          { cntApart: 3, kind: 'percent', value: 2500 },
          { cntApart: 3, kind: 'fixed', value: 100_000 },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors['commission.overrides.0.value'][0]).toBe('Процент — от 0,01 до 20');
    expect(bad.failure().errors['commission.overrides.1.cntApart'][0]).toBe(
      'Для этой планировки условия уже заданы',
    );
    expect((await putObject(w.otherBuilder, { commission: { percent: 9 } })).statusCode).toBe(404);
  });

  it('[commissions] a commission keeps the terms frozen at booking; a new booking takes the new ones', async () => {
    const res = await putObject(w.builder, {
      commission: { percent: 5, overrides: [{ cntApart: 3, kind: 'fixed', value: 200_000 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().commission).toMatchObject({
      percent: 5,
      kind: 'percent',
      overrides: [{ cntApart: 3, kind: 'fixed', value: 200_000 }],
    });
    const old = (
      (await t.callRaw(commissionsApi.listCommissions, null, w.agent)).json() as TCommissionsPage
    ).data.find((c) => c.id === mine.id)!;
    expect(old.terms).toEqual({ kind: 'percent', value: 300, source: 'complex' });
    expect(old.amount).toBe(mine.amount);
    const fresh = await dealFor(t, w, w.loner, w.units[4]!);
    expect(fresh.commission).toMatchObject({
      terms: { kind: 'fixed', value: 200_000, source: 'layout' },
      amount: 200_000,
      agentShare: 100,
      agentAmount: 200_000,
    });
  });

  it('[commissions] the agency’s owner sets the split; members cannot; new deals take it, old ones keep theirs', async () => {
    expect((await putAgency(w.agent, { agentShare: 70 })).statusCode).toBe(403);
    const over = await putAgency(w.head, { agentShare: 150 });
    expect(over.statusCode).toBe(422);
    expect(over.failure().errors.agentShare[0]).toBe('Доля агента — от 0 до 100 %');
    const res = await putAgency(w.head, { agentShare: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json().agentShare ?? res.json().company?.agentShare).toBe(60);
    const { commission } = await dealFor(t, w, w.colleague, w.units[5]!);
    expect(commission).toMatchObject({ agentShare: 60, agentAmount: 120_000, agencyAmount: 80_000 });
    const page = (
      await t.callRaw(commissionsApi.listCommissions, null, w.colleague)
    ).json() as TCommissionsPage;
    expect(page.data.find((c) => c.id === colleagues)!.agentShare).toBe(50);
  });
});
