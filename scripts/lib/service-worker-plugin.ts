// A Vite build plugin: once the SPA is written, Workbox (workbox-build's generateSW, decision 019) writes dist/app/sw.js
// that precaches the app's shell — index.html, the entry, the first screen, every lazy chunk, styles and icons — and
// answers any page address with the cached index.html when the network is gone. API answers are not cached by the
// worker (most are POST): the app keeps the last feed and objects itself (app/lib/offline-cache.ts). Photos are kept
// as they are seen, so a complex read online shows its pictures offline.
import path from 'node:path';
import type { Plugin } from 'vite';
import { generateSW } from 'workbox-build';

/** Addresses that are never the SPA: the API, files, feeds, the widget, the socket and the API reference. */
export const NOT_THE_APP = [/^\/api\//, /^\/files\//, /^\/feeds\//, /^\/embed/, /^\/socket\.io\//];

export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'kvartal-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { count, size, warnings } = await generateSW({
        globDirectory: outDir,
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['sw.js', 'push-sw.js', '**/*.map', 'embed/**', 'embed.js'],
        swDest: path.join(outDir, 'sw.js'),
        // Vite puts a content hash in every asset's name: no revision needed for them.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NOT_THE_APP,
        // The waiting worker takes over when the user accepts the «new version» prompt, not behind their back.
        skipWaiting: false,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        // Web push: the push and notificationclick handlers (app/public/push-sw.js).
        importScripts: ['/push-sw.js'],
        sourcemap: false,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      });
      for (const warning of warnings) this.warn(warning);
      this.info?.(`service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
    },
  };
}
