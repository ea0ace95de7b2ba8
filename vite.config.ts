import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './scripts/vite-precompress';
import { unusedRouterParts } from './scripts/vite-unused-router-parts';

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

/** A module of the app (not a library). */
const APP_CODE = /[\\/](src|generated)[\\/]/;
/** The entries' own modules: the app's (main.tsx) and a server-rendered page's first script (boot.ts, src/server/http/ssr/template.ts) with the one name it reads. */
const ENTRY_MODULE = /[\\/]src[\\/](client[\\/]main\.tsx|client[\\/]boot\.ts|shared[\\/]page-modules\.ts)$/;
const ADMIN_CODE = /[\\/]src[\\/]client[\\/]admin[\\/]/;
/** The live channel and subscriptions: loaded once the page is up, so kept out of what a screen needs to show. */
const AFTER_START = /[\\/]src[\\/]client[\\/]lib[\\/](live[\\/]|graphql[\\/](subscribe|useSubscription)\.ts$)/;
/** The personal screens' folders (account, checkout, …; rendered in the browser), the pieces only they share (ui/account, ui/order, lib/account) and the texts of their forms. */
const PERSONAL = /[\\/]src[\\/](client[\\/](storefront|ui|lib)[\\/](account|user|order|checkout|contact)[\\/]|client[\\/]lib[\\/]i18n[\\/](form-texts|rules)|shared[\\/]i18n[\\/])/;

/**
 * How the browser's build is cut into chunks, so a page needs few requests (each one a round trip on
 * a slow phone link): a page loads the entry, `app` (all the app code the entry needs), `vendor` (the
 * libraries every screen shares, cached apart since they change less often), `shared` (the app code
 * two or more lazily loaded screens share: product cards, listings, blocks, …) and its screen's own
 * chunk; the personal screens also load `personal`, what two or more of them share. Without `app`, the
 * bundler splits modules the entry shares with lazy chunks into chunks of their own; without `shared`
 * and `personal`, every two screens' common modules make one more small chunk. A group also takes the
 * modules its modules import, so what only the personal screens use is named in PERSONAL.
 */
/** Libraries' polyfills of what React 19 has built in, pointed at React's own (see each target's comment). */
const BUILT_INTO_REACT = { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url)) };

const CHUNK_GROUPS = [
  { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack)[\\/]/, priority: 3 },
  // The entry module stays in the entry chunk: were it in `app`, the entry chunk would be empty and the
  // manifest would name no entry (src/server/http/ssr/manifest.ts needs it).
  { name: 'app', tags: ['$initial' as const], test: (id: string) => APP_CODE.test(id) && !ENTRY_MODULE.test(id), priority: 2 },
  { name: 'shared', test: (id: string) => APP_CODE.test(id) && !PERSONAL.test(id) && !ADMIN_CODE.test(id) && !AFTER_START.test(id), minShareCount: 2, priority: 1 },
  { name: 'personal', test: PERSONAL, minShareCount: 2, priority: 1 },
];

export default defineConfig(({ mode, isSsrBuild }) => {
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || process.env.VITE_API_URL || DEFAULT_API_URL;
  // Self-contained (no bare imports left), so it runs wherever dist/ is, like the browser's build.
  if (isSsrBuild) return { plugins: [react()], define: { __APP_VERSION__: JSON.stringify(version) }, ssr: { noExternal: true }, build: SSR_BUILD };
  return {
    plugins: [react(), unusedRouterParts(), precompress()],
    resolve: { alias: BUILT_INTO_REACT },
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
      // Every browser the shop supports preloads modules itself; the polyfill would be one more script in the entry.
      modulePreload: { polyfill: false },
      // One stylesheet for every screen (8 kB gzipped), not one per chunk: each stylesheet blocks the
      // first paint, and on a phone five of them cost about 2 s of Lighthouse's first contentful paint.
      cssCodeSplit: false,
      rolldownOptions: {
        // The app (index.html → src/client/main.tsx) and a server-rendered page's first script.
        input: { index: 'index.html', boot: 'src/client/boot.ts' },
        treeshake: {
          // The client preset's documents are built with `new TypedDocumentString(…)`, which the bundler cannot
          // know is pure; saying so keeps them out of any chunk that imports that module for one of its types.
          manualPureFunctions: ['TypedDocumentString'],
          // generated/hooks.ts only re-exports each operation's module (generated/operations/), and lib/graphql's
          // index its transport's modules: with them side-effect free and barrels lazy, an import through one
          // reaches that one module, so each operation (and the subscriptions' code) lands in the chunk of the
          // screens that use it instead of the first load.
          moduleSideEffects: [
            { test: /generated[\\/]hooks\.ts$/, sideEffects: false },
            { test: /src[\\/]client[\\/]lib[\\/]graphql[\\/]index\.ts$/, sideEffects: false },
          ],
        },
        experimental: { lazyBarrel: true },
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
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
        // The brand's files follow the settings (src/server/http/brand-files.ts).
        '/manifest.webmanifest': { target: apiUrl, changeOrigin: true },
        '/favicon.ico': { target: apiUrl, changeOrigin: true },
      },
    },
    preview: { port: DEV_PORT },
  };
});
