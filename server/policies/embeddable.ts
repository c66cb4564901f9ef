// Which complexes the widget shows: published ones with a building and section open to buyers, whose builder has
// allowed at least one site. Anything else is «Объект недоступен» (NotFound), the same whether it exists or not.
import { asc, eq } from 'drizzle-orm';
import { embedTexts } from '#shared/texts/embed.ts';
import type { DbOrTx } from '../db/client.ts';
import { embedOrigins, objects, type ObjectRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { isPublicObject } from './visibility.ts';

/** The sites allowed to show the widget, oldest first. */
export async function loadOrigins(db: DbOrTx, objectId: number): Promise<string[]> {
  const rows = await db
    .select({ origin: embedOrigins.origin })
    .from(embedOrigins)
    .where(eq(embedOrigins.objectId, objectId))
    .orderBy(asc(embedOrigins.createdAt), asc(embedOrigins.origin));
  return rows.map((row) => row.origin);
}

export interface EmbedTarget {
  /** Null when the complex does not exist. */
  object: ObjectRow | null;
  origins: string[];
  /** Open to buyers (published, with a published section). */
  published: boolean;
  /** Published, and some site is allowed: the widget shows it. */
  open: boolean;
}

export async function findEmbedTarget(db: DbOrTx, objectId: number): Promise<EmbedTarget> {
  const [row] = await db
    .select({ object: objects, open: isPublicObject() })
    .from(objects)
    .where(eq(objects.id, objectId));
  if (!row) return { object: null, origins: [], published: false, open: false };
  const origins = await loadOrigins(db, objectId);
  const published = Boolean(row.open);
  return { object: row.object, origins, published, open: published && origins.length > 0 };
}

export async function requireEmbeddable(db: DbOrTx, objectId: number): Promise<ObjectRow> {
  const target = await findEmbedTarget(db, objectId);
  if (!target.object || !target.open) throw new AppError('NotFound', embedTexts.unavailable);
  return target.object;
}
