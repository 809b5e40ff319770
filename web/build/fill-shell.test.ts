import { describe, expect, it } from 'vitest';
import { fillShell, languageShell } from './fill-shell';

const shell =
  '<!doctype html><html lang="pt-BR"><head><title>T</title></head><body><div id="root"></div></body></html>';

describe("a language's shell", () => {
  it('has the language on <html> and asks for the given modules in its head', () => {
    expect(languageShell(shell, 'en', ['assets/common-a.js', 'assets/common-b.js'])).toBe(
      '<!doctype html><html lang="en"><head><title>T</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/common-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/common-b.js">' +
        '</head><body><div id="root"></div></body></html>',
    );
  });
});

describe('a prerendered page', () => {
  it('is the page in #root, marked with its language', () => {
    const page = fillShell(shell, '<main><!--$--><h1>Hello $&</h1><!--/$--></main>', 'en');
    expect(page).toContain(
      '<div id="root" data-prerendered="en"><main><!--$--><h1>Hello $&</h1><!--/$--></main></div>',
    );
  });

  it('is refused when it would show a spinner or need a script to appear', () => {
    expect(() => fillShell(shell, '<!--$?--><template id="B:0"></template>', 'en')).toThrow();
    expect(() => fillShell(shell, '<!--$!--><template></template>', 'en')).toThrow();
    expect(() => fillShell(shell, '<script>$RC("B:0","S:0")</script>', 'en')).toThrow();
  });

  it('is refused for a shell without an empty #root', () => {
    expect(() => fillShell('<div id="app"></div>', '<p>x</p>', 'en')).toThrow(/root/);
  });
});
