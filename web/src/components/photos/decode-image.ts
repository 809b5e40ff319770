export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/**
 * Decodes an image file upright. createImageBitmap with imageOrientation 'from-image' applies
 * the EXIF rotation a tablet's camera writes (a portrait photo is stored sideways); where it is
 * missing, an <img> decodes it, and browsers apply EXIF orientation to images by default.
 */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
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
