// Mounted in the app shell. Inside the mobile wrapper: compares the newest published build with the running one at
// start and whenever NewAppVersion arrives on the public channel, and offers the update.
import { useEffect } from 'react';
import { PublicEvent } from '#shared/realtime.ts';
import { fill } from '#shared/texts/ru.ts';
import { appUpdateTexts } from '#shared/texts/notifications.ts';
import { toast } from '#app/components/ui/toast-store.ts';
import { isNativeApp } from '#app/lib/platform.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { fetchLatestVersion } from '../api/app-version.ts';
import { isNewer, readRunningVersion } from '../lib/running-version.ts';

const t = appUpdateTexts;

async function check(offered: Set<number>) {
  const running = await readRunningVersion();
  if (!running) return;
  const latest = await fetchLatestVersion(running.package).catch(() => null);
  if (!latest || !isNewer(running, latest) || offered.has(latest.version.code)) return;
  offered.add(latest.version.code);
  const url = latest.url;
  toast(fill(t.updateAvailable, latest.version.name), {
    duration: 0,
    action: {
      label: t.update,
      onClick: () => {
        if (url) window.open(url, '_system');
        else window.location.reload();
      },
    },
  });
}

export function AppUpdateCheck() {
  useEffect(() => {
    if (!isNativeApp()) return;
    const offered = new Set<number>();
    void check(offered);
    return onSocketEvent(PublicEvent.NewAppVersion, () => void check(offered));
  }, []);
  return null;
}
