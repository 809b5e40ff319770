import type { User } from '@trilha/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { drawnSession, prerenderedLanguage } from './marker';
import { setPageData } from './page-data';

afterEach(() => {
  document.body.replaceChildren();
  setPageData({});
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

  it('starts the app signed out, or signed in as the user it was drawn for; the empty shell starts by asking the server', () => {
    root('<div id="root" data-prerendered="pt-BR"><main></main></div>');
    expect(drawnSession()).toEqual({ user: null });
    const user = { id: 'u1', username: 'marina' } as User;
    setPageData({ signedInAs: user });
    expect(drawnSession()).toEqual({ user });
    root('<div id="root"></div>');
    expect(drawnSession()).toBeUndefined();
  });
});
