// What a page shows when its data did not come: «not found» for NotFound, otherwise the error and a retry; and until
// it comes, the spinner.
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, SearchIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';

/** Nothing under this address: what is missing, and the way back to the feed. */
export function NotFoundState({ title }: { title: string }) {
  return (
    <EmptyState
      tone="neutral"
      icon={<SearchIcon size={32} />}
      title={title}
      text={realtyTexts.errors.notFoundHint}
      action={<ButtonLink to={paths.feed()}>{realtyTexts.errors.toFeed}</ButtonLink>}
    />
  );
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  // The API client already navigated away (login, access denied…): nothing to show here.
  if (error instanceof ApiError && error.handled) return null;
  if (error instanceof ApiError && error.type === 'NotFound') return <NotFoundState title={error.message} />;
  return (
    <EmptyState
      tone="danger"
      icon={<AlertIcon size={32} />}
      title={realtyTexts.errors.loadFailed}
      text={errorText(error)}
      action={onRetry ? <Button onClick={onRetry}>{realtyTexts.errors.retry}</Button> : undefined}
    />
  );
}

/** Until the page's data is in: the failure with a retry, or the spinner while it loads. */
export function LoadPending({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  return query.isError ? (
    <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <PageSpinner />
  );
}
