// A company as GET /api/companies/{id} presents it to its owner, for component tests.
import type { TCompany } from '#shared/schemas/companies.ts';

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
