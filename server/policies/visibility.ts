// Who sees a complex or a resale offer, and in what mode: a logged-in viewer, or anyone holding a snapshot (preview).
import type { FastifyRequest } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Ability, Kind, OfferStatus, UserStatus, type TKind } from '#shared/enums.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import type { DbOrTx } from '../db/client.ts';
import { objects, offers, type ObjectRow, type OfferRow, type UserRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { hasAbility, isAdmin } from '../policies.ts';
import { canPreviewViaSnapshot } from './snapshot-preview.ts';
import { builderCompanyIds, loadMemberships, membershipsOf } from './companies.ts';

/**
 * viewer: the caller, null in preview mode.
 * preview: opened through a snapshot: published content only, no commission, favourites or owner data.
 */
export interface Access {
  viewer: UserRow | null;
  preview: boolean;
  /** The builder companies the viewer belongs to (their complexes are the viewer's to manage). */
  companyIds: readonly number[];
}

/** The anonymous buyer's access (the widget, a preview). */
export const BUYER_ACCESS: Access = { viewer: null, preview: true, companyIds: [] };

/**
 * Only a person with the back-office belongs to a builder company (joining one grants it), so buyers and agents skip
 * the membership query and the hot reads keep their round trips.
 */
const mayBelongToBuilder = (viewer: UserRow) => hasAbility(viewer, Ability.cabinet);

/** A logged-in viewer's access, with the builder companies they belong to read for this request. */
export async function viewerAccess(request: FastifyRequest, viewer: UserRow | null): Promise<Access> {
  const companyIds =
    viewer && mayBelongToBuilder(viewer) ? builderCompanyIds(await membershipsOf(request)) : [];
  return { viewer, preview: false, companyIds };
}

/** A user's access outside a request (first paint, jobs, benchmarks): their builder companies read now. */
export async function userAccess(db: DbOrTx, viewer: UserRow): Promise<Access> {
  const companyIds = mayBelongToBuilder(viewer)
    ? builderCompanyIds(await loadMemberships(db, viewer.id))
    : [];
  return { viewer, preview: false, companyIds };
}

/** The builder company's members and admins see a complex before it is published, and its unpublished parts. */
export function managesObject(access: Access, object: Pick<ObjectRow, 'companyId'>): boolean {
  const { viewer } = access;
  if (access.preview || !viewer) return false;
  if (isAdmin(viewer)) return true;
  return object.companyId !== null && access.companyIds.includes(object.companyId);
}

/** SQL: the complex has a published building holding a published section (what buyers can open). */
export function hasPublicStructure(objectId: SQL | typeof objects.id): SQL {
  return sql`exists (
    select 1 from pavilions p join sections s on s.pavilion_id = p.id
    where p.object_id = ${objectId} and p.published and s.published
  )`;
}

/** SQL: the complex is open to everyone. */
export const isPublicObject = (): SQL => sql`(${objects.published} and ${hasPublicStructure(objects.id)})`;

/** The complex if this access may open it; NotFound otherwise (the same answer whether it exists or not). */
export async function findVisibleObject(db: DbOrTx, id: number, access: Access): Promise<ObjectRow> {
  const [row] = await db
    .select({ object: objects, open: isPublicObject() })
    .from(objects)
    .where(eq(objects.id, id));
  if (!row || !(row.open || managesObject(access, row.object))) {
    throw new AppError('NotFound', realtyTexts.errors.objectNotFound);
  }
  return row.object;
}

/** SQL: the resale offer is open to everyone (active: the search shows it; disabled, drafts and the rest not). */
export const isPublicOffer = (): SQL => sql`(${offers.status} = ${OfferStatus.active})`;

/** Active offers are public; the owner also sees drafts, inactive, archived and disabled ones (never in preview). */
export function seesOffer(access: Access, offer: Pick<OfferRow, 'status' | 'userId'>): boolean {
  if (offer.status === OfferStatus.active) return true;
  return !access.preview && access.viewer?.id === offer.userId;
}

export async function findVisibleOffer(db: DbOrTx, id: number, access: Access): Promise<OfferRow> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id)));
  if (!offer || !seesOffer(access, offer)) throw new AppError('NotFound', realtyTexts.errors.offerNotFound);
  return offer;
}

/**
 * The access of a request to a route that snapshots may open. With a snapshot id, the item must be in that
 * snapshot and the answer is a preview; without one the caller must be logged in and active, as on other routes.
 */
export async function resolveAccess(
  db: DbOrTx,
  request: FastifyRequest,
  snapshot: string | undefined,
  item: { kind: TKind; id: number },
): Promise<Access> {
  if (snapshot !== undefined) {
    if (await canPreviewViaSnapshot(db, snapshot, item.id, item.kind)) return BUYER_ACCESS;
    if (!request.user) throw new AppError('Unauthorized', realtyTexts.errors.snapshotInvalid);
    throw new AppError(
      'NotFound',
      item.kind === Kind.offer ? realtyTexts.errors.offerNotFound : realtyTexts.errors.objectNotFound,
    );
  }
  const user = request.user;
  // These routes are public for snapshots, so the login policy of 'active' routes is applied here.
  if (!user) throw new AppError('Unauthorized');
  if (user.status === UserStatus.notAccepted) throw new AppError('TermsNotAccepted');
  if (user.status === UserStatus.notVerified) throw new AppError('EmailNotVerified');
  return viewerAccess(request, user);
}
