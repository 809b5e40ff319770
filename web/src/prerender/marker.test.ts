import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedLanguage, startsSignedOut } from './marker';

afterEach(() => {
  document.body.replaceChildren();
});

function root(html: string) {
  document.body.innerHTML = html;
  return document.getElementById('root') as HTMLElement;
}

describe('a prerendered page', () => {
  it('is told by the language on a #root that has content', () => {
    expect(
      prerenderedLanguage(root('<div id="root" data-prerendered="es"><main></main></div>')),
    ).toBe('es');
    expect(prerenderedLanguage(root('<div id="root" data-prerendered="es"></div>'))).toBeNull();
    expect(prerenderedLanguage(root('<div id="root"></div>'))).toBeNull();
  });

  it('starts the app signed out; the empty shell starts by asking the server', () => {
    root('<div id="root" data-prerendered="pt-BR"><main></main></div>');
    expect(startsSignedOut()).toBe(true);
    root('<div id="root"></div>');
    expect(startsSignedOut()).toBe(false);
  });
});
