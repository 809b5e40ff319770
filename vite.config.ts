import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The web manifest lives at the top of the repository; the build ships it beside index.html. */
function webManifest(): Plugin {
  const source = new URL('./manifest.webmanifest', import.meta.url);
  return {
    name: 'trilha-web-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(source, 'utf8'),
      });
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), webManifest()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // `npm run dev:web` talks to `npm run dev:api` on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
