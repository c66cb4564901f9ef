// What every logged-in screen keeps running without showing it: the notifications' live hooks and panel, the new
// version check, the back-office moderation listener. Its own chunk, mounted after the first screen's content.
import { AppUpdateCheck } from '#app/features/app-version/components/app-update-check.tsx';
import { CabinetModerationListener } from '#app/features/backoffice/components/cabinet-moderation-listener.tsx';
import { NotificationsHost } from '#app/features/notifications/components/notifications-host.tsx';

export default function AppListeners() {
  return (
    <>
      <NotificationsHost />
      <AppUpdateCheck />
      <CabinetModerationListener />
    </>
  );
}
