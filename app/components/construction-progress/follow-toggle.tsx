// «Следить за стройкой»: a pressed/unpressed button for a logged-in buyer or agent; a new report then reaches the bell.
import { progressTexts } from '#shared/texts/progress.ts';
import { Button } from '#app/components/ui/button.tsx';
import { BellIcon, CheckIcon } from '#app/components/ui/icons.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { errorText } from '#app/lib/api-error.ts';
import { useFollowProgress } from '#app/resources/progress.ts';
import layout from '#app/styles/layout.module.css';
import styles from './progress.module.css';

const t = progressTexts.page;

export function FollowToggle({ objectId, following }: { objectId: number; following: boolean }) {
  const mutation = useFollowProgress(objectId);
  const toggle = () =>
    mutation.mutate(!following, {
      onSuccess: (answer) => toast(answer.following ? t.followed : t.unfollowed, { tone: 'success' }),
      onError: (error) => toast(errorText(error), { tone: 'error' }),
    });
  return (
    <div className={layout.toolbar}>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        icon={following ? <CheckIcon /> : <BellIcon />}
        aria-pressed={following}
        loading={mutation.isPending}
        onClick={toggle}
        data-testid="progress-follow"
      >
        {following ? t.following : t.follow}
      </Button>
      {!following && <span className={styles.followHint}>{t.followHint}</span>}
    </div>
  );
}
