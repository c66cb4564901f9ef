import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, JoinState, Role } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useTestApp } from '../../test/use-app.ts';
import { joinRequests, notifications, users } from '../../db/schema/index.ts';
import { caller, type Caller } from '../../test/worlds/backoffice.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeJoinApi from '#shared/api/backoffice-join.ts';

const t = useTestApp();
let moder: Caller;
let agent: Caller;

beforeAll(async () => {
  moder = await caller(t, { abilities: [Ability.acceptCabinetRequests], group: Role.moder });
  agent = await caller(t, { abilities: [], group: Role.agent });
});
beforeEach(() => {
  t.realtime.sent.length = 0;
});

const file = (who: Caller, body: object = { company: 'ООО «СтройЮг»', comment: 'Строим в Адлере' }) =>
  t.callRaw(backofficeJoinApi.fileJoinRequest, { body }, who);
const decide = (who: Caller, id: number, state: string) =>
  t.callRaw(backofficeJoinApi.decideJoinRequest, { params: { id }, body: { state } }, who);
const abilitiesOf = async (id: number) =>
  (await t.db.select({ a: users.abilities }).from(users).where(eq(users.id, id)))[0]!.a;

describe('[backoffice] join requests', () => {
  it('[backoffice] a user files a request and sees it pending; a second one is refused', async () => {
    const applicant = await caller(t, { abilities: [] });
    const res = await file(applicant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: JoinState.pending,
      company: 'ООО «СтройЮг»',
      comment: 'Строим в Адлере',
      user: { id: applicant.user.id, phone: applicant.user.phone },
    });
    const again = await file(applicant);
    expect(again.statusCode).toBe(422);
    expect(again.failure().errors).toEqual({ company: [backofficeTexts.join.alreadyPending] });
    const own = await t.call(backofficeJoinApi.listJoinRequests, null, applicant);
    expect(own.json().data.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
  });

  it('[backoffice] requires a company; a builder who has the cabinet cannot ask again', async () => {
    const applicant = await caller(t, { abilities: [] });
    const empty = await file(applicant, { company: '', comment: '' });
    expect(empty.failure().errors).toEqual({ company: ['Обязательное поле'] });
    const builder = await caller(t);
    const member = await file(builder);
    expect(member.failure().errors).toEqual({ company: [backofficeTexts.join.alreadyMember] });
  });

  it('[backoffice] only accept-cabinet-requests sees every request and decides', async () => {
    const applicant = await caller(t, { abilities: [] });
    const { id } = (await file(applicant)).json();
    const all = await t.call(backofficeJoinApi.listJoinRequests, null, moder);
    expect(all.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const agentList = await t.call(backofficeJoinApi.listJoinRequests, null, agent);
    expect(agentList.json().data).toEqual([]);

    const refused = await decide(agent, id, 'approved');
    expect(refused.statusCode).toBe(403);
    expect(await abilitiesOf(applicant.user.id)).toEqual([]);
    const byApplicant = await decide(applicant, id, 'approved');
    expect(byApplicant.statusCode).toBe(403);
    expect((await t.db.select().from(joinRequests).where(eq(joinRequests.id, id)))[0]!.state).toBe('pending');
  });

  it('[backoffice] approval grants the cabinet and pushes the notification (true) and UserUpdated', async () => {
    const applicant = await caller(t, { abilities: [Ability.adCreate] });
    const { id } = (await file(applicant)).json();
    t.realtime.sent.length = 0;
    const res = await decide(moder, id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, state: JoinState.approved, decidedAt: expect.any(String) });
    expect(await abilitiesOf(applicant.user.id)).toEqual([Ability.adCreate, Ability.cabinet]);

    const [stored] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, applicant.user.id));
    expect(stored).toMatchObject({ type: 'BuilderCabinetModeration', payload: true });
    expect(t.realtime.sent).toEqual([
      {
        userId: applicant.user.id,
        event: PrivateEvent.Notification,
        payload: expect.objectContaining({ type: 'BuilderCabinetModeration', data: { payload: true } }),
      },
      { userId: applicant.user.id, event: PrivateEvent.UserUpdated, payload: {} },
    ]);
    // The running session may use the cabinet at once.
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, applicant)).statusCode).toBe(200);

    const twice = await decide(moder, id, 'rejected');
    expect(twice.failure().errors).toEqual({ state: [backofficeTexts.join.alreadyDecided] });
    expect(await abilitiesOf(applicant.user.id)).toContain(Ability.cabinet);
  });

  it('[backoffice] rejection leaves the abilities alone and notifies with false', async () => {
    const applicant = await caller(t, { abilities: [] });
    const { id } = (await file(applicant)).json();
    t.realtime.sent.length = 0;
    const res = await decide(moder, id, 'rejected');
    expect(res.json().state).toBe(JoinState.rejected);
    expect(await abilitiesOf(applicant.user.id)).toEqual([]);
    expect(t.realtime.sent).toEqual([
      expect.objectContaining({
        userId: applicant.user.id,
        event: PrivateEvent.Notification,
        payload: expect.objectContaining({ data: { payload: false } }),
      }),
    ]);
    // After a rejection the user may ask again.
    expect((await file(applicant)).statusCode).toBe(200);
  });

  it('[backoffice] refuses a "pending" decision and an unknown request', async () => {
    const applicant = await caller(t, { abilities: [] });
    const { id } = (await file(applicant)).json();
    const pending = await decide(moder, id, 'pending');
    expect(pending.failure().errors).toEqual({ state: ['Выберите: одобрить или отклонить'] });
    expect((await decide(moder, 999_999, 'approved')).statusCode).toBe(404);
    expect(t.realtime.sent).toEqual([]);
  });
});
