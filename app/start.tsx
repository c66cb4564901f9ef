// The app's start (main.tsx imports it last, then renders): styles, the router, the query cache, the socket
// handlers.
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client.ts';
import { setSocketHandlers } from './lib/socket.ts';
import { resumeSession, watchOtherTabs } from './lib/session.ts';
import { createAppRouter } from './router.tsx';
import { afterFirstContent } from './lib/first-content.ts';
import { mirrorSession, watchFirstPaint } from './lib/first-paint.ts';
import { getToken } from './lib/storage.ts';

/**
 * Starts the app and returns its first render. Started offline, the last feed and objects come back from the kept
 * cache first, before the router's guards (loaders, run as it is created) ask the network; that code (TanStack's
 * hydrate) is a chunk of its own, which the service worker keeps, so an online start does not carry it.
 */
export async function startApp(): Promise<(root: Root) => void> {
  if (!navigator.onLine) {
    await import('./lib/offline-restore.ts').then((m) => m.restoreOfflineCache()).catch(() => false);
  }
  const router = createAppRouter();
  // What the app does with pushes loads with the socket's first connection.
  setSocketHandlers(() => import('./lib/realtime.ts').then((m) => void m.installRealtime()));
  resumeSession();
  // A session from before the server's first paint gets its cookie; a painted screen goes if the address moves on.
  mirrorSession(getToken());
  watchFirstPaint((listener) => router.subscribe(listener));
  watchOtherTabs();

  // The installable app (manifest, worker, kept cache) comes after the first content, not before it.
  afterFirstContent(() => {
    void import('./lib/offline-cache.ts').then((m) => m.keepOfflineCache());
    void import('./lib/service-worker.ts').then((m) => m.registerServiceWorker());
    // Error reports (a DSN from /api/config) load their SDK only now, and only when there is a DSN.
    void import('./lib/error-reports.ts').then((m) => m.startErrorReports());
  });

  return (root) =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
}
