// Moderation for moders and admins (issue 5): users by phone or name, role changes and bans; offers, disable and restore.
import { z } from 'zod';
import { OfferStatus, Role } from '../enums.ts';
import { zEnum, ZAbility, ZUserStatus } from './enum.ts';
import { ZPageMeta, ZPageQuery } from './common.ts';
import { zId, zOptional, zText } from './form.ts';
import { ZOfferCard } from './offer.ts';

/** The user or offer a moderation route acts on. */
export const ZModerationIdParams = z.object({ id: zId });

/** GET /api/moderation/users?search&page: search by phone digits or by name. */
export const ZModerationUsersQuery = ZPageQuery.extend({ search: zOptional(zText(100)) });

export const ZModerationUser = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  group: zEnum(Role),
  /** While banned: the role the ban replaced, which unbanning gives back. */
  groupBeforeBan: zEnum(Role).nullable(),
  status: ZUserStatus,
  abilities: z.array(ZAbility),
  offersCount: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TModerationUser = z.infer<typeof ZModerationUser>;

export const ZModerationUsersPage = z.object({ data: z.array(ZModerationUser), meta: ZPageMeta });

/** PUT /api/moderation/users/{id}: a role; `disabled` bans, any other role on a banned user unbans (the screen sends
 * groupBeforeBan). */
export const ZRoleChange = z.object({ group: zEnum(Role) });
export type TRoleChange = z.infer<typeof ZRoleChange>;

export const ZModerationUserResponse = z.object({ data: ZModerationUser });

/** GET /api/moderation/offers?status&page: every status but draft when none is given. */
export const ZModerationOffersQuery = ZPageQuery.extend({ status: zOptional(zEnum(OfferStatus)) });

export const ZModerationOffer = ZOfferCard.extend({
  owner: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    phone: z.string(),
    group: zEnum(Role),
  }),
  disabledAt: z.string().nullable(),
});
export type TModerationOffer = z.infer<typeof ZModerationOffer>;

export const ZModerationOffersPage = z.object({ data: z.array(ZModerationOffer), meta: ZPageMeta });
export const ZModerationOfferResponse = z.object({ data: ZModerationOffer });
