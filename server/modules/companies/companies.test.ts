import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Ability, Role, UserStatus } from '#shared/enums.ts';
import { isValidInn } from '#shared/companies.ts';
import { companyInvites, companyMembers, notifications, objects, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { uniquePhone } from '../../test/factories.ts';
import { loginByPhone } from '../../test/worlds/auth.ts';
import { caller, multipart, picture, type Caller } from '../../test/worlds/backoffice.ts';
import { ensureBuilderCompany } from './builder-company.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as companiesApi from '#shared/api/companies.ts';
import * as userApi from '#shared/api/user.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';
import type { As, TestInputOf } from '../../test/call.ts';

/** A valid ten-digit INN from nine digits of a seed. */
export function innFor(seed: number): string {
  const body = String(seed).padStart(9, '0').slice(-9);
  for (let d = 0; d < 10; d += 1) if (isValidInn(body + d)) return body + d;
  throw new Error('unreachable');
}

const t = useTestApp();
let seed = 770_000_000;
const nextInn = () => innFor((seed += 7));

const agent = () => caller(t, { group: Role.agent, abilities: [] });
/** The caller changes a member's role and permissions in the company, or takes them out of it. */
const setMember = (id: number, userId: number, body: MemberChange, as: As) =>
  t.call(companiesApi.updateCompanyMember, { params: { id, userId }, body }, as);
const removeMember = (id: number, userId: number, as: As) =>
  t.call(companiesApi.removeCompanyMember, { params: { id, userId } }, as);
type MemberChange = TestInputOf<typeof companiesApi.updateCompanyMember>['body'];

async function agency(owner: Caller, name = 'Агентство «Южный квартал»') {
  const res = await t.call(
    companiesApi.createCompany,
    { body: { kind: 'agency', name, inn: nextInn() } },
    owner,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}

/** Logs the phone in (again) after the code's resend pause. */
async function login(phone: string) {
  t.clock.advance(10 * 60_000);
  const answer = await loginByPhone(t, phone);
  // Past the terms and the e-mail, as a working member is.
  await t.db.update(users).set({ status: UserStatus.active }).where(eq(users.id, answer.user.id));
  return { user: { id: answer.user.id } as never, token: answer.token } as Caller & { user: { id: number } };
}

describe('[companies] creating an agency', () => {
  it('[companies] an agent creates an agency and owns it; a bad INN or KPP is a Russian 422 per field', async () => {
    const head = await agent();
    const bad = await t.call(
      companiesApi.createCompany,
      {
        body: {
          kind: 'agency',
          name: 'Агентство',
          inn: '1234567890',
          kpp: '12',
        },
      },
      head,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors.inn[0]).toMatch(/ИНН указан неверно/);
    expect(bad.failure().errors.kpp[0]).toMatch(/КПП указан неверно/);
    const noName = await t.call(
      companiesApi.createCompany,
      {
        body: {
          kind: 'agency',
          name: ' ',
          inn: nextInn(),
        },
      },
      head,
    );
    expect(noName.failure().errors.name).toEqual(['Укажите название компании']);
    const kind = await t.callRaw(
      companiesApi.createCompany,
      { body: { kind: 'bank', name: 'А', inn: nextInn() } },
      head,
    );
    expect(kind.failure().errors.kind[0]).toMatch(/агентство или застройщик/);

    const inn = nextInn();
    const res = await t.call(
      companiesApi.createCompany,
      {
        body: {
          kind: 'agency',
          name: 'Агентство «Дом у моря»',
          inn: `${inn.slice(0, 4)} ${inn.slice(4)}`,
          kpp: '231901001',
          legalAddress: 'Сочи, Курортный проспект, 1',
        },
      },
      head,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'agency',
      name: 'Агентство «Дом у моря»',
      inn,
      kpp: '231901001',
      logoUrl: null,
      role: 'owner',
      permissions: ['prices', 'publish', 'bookings', 'analytics', 'settings'],
      membersCount: 1,
    });
    const mine = await t.call(companiesApi.listUserCompanies, null, head);
    expect(mine.json()).toEqual([
      {
        company: { id: res.json().id, kind: 'agency', name: 'Агентство «Дом у моря»', logoUrl: null },
        role: 'owner',
        permissions: ['prices', 'publish', 'bookings', 'analytics', 'settings'],
      },
    ]);

    const second = await t.call(
      companiesApi.createCompany,
      {
        body: {
          kind: 'agency',
          name: 'Ещё',
          inn: nextInn(),
        },
      },
      head,
    );
    expect(second.statusCode).toBe(409);
    expect(second.failure().message).toMatch(/уже состоите в агентстве/);
  });

  it('[companies] a builder company comes by approval (403), and a buyer may not found an agency (403)', async () => {
    const head = await agent();
    const builder = await t.call(
      companiesApi.createCompany,
      {
        body: {
          kind: 'builder',
          name: 'ГК',
          inn: nextInn(),
        },
      },
      head,
    );
    expect(builder.statusCode).toBe(403);
    const buyer = await caller(t, { abilities: [] });
    const res = await t.call(
      companiesApi.createCompany,
      { body: { kind: 'agency', name: 'А', inn: nextInn() } },
      buyer,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('[companies] invites and members', () => {
  it('[companies] an invite is accepted at the new phone’s login: an agent joins, both hear of it', async () => {
    const head = await agent();
    const { id } = await agency(head, 'Агентство «Бриз»');
    const phone = uniquePhone();
    const wrong = await t.call(
      companiesApi.createCompanyInvite,
      {
        params: { id },
        body: {
          phone: '12345',
          role: 'member',
        },
      },
      head,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.failure().errors.phone[0]).toMatch(/формате/);
    const role = await t.callRaw(
      companiesApi.createCompanyInvite,
      { params: { id }, body: { phone, role: 'boss' } },
      head,
    );
    expect(role.failure().errors.role[0]).toMatch(/Роль/);
    const perm = await t.call(
      companiesApi.createCompanyInvite,
      {
        params: { id },
        body: {
          phone,
          role: 'member',
          permissions: ['bookings', 'fly'],
        },
      },
      head,
    );
    expect(perm.statusCode).toBe(422);
    expect(Object.values(perm.failure().errors).flat()[0]).toMatch(/Такого права нет/);

    const sent = await t.call(
      companiesApi.createCompanyInvite,
      { params: { id }, body: { phone, role: 'member' } },
      head,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ phone, role: 'member', permissions: ['bookings'] });
    const twice = await t.call(
      companiesApi.createCompanyInvite,
      { params: { id }, body: { phone, role: 'manager' } },
      head,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.failure().message).toMatch(/уже отправлено/);
    const listed = await t.call(companiesApi.listCompanyMembers, { params: { id } }, head);
    expect(listed.json().invites).toEqual([sent.json()]);

    t.realtime.sent.length = 0;
    const joined = await login(phone);
    const [person] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(person!.group).toBe(Role.agent);
    const members = (await t.call(companiesApi.listCompanyMembers, { params: { id } }, head)).json();
    expect(members.invites).toEqual([]);
    expect(members.members.map((m: { phone: string; role: string }) => [m.phone, m.role])).toEqual([
      [expect.any(String), 'owner'],
      [phone, 'member'],
    ]);
    const mine = (await t.call(companiesApi.listUserCompanies, null, joined)).json();
    expect(mine).toEqual([
      {
        company: expect.objectContaining({ id, name: 'Агентство «Бриз»' }),
        role: 'member',
        permissions: ['bookings'],
      },
    ]);
    const notes = await t.db.select().from(notifications);
    expect(notes).toContainEqual(
      expect.objectContaining({
        userId: person!.id,
        type: 'CompanyJoined',
        payload: expect.objectContaining({ companyId: id }),
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        userId: head.user.id,
        type: 'CompanyInviteAccepted',
        payload: expect.objectContaining({ phone }),
      }),
    );
    expect(t.realtime.sent.map((s) => s.userId)).toEqual(expect.arrayContaining([person!.id, head.user.id]));
  });

  it('[companies] an existing account accepts at its next login; one company of each kind per person', async () => {
    const head = await agent();
    const { id } = await agency(head, 'Агентство «Прибой»');
    const otherHead = await agent();
    const other = await agency(otherHead, 'Агентство «Волна»');
    const phone = uniquePhone();
    await loginByPhone(t, phone); // an account that existed before the invite

    await t.call(
      companiesApi.createCompanyInvite,
      { params: { id }, body: { phone, role: 'manager' } },
      head,
    );
    await t.call(
      companiesApi.createCompanyInvite,
      { params: { id: other.id }, body: { phone, role: 'member' } },
      otherHead,
    );
    const joined = await login(phone);
    const mine = (await t.call(companiesApi.listUserCompanies, null, joined)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      company: { id },
      role: 'manager',
      permissions: ['bookings', 'analytics'],
    });
    // The second agency's invite waits: the person is in an agency already.
    const [waiting] = await t.db.select().from(companyInvites).where(eq(companyInvites.companyId, other.id));
    expect(waiting!.acceptedAt).toBeNull();

    // Now that the phone has an agency, inviting it to another is refused at once, in Russian.
    const again = await t.call(
      companiesApi.createCompanyInvite,
      {
        params: { id: other.id },
        body: {
          phone: uniquePhone(),
          role: 'member',
        },
      },
      otherHead,
    );
    expect(again.statusCode).toBe(201);
    await t.call(
      companiesApi.deleteCompanyInvite,
      { params: { id: other.id, inviteId: waiting!.id } },
      otherHead,
    );
    const taken = await t.call(
      companiesApi.createCompanyInvite,
      {
        params: { id: other.id },
        body: {
          phone,
          role: 'member',
        },
      },
      otherHead,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.failure().message).toMatch(/уже состоит в другой компании/);
    const same = await t.call(
      companiesApi.createCompanyInvite,
      { params: { id }, body: { phone, role: 'member' } },
      head,
    );
    expect(same.failure().message).toMatch(/уже в вашей компании/);
  });

  it('[companies] a builder’s manager gets «Мои объекты» with the complexes and loses them the moment they are removed', async () => {
    const owner = await caller(t, { abilities: [Ability.cabinet] });
    const companyId = await ensureBuilderCompany(t.db, owner.user.id, t.clock.now());
    const [object] = await t.db
      .insert(objects)
      .values({ title: 'ЖК Ривьера', ownerId: owner.user.id, companyId })
      .returning();
    const phone = uniquePhone();
    const sent = await t.call(
      companiesApi.createCompanyInvite,
      {
        params: { id: companyId },
        body: {
          phone,
          role: 'manager',
          permissions: ['bookings', 'prices'],
        },
      },
      owner,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const manager = await login(phone);
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.abilities).toContain(Ability.cabinet);
    const me = await t.call(userApi.readUser, null, manager);
    expect(me.json().user.abilities).toContain(Ability.cabinet);
    const seen = await t.call(backofficeApi.getBackofficeObject, { params: { id: object!.id } }, manager);
    expect(seen.statusCode, seen.body).toBe(200);

    const removed = await removeMember(companyId, row!.id, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await t.call(backofficeApi.getBackofficeObject, { params: { id: object!.id } }, manager);
    expect(gone.statusCode).toBe(404);
    expect((await t.call(companiesApi.getCompany, { params: { id: companyId } }, manager)).statusCode).toBe(
      404,
    );
    expect((await t.call(companiesApi.listUserCompanies, null, manager)).json()).toEqual([]);
  });

  it('[companies] roles and permissions change; the last owner stays; a member may leave', async () => {
    const head = await agent();
    const { id } = await agency(head);
    const phone = uniquePhone();
    await t.call(companiesApi.createCompanyInvite, { params: { id }, body: { phone, role: 'member' } }, head);
    const member = await login(phone);
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));

    const changed = await setMember(
      id,
      row!.id,
      { role: 'manager', permissions: ['settings', 'bookings'], takesRequests: 0 },
      head,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      role: 'manager',
      permissions: ['bookings', 'settings'],
      takesRequests: false,
    });
    const unknown = await t.callRaw(
      companiesApi.updateCompanyMember,
      {
        params: { id, userId: row!.id },
        body: {
          role: 'king',
          permissions: ['rule'],
        },
      },
      head,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.failure().errors.role[0]).toMatch(/Роль/);

    // A manager with settings manages members but neither makes nor unmakes owners.
    const crown = await setMember(id, row!.id, { role: 'owner', permissions: [] }, member);
    expect(crown.statusCode).toBe(403);
    const depose = await removeMember(id, head.user.id, member);
    expect(depose.statusCode).toBe(403);

    const demote = await setMember(id, head.user.id, { role: 'manager', permissions: [] }, head);
    expect(demote.statusCode).toBe(409);
    expect(demote.failure().message).toMatch(/хотя бы один владелец/);
    const leaveAlone = await removeMember(id, head.user.id, head);
    expect(leaveAlone.statusCode).toBe(409);

    // With a second owner the first may step down.
    await setMember(id, row!.id, { role: 'owner', permissions: [] }, head);
    const stepDown = await setMember(id, head.user.id, { role: 'member', permissions: ['bookings'] }, head);
    expect(stepDown.statusCode).toBe(200);
    const left = await removeMember(id, head.user.id, head);
    expect(left.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, id), eq(companyMembers.userId, head.user.id))),
    ).toEqual([]);
  });
});

