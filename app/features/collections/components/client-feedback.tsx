// What the agent sees of the clients on the collection page: how often the links were opened, on top, and per item
// the clients' marks and comments, under its card.
import { countOf, formatDateTime } from '#shared/format.ts';
import type { TCollectionViews, TItemFeedback } from '#shared/schemas/collections-live.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { ChatIcon, CloseIcon, HeartIcon } from '#app/components/ui/icons.tsx';
import { viewsLine } from '../lib/views-line.ts';
import layout from '#app/styles/layout.module.css';
import status from '#app/styles/status.module.css';
import styles from './client-feedback.module.css';

const t = liveTexts.feedback;

export function ViewsLine({ views, now = new Date() }: { views: TCollectionViews; now?: Date }) {
  return (
    <p className={styles.views} role="status" data-testid="collection-views">
      <span>{viewsLine(views, now)}</span>
      {views.unique > 1 && (
        <span className={styles.visitors}>{countOf(views.unique, liveTexts.views.visitorsWord)}</span>
      )}
    </p>
  );
}

export function ItemFeedback({ feedback }: { feedback: TItemFeedback | undefined }) {
  if (!feedback) return null;
  return (
    <div className={styles.feedback} data-testid="item-feedback">
      <div className={layout.chips}>
        {feedback.likes > 0 && (
          <span className={`${styles.mark} ${status.good}`}>
            <HeartIcon size={16} fill="currentColor" />
            {fill(t.likes, feedback.likes)}
          </span>
        )}
        {feedback.dislikes > 0 && (
          <span className={`${styles.mark} ${status.bad}`}>
            <CloseIcon size={16} />
            {fill(t.dislikes, feedback.dislikes)}
          </span>
        )}
      </div>
      {feedback.comments.length > 0 && (
        <ul className={styles.comments}>
          {feedback.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <ChatIcon size={16} />
              <div>
                <p className={styles.text}>{comment.text}</p>
                <span className={styles.meta}>
                  {comment.clientName ?? t.anonymous} · {formatDateTime(comment.createdAt)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
