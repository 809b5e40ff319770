import { PHOTO_MAX_EDGE_PX } from '@trilha/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, hasTransparentPixel, JPEG_QUALITY_STEPS, pickEncoding } from './photo-encoding';
import { PhotoError, scalePhoto } from './scale-photo';

/** A data URL whose image weighs `bytes` bytes (base64 of zeros). */
const dataUrlOf = (type: string, bytes: number) =>
  `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

describe('fitWithin', () => {
  it('scales the longest edge down to the limit, keeping the proportions', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small image and keeps at least one pixel a side', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10_000, 1, 512)).toEqual({ width: 512, height: 1 });
  });
});

describe('pickEncoding', () => {
  it('stops at the first quality that meets the target', () => {
    const sizes: Record<number, number> = { 0.85: 900, 0.75: 500, 0.65: 300 };
    const encode = vi.fn((quality: number) => String(sizes[quality] ?? 100));
    expect(pickEncoding(encode, Number, 500)).toBe('500');
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([0.85, 0.75]);
  });

  it('answers the smallest encoding when no quality meets the target', () => {
    const encode = vi.fn((quality: number) => String(Math.round(quality * 1000)));
    expect(pickEncoding(encode, Number, 10)).toBe('450');
    expect(encode).toHaveBeenCalledTimes(JPEG_QUALITY_STEPS.length);
  });
});

describe('hasTransparentPixel', () => {
  it('reads the alpha byte of each pixel', () => {
    expect(hasTransparentPixel([1, 2, 3, 255, 4, 5, 6, 255])).toBe(false);
    expect(hasTransparentPixel([1, 2, 3, 255, 4, 5, 6, 0])).toBe(true);
  });
});

describe('scalePhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A decoded bitmap of the given size and a canvas whose encoder answers `encode`. */
  function stubCanvas(
    size: { width: number; height: number },
    encode: (type: string, quality: number | undefined, width: number) => string,
    alpha = 255,
  ) {
    const close = vi.fn();
    const createImageBitmap = vi.fn(async () => ({ ...size, close }));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const context = {
      drawImage: vi.fn(),
      fillRect: vi.fn(),
      getImageData: vi.fn((_x: number, _y: number, width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4).fill(alpha),
      })),
      fillStyle: '',
      globalCompositeOperation: 'source-over',
      imageSmoothingQuality: 'low',
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockImplementation(function (this: HTMLCanvasElement, type?: string, quality?: unknown) {
        return encode(type ?? 'image/png', quality as number | undefined, this.width);
      });
    return { context, toDataURL, close, createImageBitmap };
  }

  it('decodes upright, draws at 1600 px and keeps the best quality under the target', async () => {
    const canvas = stubCanvas({ width: 4032, height: 3024 }, (_type, quality) =>
      // 0.85 is too heavy, 0.75 fits the 400 kB target.
      dataUrlOf('image/jpeg', quality === 0.85 ? 700_000 : 350_000),
    );
    const result = await scalePhoto(new Blob(['x'], { type: 'image/jpeg' }));

    expect(result.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(canvas.createImageBitmap).toHaveBeenCalledWith(expect.any(Blob), {
      imageOrientation: 'from-image',
    });
    expect(canvas.context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
    expect(canvas.toDataURL.mock.calls).toEqual([
      ['image/jpeg', 0.85],
      ['image/jpeg', 0.75],
    ]);
    // A JPEG source has no alpha to look for; the white backing is painted anyway.
    expect(canvas.context.getImageData).not.toHaveBeenCalled();
    expect(canvas.context.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200);
    expect(canvas.close).toHaveBeenCalled();
  });

  it('keeps a small transparent PNG as PNG', async () => {
    const canvas = stubCanvas({ width: 300, height: 200 }, (type) => dataUrlOf(type, 20_000), 128);
    const result = await scalePhoto(new Blob(['x'], { type: 'image/png' }));
    expect(result.startsWith('data:image/png;base64,')).toBe(true);
    expect(canvas.context.fillRect).not.toHaveBeenCalled();
  });

  it('flattens a heavy transparent PNG onto white as a JPEG', async () => {
    const canvas = stubCanvas(
      { width: 1600, height: 1600 },
      (type) => dataUrlOf(type, type === 'image/png' ? 2_000_000 : 300_000),
      0,
    );
    const result = await scalePhoto(new Blob(['x'], { type: 'image/png' }));
    expect(result.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(canvas.context.globalCompositeOperation).toBe('destination-over');
    expect(canvas.context.fillStyle).toBe('#ffffff');
  });

  it('shrinks the edge when even the lowest quality is over the hard cap', async () => {
    const canvas = stubCanvas({ width: 3000, height: 3000 }, (_type, _quality, width) =>
      dataUrlOf('image/jpeg', width >= 1600 ? 1_500_000 : 600_000),
    );
    const result = await scalePhoto(new Blob(['x'], { type: 'image/jpeg' }));
    expect(result.startsWith('data:image/jpeg;base64,')).toBe(true);
    const widths = canvas.context.drawImage.mock.calls.map((call) => call[3]);
    expect(widths).toEqual([PHOTO_MAX_EDGE_PX, 1200]);
  });

  it('scales an avatar to its own edge and weight', async () => {
    const canvas = stubCanvas({ width: 2000, height: 1000 }, () => dataUrlOf('image/jpeg', 50_000));
    await scalePhoto(new Blob(['x'], { type: 'image/jpeg' }), {
      maxEdge: 512,
      targetBytes: 96 * 1024,
      maxBytes: 256 * 1024,
    });
    expect(canvas.context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 512, 256);
  });

  it('refuses a file that is not an image, before decoding it', async () => {
    const canvas = stubCanvas({ width: 10, height: 10 }, () => 'data:,');
    const error = await scalePhoto(new Blob(['%PDF'], { type: 'application/pdf' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).reason).toBe('not_image');
    expect(canvas.createImageBitmap).not.toHaveBeenCalled();
  });

  it('says when the browser cannot decode the file', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    await expect(
      scalePhoto(new Blob(['not really'], { type: 'image/heic' })),
    ).rejects.toMatchObject({ reason: 'undecodable' });
  });

  it('says when the canvas cannot encode the image', async () => {
    stubCanvas({ width: 10, height: 10 }, () => 'data:,');
    await expect(scalePhoto(new Blob(['x'], { type: 'image/jpeg' }))).rejects.toMatchObject({
      reason: 'undecodable',
      message: 'The image could not be encoded',
    });
  });

  it('gives up with too_large when no edge brings the photo under the cap', async () => {
    stubCanvas({ width: 4000, height: 4000 }, () => dataUrlOf('image/jpeg', 2_000_000));
    await expect(scalePhoto(new Blob(['x'], { type: 'image/jpeg' }))).rejects.toMatchObject({
      reason: 'too_large',
    });
  });
});
