import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Browser build of the resident app, listener page and command centre; the hub serves dist/web. */
export default defineConfig({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // scripts/bundle-budget.mjs reads it to weigh what the resident app loads first.
    manifest: true,
  },
  server: {
    // `npm run dev` proxies the API to a hub started separately with `npm run hub -- --no-tls`.
    proxy: {
      '/api': 'http://localhost:8787',
      '/pcm-audio-ws': { target: 'ws://localhost:8787', ws: true },
      '/events-ws': { target: 'ws://localhost:8787', ws: true },
    },
  },
});
