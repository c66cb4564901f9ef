// «Подборки агентства»: the links an agency's agents sent, for its head (owner or manager), with what each link
// brought back (openings, reactions); and the caller's agency, for the menu.
import { z } from 'zod';
import { COMPANY_ROLES, type TCompanyRole } from '../companies.ts';
import { ZPageMeta, ZPageQuery } from './common.ts';
import { zId, zOptional } from './form.ts';
import { ZPublicCompany } from './object.ts';

export const ZCompanyCollectionsParams = z.object({ id: zId });

/** memberId: only this agent's links (a member, or a former one who sent links for the agency). */
export const ZCompanyCollectionsQuery = ZPageQuery.extend({ memberId: zOptional(zId) });
export type TCompanyCollectionsQuery = z.input<typeof ZCompanyCollectionsQuery>;

/** An agent as the head's list names them: their name, else their phone. */
export const ZAgencyAgent = z.object({ id: z.number().int(), name: z.string() });

/** A sent link with what it brought back; counted over every visitor, the agent's own looks excluded. */
export const ZAgencySentLink = z.object({
  /** The link's id: the public page is /{id}. */
  id: z.string(),
  name: z.string(),
  agent: ZAgencyAgent,
  itemsCount: z.number().int(),
  sentAt: z.string(),
  /** Refreshed since sending (the same link with the collection's new content). */
  updatedAt: z.string(),
  /** The first time a client opened it; null: never yet. */
  firstOpenedAt: z.string().nullable(),
  /** Openings in all (a visitor counted once a day) and distinct visitors. */
  opens: z.number().int(),
  visitors: z.number().int(),
  /** Marks and comments the clients left. */
  reactions: z.number().int(),
  /** The agent withdrew it: the client's page says so. */
  revoked: z.boolean(),
});
export type TAgencySentLink = z.infer<typeof ZAgencySentLink>;

/** A choice of the member filter: the agency's members, then former ones who sent links for it. */
export const ZAgencyMemberOption = ZAgencyAgent.extend({ current: z.boolean() });
export type TAgencyMemberOption = z.infer<typeof ZAgencyMemberOption>;

export const ZCompanyCollectionsPage = z.object({
  data: z.array(ZAgencySentLink),
  meta: ZPageMeta,
  members: z.array(ZAgencyMemberOption),
});
export type TCompanyCollectionsPage = z.infer<typeof ZCompanyCollectionsPage>;

/** The caller's agency and whether they head it (owner or manager); null: in none. */
export const ZUserAgency = z.object({
  agency: ZPublicCompany.extend({
    role: z.enum(COMPANY_ROLES as [TCompanyRole, ...TCompanyRole[]]),
    heads: z.boolean(),
  }).nullable(),
});
export type TUserAgency = z.infer<typeof ZUserAgency>;
