import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunk } from './scripts/lib/first-screen-chunk.ts';
import { earlyScript } from './shared/early-script.ts';
import { serviceWorker } from './scripts/lib/service-worker-plugin.ts';

/** Writes .br and .gz beside every text asset of the build; the server sends them as they are (preCompressed). */
export function precompress(): Plugin {
  return {
    name: 'kvartal-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir!, file);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** The early requests' script, first in <head> (the server allows it by its hash: server/plugins/security.ts). */
function earlyRequests(): Plugin {
  return {
    name: 'kvartal-early-requests',
    transformIndexHtml: () => [{ tag: 'script', children: earlyScript(), injectTo: 'head-prepend' }],
  };
}

/**
 * Development only: /embed/{id} is the widget's page (embed.html, vite.embed.config.ts builds it for production)
 * and /embed.js its loader, bundled on request as the production build bundles it.
 */
function embedDev(): Plugin {
  return {
    name: 'kvartal-embed-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '';
        if (/^\/embed\/\d+\/?(\?|$)/.test(url)) {
          req.url = '/embed.html';
          return next();
        }
        if (!/^\/embed\.js(\?|$)/.test(url)) return next();
        const { loaderConfig } = await import('./vite.embed.config.ts');
        const output = await build({
          ...loaderConfig,
          configFile: false,
          build: { ...loaderConfig.build, write: false },
        });
        const [chunk] = (Array.isArray(output) ? output[0]! : (output as { output: { code?: string }[] }))
          .output;
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end((chunk as { code?: string }).code ?? '');
      });
    },
  };
}

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102): dev warnings and
 * checks run in production and its start-up costs more. The build takes the production copy it ships beside it;
 * `npm run dev` and the tests keep the development one.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  const entries: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'kvartal-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return entries[id] ?? null;
    },
  };
}

// The SPA lives in app/; `npm run dev` runs Vite on :3000 proxying the API on :3001.
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  // The widget (app/embed) is Preact: its files name their JSX source, and React's refresh leaves them alone.
  plugins: [
    react({ exclude: /\/app\/embed\// }),
    reactRouterProduction(),
    precompress(),
    firstScreenChunk(),
    earlyRequests(),
    embedDev(),
    serviceWorker(),
  ],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // A lazy chunk's scripts are not preloaded by links Vite's helper adds at the import (decision 036): on a cold
    // page each such link cost 1–5 ms of main thread at CPU ×4, a dozen of them in the task that starts a route.
    // index.html keeps its own preloads; stylesheets still load with their chunk.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/files': 'http://127.0.0.1:3001',
      '/socket.io': { target: 'http://127.0.0.1:3001', ws: true },
    },
  },
});
