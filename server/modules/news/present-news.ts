// A news row as the API presents it: the HTML cleaned again on the way out.
import type { TNews } from '#shared/schemas/object.ts';
import type { news } from '../../db/schema/index.ts';
import { sanitizeNews } from './sanitize-news.ts';

export function presentNews(row: Pick<typeof news.$inferSelect, 'id' | 'text' | 'created'>): TNews {
  return { id: row.id, text: sanitizeNews(row.text), created: row.created.toISOString() };
}
