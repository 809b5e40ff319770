import { scalePhoto } from '../../components/photos/scale-photo';

/**
 * Profile photos travel inside the profile as data URLs (no file store, works with the rest of
 * the profile). A phone photo of 4 MB would make every profile answer and the stored session
 * copy that large, so the browser scales it down first: at most 512 px on its longer side, as
 * a JPEG (a few dozen kilobytes, still sharp in a 120 px avatar), like every photo of the app.
 */
export const PHOTO_MAX_SIDE = 512;

/** Scales an image file down (see above); rejects when the browser cannot decode or draw it. */
export const scaleImage = (file: Blob): Promise<string> =>
  scalePhoto(file, { maxEdge: PHOTO_MAX_SIDE });
