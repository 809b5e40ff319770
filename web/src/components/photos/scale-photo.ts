import { PHOTO_MAX_BYTES, PHOTO_MAX_EDGE_PX, parseImageDataUrl } from '@trilha/shared';
import { decodeImage } from './decode-image';
import { fitWithin, hasTransparentPixel, pickEncoding } from './photo-encoding';

/**
 * What a photo aims at once scaled: well under the schema's 1 MB, so that the six photos an
 * observation may hold (about 3.2 MB as base64) still travel in one 4 MB sync push.
 */
export const PHOTO_TARGET_BYTES = 400 * 1024;
/** When even the lowest JPEG quality is over the hard cap, the edge shrinks by this and retries. */
const EDGE_SHRINK = 0.75;
const MAX_ATTEMPTS = 4;
/** Formats that may carry transparency (a sticker, a cut-out drawing): kept as PNG when small. */
const ALPHA_FORMATS = ['image/png', 'image/webp', 'image/gif'];

export type PhotoErrorReason = 'not_image' | 'undecodable' | 'too_large';

/** Why a file could not become a photo; `reason` picks the text shown to the user. */
export class PhotoError extends Error {
  constructor(
    readonly reason: PhotoErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

export interface PhotoScaleOptions {
  /** Longest edge in pixels (PHOTO_MAX_EDGE_PX; 512 for an avatar). */
  maxEdge?: number;
  /** Quality steps down until the photo weighs at most this. */
  targetBytes?: number;
  /** Never more than this (the schema's limit): the edge shrinks until it fits. */
  maxBytes?: number;
}

const bytesOf = (dataUrl: string) => parseImageDataUrl(dataUrl)?.bytes ?? 0;

/**
 * A camera photo or an image file, as a data URL small enough to live inline in a record:
 * decoded upright (EXIF orientation), longest edge at most `maxEdge`, JPEG at the highest
 * quality that meets `targetBytes`. A transparent PNG (or WebP, GIF) stays PNG if it is that
 * small, and is otherwise flattened on white, since JPEG has no transparency.
 */
export async function scalePhoto(file: Blob, options: PhotoScaleOptions = {}): Promise<string> {
  // Some systems give no type (a file without extension): let the decoder judge those.
  if (file.type && !file.type.startsWith('image/')) {
    throw new PhotoError('not_image', `Not an image: ${file.type}`);
  }
  const targetBytes = options.targetBytes ?? PHOTO_TARGET_BYTES;
  const maxBytes = options.maxBytes ?? PHOTO_MAX_BYTES;
  const image = await decodeImage(file).catch((error: unknown) => {
    throw new PhotoError('undecodable', `The image could not be decoded: ${String(error)}`);
  });
  try {
    let edge = options.maxEdge ?? PHOTO_MAX_EDGE_PX;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const size = fitWithin(image.width, image.height, edge);
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new PhotoError('undecodable', 'This browser cannot draw images');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.source, 0, 0, size.width, size.height);

      if (ALPHA_FORMATS.includes(file.type) && isTransparent(context, size)) {
        const png = canvas.toDataURL('image/png');
        if (bytesOf(png) > 0 && bytesOf(png) <= targetBytes) return png;
      }
      // Paint white under the picture: a transparent area would otherwise turn black.
      context.globalCompositeOperation = 'destination-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);

      const jpeg = pickEncoding(
        (quality) => canvas.toDataURL('image/jpeg', quality),
        bytesOf,
        targetBytes,
      );
      // A canvas that could not encode answers 'data:,'.
      if (!parseImageDataUrl(jpeg)) {
        throw new PhotoError('undecodable', 'The image could not be encoded');
      }
      if (bytesOf(jpeg) <= maxBytes) return jpeg;
      edge = Math.floor(Math.max(size.width, size.height) * EDGE_SHRINK);
    }
    throw new PhotoError('too_large', `The photo stays over ${maxBytes} bytes`);
  } finally {
    image.release();
  }
}

function isTransparent(
  context: CanvasRenderingContext2D,
  size: { width: number; height: number },
): boolean {
  return hasTransparentPixel(context.getImageData(0, 0, size.width, size.height).data);
}
