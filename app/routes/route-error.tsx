// What a route shows when its loader or render fails: «not found» for 404s, otherwise a reload offer
// (a page chunk that no longer exists after a release is the usual cause).
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { Button } from '#app/components/ui/button.tsx';
import { AlertIcon } from '#app/components/ui/icons.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { ErrorScreen } from './errors/error-screen.tsx';

// Eager itself (a release's missing chunk is what it mostly shows), but «not found» may load on demand.
const NotFoundPage = lazy(() => import('./not-found.tsx'));

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  const text = error instanceof ApiError ? error.message : appTexts.errors.pageFailedHint;
  return (
    <ErrorScreen
      tone="danger"
      icon={<AlertIcon size={32} />}
      title={appTexts.errors.pageFailed}
      text={text}
      action={<Button onClick={() => window.location.reload()}>{appTexts.errors.reload}</Button>}
    />
  );
}
