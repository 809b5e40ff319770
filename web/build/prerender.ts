// Renders the public pages to HTML at build time, and leaves in the build the Node bundle that
// did it, for the server (docs/decisions/0015, fourth and fifth parts). Imported by
// vite.config.ts, so every `vite build` — npm start's, the browser suite's, the benches' — does it.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// Relative imports: the config loader bundles them; the package name would reach Node as .ts.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../../shared/src/languages.ts';
import {
  fillShell,
  languageShellFile,
  PAGE_RENDERER_FILE,
  PRERENDERED_PAGES,
  prerenderedFile,
  type RenderPage,
} from '../../shared/src/prerendered-pages.ts';
import { languageShell } from './language-shell.ts';

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The screens of the pages drawn before their script: the build's (PRERENDERED_PAGES), and
 * those the server draws (api/src/app.ts): the library, and a project with whichever phase it
 * is on, as src/app/router.tsx and PhaseToolPanel route them. Their chunks' styles come with
 * the script otherwise, so until it ran a drawn page lacked them.
 */
const DRAWN_SCREENS = [
  'src/features/landing/LandingPage.tsx',
  'src/features/auth/LoginPage.tsx',
  'src/features/billing/pricing/PricingPage.tsx',
  'src/features/library/LibraryPage.tsx',
  'src/pages/project/ProjectPage.tsx',
  'src/features/workspace/phase-1-empathize/EmpathizeView.tsx',
  'src/pages/project/DefineView.tsx',
  'src/pages/project/IdeateView.tsx',
  'src/features/workspace/phase-4-prototype/PrototypeView.tsx',
  'src/features/workspace/phase-5-test/TestView.tsx',
];

/** The stylesheets of a chunk and of the chunks it imports statically. */
function chunkStyles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => chunkStyles(manifest, imported, seen)),
  ];
}

/**
 * What the drawn pages' screens add to the app's stylesheet, for every shell: a few small files
 * (a couple of kB), so one shell serves every page, drawn or not.
 */
function drawnScreenStyles(manifest: Manifest, shell: string): string[] {
  const files = DRAWN_SCREENS.flatMap((screen) => chunkStyles(manifest, screen));
  return [...new Set(files)].filter((file) => !shell.includes(`/${file}"`));
}

/**
 * The chunks of a language's first texts: its `common` namespace, and the default language's,
 * which i18next loads beside it as the fallback (src/i18n).
 */
function firstTexts(manifest: Manifest, language: Language): string[] {
  return [...new Set([language, DEFAULT_LANGUAGE])].map((code) => {
    const chunk = manifest[`src/i18n/locales/${code}/common.json`];
    if (!chunk) throw new Error(`the build has no common texts for ${code}`);
    return chunk.file;
  });
}

async function writeOut(file: string, html: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

/** The server never registers a service worker; the screens that would are never rendered. */
const NO_SERVICE_WORKER = '\0trilha-no-service-worker';
function withoutServiceWorker(): Plugin {
  return {
    name: 'trilha-no-service-worker',
    resolveId: (id) => (id === 'virtual:pwa-register' ? NO_SERVICE_WORKER : undefined),
    load: (id) => (id === NO_SERVICE_WORKER ? 'export function registerSW() {}' : undefined),
  };
}

/**
 * After the browser build: writes, for each language, the app shell that asks for the
 * language's first texts beside the app's script (dist/prerendered/<language>/shell.html);
 * bundles src/render-page.tsx for Node into the build (PAGE_RENDERER_FILE: same root,
 * aliases and CSS module names as the browser build, so the markup matches what the browser
 * renders; the server renders the pages of database content with it), and renders each of
 * PRERENDERED_PAGES in each language into that shell. The bundle is one file with every package
 * inside: a build's folder can be anywhere, where Node would not find web/node_modules.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'trilha-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const distDir = resolve(config.root, config.build.outDir);
      const rendererFile = join(distDir, PAGE_RENDERER_FILE);
      // Built beside its place and moved there whole: a running server that sees the file
      // change (api/src/http/page-renderer.ts) must never load half of it.
      const buildDir = join(dirname(rendererFile), '.building');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        plugins: [react(), withoutServiceWorker()],
        // Every package inside: the build's folder can be anywhere (the browser suite's is
        // outside web/), where Node would not find the packages of web/node_modules.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/render-page.tsx',
          outDir: buildDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          // One file: a chunk importing the entry back would get a second copy of it (and of
          // the router's contexts) when the entry is loaded under a versioned address.
          rollupOptions: {
            output: { entryFileNames: basename(rendererFile), codeSplitting: false },
          },
        },
      });
      await rename(join(buildDir, basename(rendererFile)), rendererFile);
      await rm(buildDir, { recursive: true, force: true });
      // A new address for each build: a second build in the same process must not get the
      // first one's module from Node's cache.
      const fresh = `${pathToFileURL(rendererFile).href}?build=${Date.now()}`;
      const { renderPage } = (await import(fresh)) as {
        renderPage: RenderPage;
      };
      const shell = await readFile(join(distDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const styles = drawnScreenStyles(manifest, shell);
      for (const language of LANGUAGE_CODES) {
        const ownShell = languageShell(shell, language, firstTexts(manifest, language), styles);
        await writeOut(join(distDir, languageShellFile(language)), ownShell);
        for (const path of Object.keys(PRERENDERED_PAGES)) {
          const page = fillShell(ownShell, await renderPage(path, language), language);
          await writeOut(join(distDir, prerenderedFile(path, language) ?? ''), page);
        }
      }
    },
  };
}
