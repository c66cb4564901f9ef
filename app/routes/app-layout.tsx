// The logged-in layout route: the shell with the bell and the listeners every screen keeps running. The listeners'
// code (notification texts, bookings, the version check) is not on the first screen's path: it loads once the first
// content is shown (at once on screens that do not mark it). The bell's count needs none of it.
import { lazy, Suspense } from 'react';
import { AppShell } from '#app/components/layout/app-shell.tsx';
import { NotificationBell } from '#app/features/notifications/components/notification-bell.tsx';
import { useAfterFirstContent } from '#app/lib/first-content.ts';

const AppListeners = lazy(() => import('./app-listeners.tsx'));

export default function AppLayout() {
  const started = useAfterFirstContent();
  return (
    <AppShell
      bell={(className) => <NotificationBell className={className} />}
      listeners={
        started && (
          <Suspense fallback={null}>
            <AppListeners />
          </Suspense>
        )
      }
    />
  );
}
