import { describe, expect, it } from 'vitest';
import type { ListedArticle } from './article-listing';
import { fillShell, PAGE_DATA_ELEMENT_ID } from './prerendered-pages';

const shell =
  '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';

describe('a page rendered before its script', () => {
  it('is the page in #root, marked with its language', () => {
    const page = fillShell(shell, '<main><!--$--><h1>Hello $&</h1><!--/$--></main>', 'en');
    expect(page).toContain(
      '<div id="root" data-prerendered="en"><main><!--$--><h1>Hello $&</h1><!--/$--></main></div></body>',
    );
  });

  it('carries the data it was drawn with beside #root, where no text in it can end the block', () => {
    const title = '</script><script>alert(1)</script><!-- $& -->';
    const articles = [{ id: 'a1', title } as ListedArticle];
    const page = fillShell(shell, '<main></main>', 'en', { articles });

    const block = page.slice(page.indexOf('</div>') + '</div>'.length, page.indexOf('</body>'));
    const opening = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
    expect(block.startsWith(opening)).toBe(true);
    expect(block.endsWith('</script>')).toBe(true);
    const json = block.slice(opening.length, -'</script>'.length);
    expect(json).not.toMatch(/</);
    expect(JSON.parse(json)).toEqual({ articles: [{ id: 'a1', title }] });
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
