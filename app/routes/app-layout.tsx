// The logged-in layout route: the shell with the bell and the listeners every screen keeps running.
import { AppShell } from '#app/components/layout/app-shell.tsx';
import { AppUpdateCheck } from '#app/features/app-version/components/app-update-check.tsx';
import { CabinetModerationListener } from '#app/features/backoffice/components/cabinet-moderation-listener.tsx';
import { NotificationBell } from '#app/features/notifications/components/notification-bell.tsx';
import { NotificationsHost } from '#app/features/notifications/components/notifications-host.tsx';

export default function AppLayout() {
  return (
    <AppShell
      bell={(className) => <NotificationBell className={className} />}
      listeners={
        <>
          <NotificationsHost />
          <AppUpdateCheck />
          <CabinetModerationListener />
        </>
      }
    />
  );
}
