import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Desktop build: main process and preload only. There is no renderer entry on purpose:
 * the window loads the web app the hub serves from dist/web (built by vite.config.ts).
 */
export default defineConfig({
  main: {
    build: {
      outDir: fromRoot('out/main'),
      // package.json dependencies (better-sqlite3's native addon, koa, ws, …) stay in
      // node_modules, where electron-builder ships and rebuilds them; server/ and shared/ are bundled.
      externalizeDeps: true,
      sourcemap: true,
      rolldownOptions: {
        input: { index: fromRoot('electron/main/index.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: fromRoot('out/preload'),
      // Sandboxed preloads can only require('electron'), so everything else is bundled in.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: fromRoot('electron/preload/index.ts') },
        // Sandboxed preloads cannot be ES modules; .cjs keeps Node from reading it as ESM under "type": "module".
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
});
