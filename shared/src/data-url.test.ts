import { describe, expect, it } from 'vitest';
import { base64DecodedBytes, maxImageDataUrlLength, parseImageDataUrl } from './data-url';

describe('base64DecodedBytes', () => {
  it('counts decoded bytes, minus padding', () => {
    expect(base64DecodedBytes('')).toBe(0);
    expect(base64DecodedBytes('QUJD')).toBe(3);
    expect(base64DecodedBytes('QUI=')).toBe(2);
    expect(base64DecodedBytes('QQ==')).toBe(1);
  });

  it('rejects what is not padded base64', () => {
    expect(base64DecodedBytes('QUJ')).toBeNull();
    expect(base64DecodedBytes('QU!D')).toBeNull();
    expect(base64DecodedBytes('Q===')).toBeNull();
  });
});

describe('parseImageDataUrl', () => {
  it('reads the type and size of an image data URL', () => {
    expect(parseImageDataUrl('data:image/png;base64,iVBORw0K')).toEqual({
      mimeType: 'image/png',
      bytes: 6,
    });
    expect(parseImageDataUrl('data:image/webp;base64,UklGRg==')?.mimeType).toBe('image/webp');
  });

  it('rejects other types, plain-text data URLs, empty images and web addresses', () => {
    expect(parseImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(parseImageDataUrl('data:text/html;base64,PGI+')).toBeNull();
    expect(parseImageDataUrl('data:image/png,rawtext')).toBeNull();
    expect(parseImageDataUrl('data:image/png;base64,')).toBeNull();
    expect(parseImageDataUrl('https://example.com/a.png')).toBeNull();
  });
});

describe('maxImageDataUrlLength', () => {
  it('fits exactly the data URL of an image of that size', () => {
    const body = 'A'.repeat(Math.ceil(3000 / 3) * 4);
    expect(`data:image/jpeg;base64,${body}`.length).toBe(maxImageDataUrlLength(3000));
  });
});
