// The web app's layers (decision 0007), checked by `npm run lint` after biome:
//   tsx web/build/check-layers.ts [root]   (root: web/src by default)
// A file imports from its own folder of its level or from a lower level, never upward and never
// sideways: a feature never imports another feature. Tests are held to it like any other file.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * From the top down. Each entry is a folder of web/src (or a file at its root); `features/*` is
 * one unit per feature folder. Units on one level never import each other.
 */
export const LEVELS: readonly (readonly string[])[] = [
  ['main.tsx', 'render-page.tsx'],
  ['app'],
  ['pages'],
  ['features/*'],
  ['components'],
  ['project-data'],
  ['lib'],
  ['prerender'],
  ['i18n'],
];

/** A source file: its path from web/src ('features/chat/ChatPage.tsx') and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

// Static imports and re-exports, side-effect imports, import() and the modules tests replace.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\1/g;

/** The unit a path from web/src belongs to ('features/chat', 'lib', 'main.tsx'). */
function unitOf(path: string): string {
  const [first = '', second] = path.split('/');
  return first === 'features' && second ? `features/${second}` : first;
}

function levelOf(unit: string): number {
  const pattern = unit.startsWith('features/') ? 'features/*' : unit;
  return LEVELS.findIndex((level) => level.includes(pattern));
}

/** What breaks the layers, one sentence per import; empty when the files keep them. */
export function layerViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = unitOf(file.path);
    const fromLevel = levelOf(from);
    if (fromLevel < 0) {
      found.push(`${file.path}: ${from} is on no level of LEVELS in web/build/check-layers.ts`);
      continue;
    }
    for (const match of file.text.matchAll(SPECIFIER)) {
      const specifier = match[2] ?? '';
      const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      if (target.startsWith('../')) continue; // outside web/src: the test helpers, shared
      const to = unitOf(target);
      if (to === from) continue;
      const toLevel = levelOf(to);
      if (toLevel > fromLevel) continue;
      const why =
        toLevel < 0
          ? `${to} is on no level of LEVELS`
          : toLevel < fromLevel
            ? `${from} is below ${to} and never imports upward`
            : from.startsWith('features/')
              ? `a feature never imports another feature (${to}): move what both need to a floor (components, project-data, lib) or compose them in pages/`
              : `${from} and ${to} are side by side and never import each other`;
      found.push(`${file.path} imports '${specifier}': ${why}`);
    }
  }
  return found;
}

/** Every TypeScript source under `root`, with its path from there. */
export function sourcesUnder(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const fromRoot = relative(root, path).split(sep).join('/');
        files.push({ path: fromRoot, text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(root);
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../src'));
  const violations = layerViolations(sourcesUnder(root));
  for (const violation of violations) console.error(violation);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) break the layers of ${root} (decision 0007)`);
    process.exit(1);
  }
}
