import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, PHOTO_JPEG_QUALITY, scaleImage } from './scale-image';

describe('fitWithin', () => {
  it('scales the longer side down to 512 px, keeping the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 288, height: 512 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(200, 100)).toEqual({ width: 200, height: 100 });
  });

  it('keeps at least one pixel on each side', () => {
    expect(fitWithin(10_000, 1)).toEqual({ width: 512, height: 1 });
  });
});

describe('scaleImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the image at the fitted size and encodes it as a JPEG data URL', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 2048, height: 1024, close })),
    );
    const context = { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/jpeg;base64,AAAA');

    const result = await scaleImage(new Blob(['x'], { type: 'image/png' }));

    expect(result).toBe('data:image/jpeg;base64,AAAA');
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 512, 256);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', PHOTO_JPEG_QUALITY);
    expect(close).toHaveBeenCalled();
  });

  it('fails when the canvas cannot encode the image', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 10, height: 10, close: vi.fn() })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:,');
    await expect(scaleImage(new Blob(['x']))).rejects.toThrow('could not be encoded');
  });
});
