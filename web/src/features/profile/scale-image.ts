import { parseImageDataUrl } from '@trilha/shared';

/**
 * Profile photos travel inside the profile as data URLs (no file store, works with the rest of
 * the profile). A phone photo of 4 MB would make every profile answer and the stored session
 * copy that large, so the browser scales it down first: at most 512 px on its longer side, as
 * a JPEG of quality 0.85 — a few dozen kilobytes, still sharp in a 120 px avatar.
 */
export const PHOTO_MAX_SIDE = 512;
export const PHOTO_JPEG_QUALITY = 0.85;

/** The size that fits within `maxSide` keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/** Decodes with createImageBitmap (honours EXIF rotation), else through an <img>. */
async function decode(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/**
 * Scales an image file down (see above) and returns a `data:image/jpeg;base64,…` URL.
 * Rejects when the browser cannot decode or draw the file.
 */
export async function scaleImage(
  file: Blob,
  options: { maxSide?: number; quality?: number } = {},
): Promise<string> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, options.maxSide ?? PHOTO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL('image/jpeg', options.quality ?? PHOTO_JPEG_QUALITY);
    // A canvas that could not encode answers 'data:,'.
    if (!parseImageDataUrl(dataUrl)) throw new Error('The image could not be encoded');
    return dataUrl;
  } finally {
    image.release();
  }
}
