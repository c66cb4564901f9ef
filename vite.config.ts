import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in app/; `npm run dev` runs Vite on :3000 proxying the API on :3001.
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
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
