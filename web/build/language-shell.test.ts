import { describe, expect, it } from 'vitest';
import { languageShell } from './language-shell';

const shell =
  '<!doctype html><html lang="pt-BR"><head><title>T</title></head><body><div id="root"></div></body></html>';

describe("a language's shell", () => {
  it('has the language on <html> and asks for the given styles and modules in its head', () => {
    expect(languageShell(shell, 'es', ['assets/common-a.js'], ['assets/Page-a.css'])).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/Page-a.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/common-a.js"></head>',
    );
    expect(languageShell(shell, 'en', ['assets/common-a.js', 'assets/common-b.js'])).toBe(
      '<!doctype html><html lang="en"><head><title>T</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/common-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/common-b.js">' +
        '</head><body><div id="root"></div></body></html>',
    );
  });
});