describe('[companies] profile, logo and refusals', () => {
  it('[companies] the profile saves with its version; a stale edit is a 409; the logo uploads and goes', async () => {
    const head = await agent();
    const created = await agency(head);
    const body = {
      name: 'Агентство «Новое имя»',
      inn: nextInn(),
      kpp: '',
      legalAddress: 'Сочи',
      version: created.version,
    };
    const saved = await t.call(companiesApi.updateCompany, { params: { id: created.id }, body }, head);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Агентство «Новое имя»', kpp: null, legalAddress: 'Сочи' });
    expect(saved.json().version).toBe(created.version + 1);
    const stale = await t.call(
      companiesApi.updateCompany,
      { params: { id: created.id }, body: { ...body, name: 'Другое' } },
      head,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.failure().message).toMatch(/Профиль компании изменил другой пользователь/);
    const badInn = await t.call(
      companiesApi.updateCompany,
      { params: { id: created.id }, body: { ...body, inn: '7707083894' } },
      head,
    );
    expect(badInn.failure().errors.inn[0]).toMatch(/ИНН указан неверно/);

    const form = await multipart({
      image: { data: await picture(300, 200, 'png'), filename: 'logo.png', type: 'image/png' },
    });
    const logo = await t.call(
      companiesApi.uploadCompanyLogo,
      { params: { id: created.id }, body: form },
      head,
    );
    expect(logo.statusCode, logo.body).toBe(200);
    const url = logo.json().logoUrl!;
    expect(url).toMatch(/^\/files\/logos\/company-/);
    expect(await t.storage.get(url.replace('/files/', ''))).not.toBeNull();
    const notImage = await multipart({
      image: { data: Buffer.from('hello'), filename: 'a.png', type: 'image/png' },
    });
    expect(
      (await t.call(companiesApi.uploadCompanyLogo, { params: { id: created.id }, body: notImage }, head))
        .statusCode,
    ).toBe(422);
    const dropped = await t.call(companiesApi.deleteCompanyLogo, { params: { id: created.id } }, head);
    expect(dropped.json()).toEqual({ logoUrl: null });
    expect(await t.storage.get(url.replace('/files/', ''))).toBeNull();
  });

  it('[companies] builders keep work hours and the request limit; the end comes after the start', async () => {
    const owner = await caller(t, { abilities: [Ability.cabinet] });
    const id = await ensureBuilderCompany(t.db, owner.user.id, t.clock.now());
    const base = { name: 'ГК «Ривьера»', inn: nextInn(), kpp: '231901001', legalAddress: '' };
    const wrong = await t.call(
      companiesApi.updateCompany,
      {
        params: { id },
        body: {
          ...base,
          workdayStart: 18,
          workdayEnd: 9,
        },
      },
      owner,
    );
    expect(wrong.failure().errors.workdayEnd[0]).toMatch(/позже начала/);
    const res = await t.call(
      companiesApi.updateCompany,
      {
        params: { id },
        body: {
          ...base,
          assignMode: 'by_object',
          requestLimitMinutes: 30,
          workdayStart: 8,
          workdayEnd: 20,
        },
      },
      owner,
    );
    expect(res.json()).toMatchObject({
      assignMode: 'by_object',
      requestLimitMinutes: 30,
      workdayStart: 8,
      workdayEnd: 20,
    });
  });

  it('[companies] a stranger gets 404 on every route of a company; a member without settings gets 403 on changes', async () => {
    const head = await agent();
    const { id } = await agency(head);
    const phone = uniquePhone();
    const invite = (
      await t.call(
        companiesApi.createCompanyInvite,
        { params: { id }, body: { phone: uniquePhone(), role: 'member' } },
        head,
      )
    ).json();
    await t.call(companiesApi.createCompanyInvite, { params: { id }, body: { phone, role: 'member' } }, head);
    const member = await login(phone);
    const stranger = await agent();
    const own = await agency(stranger, 'Чужое агентство');
    const form = await multipart({
      image: { data: await picture(40, 40), filename: 'l.webp', type: 'image/webp' },
    });
    const update = { name: 'Захват', inn: nextInn() };
    const routes: [EndpointDef, RawInput?][] = [
      [companiesApi.updateCompany, { params: { id }, body: update }],
      [companiesApi.uploadCompanyLogo, { params: { id }, body: form }],
      [companiesApi.deleteCompanyLogo, { params: { id } }],
      [companiesApi.createCompanyInvite, { params: { id }, body: { phone: uniquePhone(), role: 'member' } }],
      [companiesApi.deleteCompanyInvite, { params: { id, inviteId: invite.id } }],
      [
        companiesApi.updateCompanyMember,
        { params: { id, userId: head.user.id }, body: { role: 'member', permissions: [] } },
      ],
      [companiesApi.removeCompanyMember, { params: { id, userId: head.user.id } }],
    ];
    const reads: [EndpointDef, RawInput?][] = [
      [companiesApi.getCompany, { params: { id } }],
      [companiesApi.listCompanyMembers, { params: { id } }],
    ];
    for (const [descriptor, input] of [...reads, ...routes]) {
      const res = await t.callRaw(descriptor, input, stranger);
      expect(res.statusCode, `${descriptor.method} ${descriptor.path}`).toBe(404);
    }
    for (const [descriptor, input] of routes) {
      const res = await t.callRaw(descriptor, input, member);
      expect(res.statusCode, `${descriptor.method} ${descriptor.path}`).toBe(403);
    }
    expect((await t.call(companiesApi.listCompanyMembers, { params: { id } }, member)).statusCode).toBe(200);
    // Through their own company's id the stranger reaches none of the other's people or invites either.
    const viaOwn: [EndpointDef, RawInput?][] = [
      [
        companiesApi.updateCompanyMember,
        { params: { id: own.id, userId: head.user.id }, body: { role: 'member', permissions: [] } },
      ],
      [companiesApi.removeCompanyMember, { params: { id: own.id, userId: head.user.id } }],
      [companiesApi.deleteCompanyInvite, { params: { id: own.id, inviteId: invite.id } }],
    ];
    for (const [descriptor, input] of viaOwn) {
      const res = await t.callRaw(descriptor, input, stranger);
      expect(res.statusCode, `${descriptor.method} ${descriptor.path}`).toBe(404);
    }
    const [still] = await t.db.select().from(companyInvites).where(eq(companyInvites.id, invite.id));
    expect(still).toBeDefined();
    const list = (await t.callRaw(companiesApi.listCompanies, null, stranger)).json();
    expect(list.data.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('[companies] an admin lists every company, paged', async () => {
    const admin = await caller(t, { group: Role.admin, abilities: [] });
    const res = await t.callRaw(companiesApi.listCompanies, null, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBeGreaterThan(3);
    expect(res.json().data[0]).toMatchObject({ role: null });
  });
});
