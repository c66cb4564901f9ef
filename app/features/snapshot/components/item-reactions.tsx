// Under each item of a sent link: «Нравится» / «Не подходит» (tapping the chosen one again clears it) and a comment
// for the agent with an optional name, kept for the next comment. The client's own comments are listed.
import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '#shared/format.ts';
import type { TReactionMark, TSnapshotItem } from '#shared/schemas/collections-live.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ChatIcon, CloseIcon, HeartIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useReactToSnapshot } from '#app/resources/snapshot.ts';
import styles from './item-reactions.module.css';

// The form (react-hook-form, Zod) loads when a comment is started, not with the link's first screen.
const CommentForm = lazy(() => import('./comment-form.tsx'));

const t = liveTexts.reactions;

export interface ItemReactionsProps {
  snapshotId: string;
  item: Pick<TSnapshotItem, 'kind' | 'id' | 'title' | 'mark' | 'comments'>;
}

export function ItemReactions({ snapshotId, item }: ItemReactionsProps) {
  const react = useReactToSnapshot(snapshotId);
  const [writing, setWriting] = useState(false);
  const [pendingMark, setPendingMark] = useState<TReactionMark | null>(null);

  const mark = async (choice: TReactionMark) => {
    setPendingMark(choice);
    try {
      await react.mutateAsync({
        kind: item.kind,
        itemId: item.id,
        reaction: item.mark === choice ? null : choice,
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toast(t.failed, { tone: 'error' });
    } finally {
      setPendingMark(null);
    }
  };

  return (
    <div className={styles.reactions} data-testid="item-reactions">
      <div className={styles.marks} role="group" aria-label={item.title}>
        <Button
          variant={item.mark === 'like' ? 'primary' : 'secondary'}
          size="sm"
          icon={<HeartIcon size={18} fill={item.mark === 'like' ? 'currentColor' : 'none'} />}
          aria-pressed={item.mark === 'like'}
          loading={pendingMark === 'like'}
          onClick={() => void mark('like')}
        >
          {liveTexts.like}
        </Button>
        <Button
          variant={item.mark === 'dislike' ? 'danger' : 'secondary'}
          size="sm"
          icon={<CloseIcon size={18} />}
          aria-pressed={item.mark === 'dislike'}
          loading={pendingMark === 'dislike'}
          onClick={() => void mark('dislike')}
        >
          {liveTexts.dislike}
        </Button>
        {!writing && (
          <Button variant="ghost" size="sm" icon={<ChatIcon size={18} />} onClick={() => setWriting(true)}>
            {t.comment}
          </Button>
        )}
      </div>
      {item.comments.length > 0 && (
        <ul className={styles.comments} aria-label={t.yourComments}>
          {item.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <p className={styles.text}>{comment.text}</p>
              <span className={styles.meta}>
                {[comment.clientName, formatDateTime(comment.createdAt)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {writing && (
        <Suspense fallback={<Spinner />}>
          <CommentForm snapshotId={snapshotId} item={item} onDone={() => setWriting(false)} />
        </Suspense>
      )}
    </div>
  );
}
