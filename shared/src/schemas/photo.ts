import { z } from 'zod';
import { parseImageDataUrl } from '../data-url';
import { text } from './common';
import { deferred } from './deferred';

// Photos of the room (the paper wall, a paper prototype, a persona's face) are stored inline as
// image data URLs, like prototype pictures: they must show offline and need no file store. The
// browser scales them before saving (longest edge PHOTO_MAX_EDGE_PX, JPEG), so a photo weighs a
// few hundred kB and a project with dozens of them still syncs in one push.

export const PHOTO_MAX_EDGE_PX = 1600;
export const PHOTO_MAX_BYTES = 1024 * 1024;
export const MAX_OBSERVATION_PHOTOS = 6;

/** One photo: an image data URL of at most PHOTO_MAX_BYTES. */
export const photoSchema = deferred(() =>
  text().superRefine((value, ctx) => {
    const image = parseImageDataUrl(value);
    if (!image) ctx.addIssue({ code: 'custom', message: 'validation.image_invalid' });
    else if (image.bytes > PHOTO_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: 'validation.photo_too_large' });
  }),
);

/** A record's photos, [] when absent. */
export function photoList(max: number) {
  return z.array(photoSchema).max(max, 'validation.max_items').default([]);
}
