// A collection that did not come: a deleted or foreign one leads back to the list; other failures offer a retry.
// Until it comes, the spinner.
import { collectionTexts } from '#shared/texts/collections.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, FolderIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';

/** Until the collection is in: the failure, or the spinner while it loads. */
export function CollectionPending({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  return query.isError ? (
    <CollectionFailure error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <PageSpinner />
  );
}

function CollectionFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.handled) return null;
  if (error instanceof ApiError && (error.type === 'NotFound' || error.type === 'ValidationFailed')) {
    return (
      <EmptyState
        tone="neutral"
        icon={<FolderIcon size={32} />}
        title={error.message}
        text={collectionTexts.one.notFoundHint}
        action={<ButtonLink to={paths.collections()}>{collectionTexts.one.back}</ButtonLink>}
      />
    );
  }
  return (
    <EmptyState
      tone="danger"
      icon={<AlertIcon size={32} />}
      title={collectionTexts.one.loadFailed}
      text={errorText(error)}
      action={<Button onClick={onRetry}>{collectionTexts.one.retry}</Button>}
    />
  );
}
