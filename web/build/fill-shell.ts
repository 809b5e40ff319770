import type { Language } from '../../shared/src/languages.ts';
import { PRERENDERED_ATTRIBUTE } from '../src/prerender/marker.ts';

/**
 * index.html for one language: that language on <html>, and links that ask for `preloads`
 * (built files) while the app's script downloads — the script would ask for them only once
 * it has run.
 */
export function languageShell(shell: string, language: Language, preloads: readonly string[]) {
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>');
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', () => `${links.join('')}</head>`);
}

/** A language's shell with a page's HTML in #root, marked with the language it was drawn in. */
export function fillShell(shell: string, body: string, language: Language): string {
  // A boundary still waiting (<!--$?-->) or given up to the browser (<!--$!-->), or a script,
  // would mean a page that shows only its spinner until the app's script runs.
  if (/<script|<!--\$[?!]-->/.test(body)) throw new Error('a prerendered page is not complete');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root}`);
  return shell.replace(
    root,
    () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}">${body}</div>`,
  );
}
