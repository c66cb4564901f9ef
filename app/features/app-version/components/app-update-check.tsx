// Mounted in the app shell; the one answer to NewAppVersion (PRODUCT §7). Inside the mobile wrapper: compares the newest
// published build of its own package with the running versionCode, at start and on each NewAppVersion, and offers
// the update once per build. In a browser the mobile build means nothing, but a release is when the web build
// changes too: the tab offers a reload only if the server now serves another web build than the one it runs.
import { useEffect } from 'react';
import { PublicEvent, type TNewAppVersionEvent } from '#shared/realtime.ts';
import { fill } from '#shared/texts/ru.ts';
import { appUpdateTexts } from '#shared/texts/notifications.ts';
import { toast } from '#app/lib/toast-store.ts';
import { isNativeApp } from '#app/lib/platform.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { reloadIntoNewBuild } from '#app/lib/service-worker.ts';
import { fetchLatestVersion } from '#app/resources/app-version.ts';
import { isNewer, readRunningVersion } from '../lib/running-version.ts';
import { newerWebBuild } from '../lib/web-build.ts';

const t = appUpdateTexts;

async function checkNative(offered: Set<number>, event?: Partial<TNewAppVersionEvent>) {
  const running = await readRunningVersion();
  if (!running) return;
  // Another package's build (another app on the same server) is not ours.
  if (event?.package !== undefined && event.package !== running.package) return;
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

async function checkWeb(offered: Set<string>) {
  const served = await newerWebBuild();
  if (!served || offered.has(served)) return;
  offered.add(served);
  toast(t.webUpdated, {
    duration: 0,
    action: { label: t.reload, onClick: () => void reloadIntoNewBuild() },
  });
}

export function AppUpdateCheck() {
  useEffect(() => {
    if (isNativeApp()) {
      const offered = new Set<number>();
      void checkNative(offered);
      return onSocketEvent(
        PublicEvent.NewAppVersion,
        (payload) => void checkNative(offered, (payload ?? {}) as Partial<TNewAppVersionEvent>),
      );
    }
    const offered = new Set<string>();
    return onSocketEvent(PublicEvent.NewAppVersion, () => void checkWeb(offered));
  }, []);
  return null;
}
