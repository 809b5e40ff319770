/** The pure decisions of scaling a photo: its size, its JPEG quality, whether it has alpha. */

/** JPEG qualities tried in turn, best first, until the photo meets its weight target. */
export const JPEG_QUALITY_STEPS = [0.85, 0.75, 0.65, 0.55, 0.45] as const;

/** The size that fits within `maxEdge` keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Encodes at each quality of `steps` until the result weighs at most `targetBytes`; when none
 * does, the last (smallest) one. Encoding is the slow part, so it stops at the first fit.
 */
export function pickEncoding(
  encode: (quality: number) => string,
  bytesOf: (encoded: string) => number,
  targetBytes: number,
  steps: readonly number[] = JPEG_QUALITY_STEPS,
): string {
  let encoded = '';
  for (const quality of steps) {
    encoded = encode(quality);
    if (bytesOf(encoded) <= targetBytes) return encoded;
  }
  return encoded;
}

/** Whether RGBA pixel data has any pixel that is not fully opaque. */
export function hasTransparentPixel(rgba: ArrayLike<number>): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) {
    if ((rgba[alpha] ?? 255) < 255) return true;
  }
  return false;
}
