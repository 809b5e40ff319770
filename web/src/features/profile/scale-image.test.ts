import { afterEach, describe, expect, it, vi } from 'vitest';
import { scaleImage } from './scale-image';

describe('scaleImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scales a profile photo to 512 px and encodes it as a JPEG data URL', async () => {
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

    const result = await scaleImage(new Blob(['x'], { type: 'image/jpeg' }));

    expect(result).toBe('data:image/jpeg;base64,AAAA');
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 512, 256);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.85);
    expect(close).toHaveBeenCalled();
  });
});
