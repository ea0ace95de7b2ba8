import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './scripts/vite-precompress';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Where `npm run dev` sends /graphql and /storage: the mock server (`npm run mock`) unless VITE_API_URL says otherwise. */
const DEFAULT_API_URL = 'http://127.0.0.1:4001';
const DEV_PORT = 5173;

/** The server renderer (`vite build --ssr`, src/client/entry-server.tsx): one module the server imports by name, beside the client. */
const SSR_BUILD = {
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || process.env.VITE_API_URL || DEFAULT_API_URL;
  // Self-contained (no bare imports left), so it runs wherever dist/ is, like the browser's build.
  if (isSsrBuild) return { plugins: [react()], define: { __APP_VERSION__: JSON.stringify(version) }, ssr: { noExternal: true }, build: SSR_BUILD };
  return {
    plugins: [react(), precompress()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    publicDir: 'public',
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Spec §7: script and style chunks under static/js and static/css; the server caches /static/ for a year.
      assetsDir: 'static',
      sourcemap: true,
      // The server renderer reads which chunks and styles a screen needs (src/server/http/ssr/manifest.ts).
      manifest: true,
      // One stylesheet for every screen (8 kB gzipped), not one per chunk: each stylesheet blocks the
      // first paint, and on a phone five of them cost about 2 s of Lighthouse's first contentful paint.
      cssCodeSplit: false,
      rolldownOptions: {
        // The generated documents are built with `new TypedDocumentString(…)`, which the bundler cannot know is pure;
        // saying so drops the documents no storefront screen uses (the admin's) from its chunks.
        treeshake: { manualPureFunctions: ['TypedDocumentString'] },
        output: {
          // The libraries every screen shares, in one long-cached chunk; admin-only libraries stay in the admin's chunks.
          codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|react-hot-toast|goober)[\\/]/ }] },
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
        },
      },
    },
    server: {
      port: DEV_PORT,
      strictPort: true,
      proxy: {
        '/graphql': { target: apiUrl, changeOrigin: true, ws: true },
        '/storage': { target: apiUrl, changeOrigin: true },
      },
    },
    preview: { port: DEV_PORT },
  };
});
