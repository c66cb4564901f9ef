// A wrong, mistyped or deleted snapshot link: a calm page for a client, not an error. Other failures offer a retry.
import { collectionTexts } from '#shared/texts/collections.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, SearchIcon } from '#app/components/ui/icons.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';

const t = collectionTexts.snapshot;

/**
 * A link that cannot name a snapshot or its object: NotFound, an id the server refuses to read, or (to a visitor
 * without a login) Unauthorized for an object the snapshot does not hold.
 */
export const isMissing = (error: unknown) =>
  error instanceof ApiError &&
  (error.type === 'NotFound' || error.type === 'ValidationFailed' || error.type === 'Unauthorized');

/** The agent withdrew the link (the server's NotFound says `revoked`). */
export const isRevoked = (error: unknown) =>
  error instanceof ApiError && (error.body as { revoked?: unknown } | null)?.revoked === true;

export function SnapshotFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.handled) return null;
  if (isMissing(error)) {
    const revoked = isRevoked(error);
    return (
      <EmptyState
        tone="neutral"
        icon={<SearchIcon size={32} />}
        title={revoked ? liveTexts.revoked.title : t.missingTitle}
        text={revoked ? liveTexts.revoked.hint : t.missingHint}
        action={<ButtonLink to={paths.authHome()}>{t.toHome}</ButtonLink>}
      />
    );
  }
  return (
    <EmptyState
      tone="danger"
      icon={<AlertIcon size={32} />}
      title={t.loadFailed}
      text={errorText(error)}
      action={<Button onClick={onRetry}>{t.retry}</Button>}
    />
  );
}
