// News of a complex: HTML from the editor, sanitized here (only simple formatting and safe links survive).
import { and, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { sanitizeNews } from '../news/sanitize-news.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import { news } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';

/** The stored HTML, cleaned by the rules the object page reads it with; a text that is empty once cleaned is refused. */
export function newsToStore(html: string): string {
  const clean = sanitizeNews(html);
  const visible = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!visible) throw invalid('text', backofficeTexts.errors.newsEmpty);
  return clean;
}

export async function createNews(
  db: DbOrTx,
  objectId: number,
  authorId: number,
  input: { text: string; created?: Date },
  now: Date,
): Promise<void> {
  await db.insert(news).values({
    objectId,
    authorId,
    text: newsToStore(input.text),
    created: input.created ?? now,
    updatedAt: now,
  });
}

export async function updateNews(
  db: DbOrTx,
  objectId: number,
  newsId: number,
  input: { text?: string; created?: Date },
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(news)
    .set({
      ...(input.text !== undefined ? { text: newsToStore(input.text) } : {}),
      ...(input.created ? { created: input.created } : {}),
      updatedAt: now,
    })
    .where(and(eq(news.objectId, objectId), eq(news.id, newsId)))
    .returning({ id: news.id });
  if (!row) throw notFound();
}

export async function deleteNews(db: DbOrTx, objectId: number, newsId: number): Promise<void> {
  const [row] = await db
    .delete(news)
    .where(and(eq(news.objectId, objectId), eq(news.id, newsId)))
    .returning({ id: news.id });
  if (!row) throw notFound();
}
