import type { Language } from '../../shared/src/languages.ts';

/**
 * index.html for one language: that language on <html>, links that ask for `preloads` (built
 * modules) while the app's script downloads — the script would ask for them only once it has
 * run —, and the `stylesheets` (built files) a page drawn before its script needs.
 */
export function languageShell(
  shell: string,
  language: Language,
  preloads: readonly string[],
  stylesheets: readonly string[] = [],
) {
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>');
  const links = [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', () => `${links.join('')}</head>`);
}
