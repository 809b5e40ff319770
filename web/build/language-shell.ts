import type { Language } from '../../shared/src/languages.ts';

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
