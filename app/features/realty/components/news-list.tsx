// News items: the date and the cleaned HTML text.
import type { TNews } from '#shared/schemas/object.ts';
import { formatDateLong } from '#shared/format.ts';
import { NewsHtml } from './news-html.tsx';
import styles from './news-list.module.css';

export function NewsList({ news }: { news: readonly TNews[] }) {
  return (
    <ol className={styles.list}>
      {news.map((n) => (
        <li key={n.id} className={styles.item}>
          <time className={styles.date} dateTime={n.created}>
            {formatDateLong(n.created)}
          </time>
          <NewsHtml html={n.text} />
        </li>
      ))}
    </ol>
  );
}
