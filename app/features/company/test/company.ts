// A company as GET /api/companies/{id} presents it to its owner, and the routes that make the user its member, for
// component tests.
import type { TCompany } from '#shared/schemas/companies.ts';
import * as companiesApi from '#shared/api/companies.ts';
import type { FetchMock } from '#app/test/fetch-mock.ts';

export function aCompany(over: Partial<TCompany> = {}): TCompany {
  return {
    id: 3,
    kind: 'builder',
    name: 'ГК «Черноморстрой»',
    logoUrl: null,
    inn: '2320047812',
    kpp: null,
    legalAddress: null,
    assignMode: 'round_robin',
    requestLimitMinutes: 60,
    workdayStart: 9,
    workdayEnd: 19,
    agentShare: 50,
    membersCount: 3,
    version: 1,
    role: 'owner',
    permissions: ['prices', 'publish', 'bookings', 'analytics', 'settings'],
    ...over,
  };
}

/** The user is a member of this company (their list of companies) and can read it: what a company screen loads first. */
export function memberOf(api: FetchMock, company: TCompany): FetchMock {
  return api
    .on(companiesApi.listUserCompanies, {
      body: [
        {
          company: { id: company.id, kind: company.kind, name: company.name, logoUrl: company.logoUrl },
          role: company.role,
          permissions: company.permissions,
        },
      ],
    })
    .on(companiesApi.getCompany, { id: company.id }, { body: company });
}
