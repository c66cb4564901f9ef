// The chessboard widget, built apart from the SPA into the same dist/app (decision 027): `vite build -c
// vite.embed.config.ts` writes embed.html and its Preact bundle; with `--mode loader` it writes embed.js, the classic
// script builders paste into their sites (one IIFE, nothing shared with anything else).
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './vite.config.ts';

const outDir = '../dist/app';

export const loaderConfig: UserConfig = {
  root: 'app',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2019',
    sourcemap: false,
    lib: { entry: 'embed/loader.ts', formats: ['iife'], name: 'kvartalEmbed', fileName: () => 'embed.js' },
  },
};

const pageConfig: UserConfig = {
  root: 'app',
  publicDir: false,
  plugins: [precompress()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: { input: { embed: 'app/embed.html' } },
  },
};

export default defineConfig(({ mode }) => (mode === 'loader' ? loaderConfig : pageConfig));
