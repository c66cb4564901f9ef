// The installable app's worker (dist/app/sw.js, written by Workbox at build): registered once the first content is
// on screen, never inside the mobile wrapper (its files are local) nor in development. A new build's worker waits
// until the user accepts the «new version» prompt; then it takes over and the page reloads into the new build.
import { Workbox } from 'workbox-window';
import { appUpdateTexts } from '#shared/texts/notifications.ts';
import { isNativeApp } from './platform.ts';
import { toast } from './toast-store.ts';

let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator) || isNativeApp() || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () =>
    toast(appUpdateTexts.webUpdated, {
      duration: 0,
      action: { label: appUpdateTexts.reload, onClick: () => void reloadIntoNewBuild() },
    }),
  );
  void wb.register().catch(() => {
    // No worker (a browser that refuses it, a private window): the app works online as before.
  });
}

/**
 * A reload that lands in the build the server serves now: the worker would otherwise answer with the index.html it
 * precached. Asks the worker to look for a new build, lets a waiting one take over, then reloads.
 */
export async function reloadIntoNewBuild(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.update().catch(() => undefined);
    const waiting = registration.waiting ?? (await installed(registration));
    if (waiting) {
      const taken = new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
      waiting.postMessage({ type: 'SKIP_WAITING' });
      await Promise.race([taken, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
  }
  window.location.reload();
}

/** The worker being installed after update(), once it waits; null when there is none. */
function installed(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.installing;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') resolve(worker);
      if (worker.state === 'redundant' || worker.state === 'activated') resolve(null);
    });
  });
}
