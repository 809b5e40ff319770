import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './web/build/prerender.ts';

/** The web manifest lives at the top of the repository, the one source of the app's identity. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * react-router's package exports point at its development build (warnings and checks) for
 * every condition; builds use the production one it ships beside it (about 10 kB less gzip).
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * TRILHA_BUILD_ID, when set, is written into index.html: two builds of the same sources then
 * differ, as two releases would (the browser suite's update-prompt scenario uses it).
 */
function buildLabel(): Plugin {
  return {
    name: 'trilha-build-label',
    transformIndexHtml: (html) =>
      process.env.TRILHA_BUILD_ID
        ? html.replace(
            '</head>',
            `  <meta name="trilha-build" content="${process.env.TRILHA_BUILD_ID}" />\n  </head>`,
          )
        : html,
  };
}

/** What a dynamic import loads before its chunk runs: its CSS, not its scripts (see build). */
function stylesheetsOnlyForLazyChunks(
  _chunk: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' ? deps : deps.filter((file) => file.endsWith('.css'));
}

export default defineConfig(({ command }) => ({
  root: 'web',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    buildLabel(),
    prerenderPages(),
    VitePWA({
      // A new version waits until the user accepts it (features/pwa/PwaUpdater), so an update
      // never reloads a page under someone's fingers.
      registerType: 'prompt',
      // features/pwa registers the worker itself, through `virtual:pwa-register`.
      injectRegister: false,
      manifest,
      // The icons are precached by globPatterns already; listing them twice only adds noise.
      includeManifestIcons: false,
      workbox: {
        // The app shell, including every language's texts (they are JS chunks): once installed,
        // every screen opens offline, in any language. The plugin adds manifest.webmanifest.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json}'],
        // Pages rendered to HTML for first visits (web/build/prerender.ts): an installed app
        // opens the shell above, whatever the route. The Node bundle that renders them (server/)
        // never runs in a browser.
        globIgnores: ['**/node_modules/**/*', 'prerendered/**', 'server/**'],
        // Any route the client knows opens offline; the API is never answered from a cache.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // No runtimeCaching on purpose: offline data lives in IndexedDB (Dexie) and syncs.
        cleanupOutdatedCaches: true,
        // The first install takes control of the open page at once, so a first visit that goes
        // offline before any reload still loads the screens it has not opened yet. Updates are
        // unaffected: without skipWaiting a new worker waits for the prompt (docs/decisions/0010).
        clientsClaim: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A lazy screen's stylesheets still come with it, but not `<link rel=modulepreload>` tags
    // for its scripts: the project page alone added 84, one by one in a single task (about
    // 120 ms of blocking on a 4x slower phone, through the service worker), on every load of
    // a device that has every file cached already. Measured on a first visit over slow 4G,
    // the module graph's extra round trips cost nothing readable: the page waits for its
    // first sync (decision 0015, sixth part). index.html keeps its preloads.
    modulePreload: { resolveDependencies: stylesheetsOnlyForLazyChunks },
    // dist/.vite/manifest.json: bench/bundle-size.mjs reads the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically goes into the entry chunk, React
        // included, instead of a dozen small shared chunks: one request, and it compresses
        // better (bench:bundle measures it against the 150 kB budget). Screens stay lazy chunks importing from it.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // `npm run dev:web` talks to `npm run dev:api` on port 3000, as if the page came from there
    // (the API only accepts changes from its own origin).
    proxy: {
      '/api': { target: 'http://localhost:3000', headers: { origin: 'http://localhost:3000' } },
    },
  },
}));
