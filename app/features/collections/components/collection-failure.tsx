// A collection that did not come: a deleted or foreign one leads back to the list; other failures offer a retry.
import { collectionTexts } from '#shared/texts/collections.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, FolderIcon } from '#app/components/ui/icons.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';

export function CollectionFailure({
  error,
  onRetry,
  listHref,
}: {
  error: unknown;
  onRetry: () => void;
  listHref: string;
}) {
  if (error instanceof ApiError && error.handled) return null;
  if (error instanceof ApiError && (error.type === 'NotFound' || error.type === 'ValidationFailed')) {
    return (
      <EmptyState
        tone="neutral"
        icon={<FolderIcon size={32} />}
        title={error.message}
        text={collectionTexts.one.notFoundHint}
        action={<ButtonLink to={listHref}>{collectionTexts.one.back}</ButtonLink>}
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
