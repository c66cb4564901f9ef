// What a page shows when its data did not come: «not found» for NotFound, otherwise the error and a retry.
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, SearchIcon } from '#app/components/ui/icons.tsx';

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  // The API client already navigated away (login, access denied…): nothing to show here.
  if (error instanceof ApiError && error.handled) return null;
  if (error instanceof ApiError && error.type === 'NotFound') {
    return (
      <EmptyState
        tone="neutral"
        icon={<SearchIcon size={32} />}
        title={error.message}
        text={realtyTexts.errors.notFoundHint}
        action={<ButtonLink to={paths.feed()}>{realtyTexts.errors.toFeed}</ButtonLink>}
      />
    );
  }
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
