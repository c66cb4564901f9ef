// The news feed of a complex, newest first, paged (the /realty/{id}/news page).
import { count, desc, eq } from 'drizzle-orm';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TNewsPage } from '#shared/schemas/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { news, type ObjectRow } from '../../db/schema/index.ts';
import { presentNews } from './present-news.ts';

export const NEWS_PER_PAGE = 10;

export async function listNews(
  db: DbOrTx,
  object: Pick<ObjectRow, 'id' | 'title'>,
  page: number,
): Promise<TNewsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(eq(news.objectId, object.id))
      .orderBy(desc(news.created), desc(news.id))
      .limit(NEWS_PER_PAGE)
      .offset((page - 1) * NEWS_PER_PAGE),
    db.select({ n: count() }).from(news).where(eq(news.objectId, object.id)),
  ]);
  return {
    object: { id: object.id, title: object.title },
    data: rows.map(presentNews),
    meta: pageMeta(page, NEWS_PER_PAGE, total?.n ?? 0),
  };
}
