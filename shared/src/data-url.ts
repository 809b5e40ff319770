// Images travel inside JSON as base64 data URLs (profile photos, prototype pictures), so that
// they work offline and need no file store. These helpers check one without decoding it.

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export function isImageMimeType(value: string): value is ImageMimeType {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(value);
}

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes that a padded base64 text decodes to, or null when it is not valid base64. */
export function base64DecodedBytes(base64: string): number | null {
  if (base64.length % 4 !== 0 || !BASE64_BODY.test(base64)) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** The largest data URL text (header included) that can hold `bytes` bytes of image. */
export function maxImageDataUrlLength(bytes: number): number {
  return 'data:image/jpeg;base64,'.length + Math.ceil(bytes / 3) * 4;
}

export interface ImageDataUrlInfo {
  mimeType: ImageMimeType;
  bytes: number;
}

/** Reads `data:image/<png|jpeg|gif|webp>;base64,<body>`; null for anything else. */
export function parseImageDataUrl(value: string): ImageDataUrlInfo | null {
  if (!value.startsWith('data:')) return null;
  const comma = value.indexOf(',');
  if (comma < 0) return null;
  const header = value.slice(5, comma);
  if (!header.endsWith(';base64')) return null;
  const mimeType = header.slice(0, -';base64'.length).toLowerCase();
  if (!isImageMimeType(mimeType)) return null;
  const bytes = base64DecodedBytes(value.slice(comma + 1));
  if (bytes === null || bytes === 0) return null;
  return { mimeType, bytes };
}
