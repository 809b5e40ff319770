// `npm run bench:bundle` (also run by `npm run build`): the JavaScript a first visit to the
// landing page downloads, gzipped, against the budget. Reads the chunk graph from Vite's build
// manifest (web/dist/.vite/manifest.json, `build.manifest: true`): the entry script of
// index.html, every chunk it imports statically (the ones index.html preloads), then the landing
// route's lazy chunk and whatever it imports that the entry did not already bring.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000; // 170 kB gzip (kB = 1000 bytes, as Vite's own build report)
const LANDING = 'src/features/landing/LandingPage.tsx';

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const manifestPath = `${dist}.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error('bundle-size: no web/dist/.vite/manifest.json; run `npm run build` first.');
  process.exit(1);
}
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk keys `key` needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle-size: "${key}" is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function sizes(file) {
  const data = readFileSync(`${dist}${file}`);
  return { file, raw: data.length, gzip: gzipSync(data).length };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`;
const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
function print(rows) {
  const width = Math.max(...rows.map((row) => row.file.length));
  for (const row of [...rows].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${row.file.padEnd(width)}  ${kB(row.gzip)} gzip  ${kB(row.raw)} raw`);
  }
}

// The entry: the module script in index.html, which must be the manifest's entry.
const html = readFileSync(`${dist}index.html`, 'utf8');
const entryScript = html.match(/<script type="module"[^>]*\ssrc="\/([^"]+)"/)?.[1];
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryScript || !entryKey || manifest[entryKey]?.file !== entryScript) {
  console.error(
    `bundle-size: index.html's script (${entryScript}) is not the manifest's entry (${entryKey}).`,
  );
  process.exit(1);
}
const initialKeys = staticClosure(entryKey);
const initial = [...initialKeys].map((key) => sizes(manifest[key].file));

// Cross-check: whatever index.html preloads must be counted.
for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)) {
  if (!initial.some((row) => row.file === href)) {
    console.error(`bundle-size: index.html preloads ${href}, which the manifest graph missed.`);
    process.exit(1);
  }
}

if (!manifest[LANDING]) {
  console.error(`bundle-size: the landing page (${LANDING}) is not in the build.`);
  process.exit(1);
}
const landing = [...staticClosure(LANDING)]
  .filter((key) => !initialKeys.has(key))
  .map((key) => sizes(manifest[key].file));

const css = [...initialKeys].flatMap((key) => manifest[key].css ?? []).map(sizes);

console.log(`\nInitial JavaScript (index.html → ${entryKey}):`);
print(initial);
console.log(`  ${'= initial'.padEnd(20)} ${kB(sum(initial))} gzip`);
console.log(`\nLanding route's lazy chunk (${LANDING}) and its own imports:`);
print(landing);
console.log(`  ${'= landing'.padEnd(20)} ${kB(sum(landing))} gzip`);
if (css.length > 0) {
  console.log('\nInitial CSS (not counted in the JavaScript budget):');
  print(css);
}

const total = sum(initial) + sum(landing);
const verdict = total <= BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
console.log(
  `\nLanding page JavaScript: ${kB(total).trim()} gzip of ${kB(BUDGET_BYTES).trim()} — ${verdict}\n`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
