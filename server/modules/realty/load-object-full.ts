// POST /api/objects/{id}: a complex in full (PRODUCT §3), as this access may see it.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  cells,
  contacts,
  documents,
  news,
  pavilions,
  sections,
  type ObjectRow,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentDocument } from '../../storage/documents.ts';
import { presentNews } from '../news/present-news.ts';
import { loadPublicCompany } from '../companies/public-company.ts';
import { presentContact, presentFacts } from './present-facts.ts';
import { managesObject, type Access } from '../../policies/visibility.ts';
import { loadObjectCards } from '../cards/cards.ts';
import { loadAllImages } from './load-all-images.ts';
import { loadPavilions } from './load-pavilions.ts';
import { ownOffersIn } from './own-offers.ts';

/** How many of the latest news the page shows; the rest are on /realty/{id}/news. */
export const LATEST_NEWS = 3;

export async function loadObjectFull(
  db: DbOrTx,
  storage: Storage,
  object: ObjectRow,
  access: Access,
  now: Date,
  show?: string,
): Promise<TObjectFull> {
  const viewer = access.preview ? null : access.viewer;
  const drafts = managesObject(access, object);
  const [
    [card],
    pavilionList,
    contactRows,
    documentRows,
    newsRows,
    [newsTotal],
    allImages,
    own,
    shownCell,
    company,
  ] = await Promise.all([
    loadObjectCards(db, storage, [object.id], viewer, now),
    loadPavilions(db, object.id, drafts),
    access.preview
      ? Promise.resolve([])
      : db
          .select()
          .from(contacts)
          .where(eq(contacts.objectId, object.id))
          .orderBy(asc(contacts.sort), asc(contacts.id)),
    db
      .select()
      .from(documents)
      .where(eq(documents.objectId, object.id))
      .orderBy(asc(documents.sort), asc(documents.id)),
    db
      .select()
      .from(news)
      .where(eq(news.objectId, object.id))
      .orderBy(desc(news.created), desc(news.id))
      .limit(LATEST_NEWS),
    db.select({ n: count() }).from(news).where(eq(news.objectId, object.id)),
    loadAllImages(db, storage, Kind.realty, object.id),
    viewer ? ownOffersIn(db, object.id, viewer.id) : Promise.resolve([]),
    findShownCell(db, object.id, show, drafts),
    // Public in every mode, a sent link's preview too: who builds it is no sales contact.
    loadPublicCompany(db, storage, object.companyId),
  ]);
  return {
    ...card!,
    description: object.description,
    site: object.site,
    ...presentFacts(object),
    // A preview is sent by an agent to a client: the builder's sales contacts stay with the agent (never loaded).
    contacts: contactRows.map(presentContact),
    documents: documentRows.map((d) => presentDocument(storage, d)),
    news: newsRows.map(presentNews),
    newsCount: newsTotal?.n ?? 0,
    pavilions: pavilionList,
    allImages,
    offers: own,
    isOwner: managesObject(access, object),
    shownCell,
    company,
  };
}

/** `show` naming a unit: where it is, if it is a unit of this complex that the caller may see. */
async function findShownCell(db: DbOrTx, objectId: number, show: string | undefined, drafts: boolean) {
  if (!show || !/^\d{1,9}$/.test(show)) return null;
  const [row] = await db
    .select({ id: cells.id, sectionId: cells.sectionId, pavilionId: cells.pavilionId })
    .from(cells)
    .innerJoin(sections, eq(sections.id, cells.sectionId))
    .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
    .where(
      and(
        eq(cells.id, Number(show)),
        eq(cells.objectId, objectId),
        eq(cells.disabled, false),
        drafts ? undefined : and(eq(sections.published, true), eq(pavilions.published, true)),
      ),
    );
  return row ?? null;
}
