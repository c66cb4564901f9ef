// A page that could not load its building or section: «не найден» with the way back for a NotFound, otherwise the
// error with a retry.
import type { ReactNode } from 'react';
import { ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon } from '#app/components/ui/icons.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';

export function LoadFailure({
  error,
  missingTitle,
  failedTitle,
  back,
  onRetry,
}: {
  error: unknown;
  missingTitle: string;
  failedTitle: string;
  /** The link shown when the page does not exist. */
  back: ReactNode;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && error.type === 'NotFound';
  return (
    <EmptyState
      tone={missing ? 'warning' : 'danger'}
      icon={<AlertIcon size={36} />}
      title={missing ? missingTitle : failedTitle}
      text={missing ? ru.backoffice.pavilionNotFoundHint : errorText(error)}
      action={
        missing ? (
          back
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            {chessEditorTexts.pavilion.retry}
          </Button>
        )
      }
    />
  );
}
