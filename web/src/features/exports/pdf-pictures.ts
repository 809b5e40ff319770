import { parseImageDataUrl } from '@trilha/shared';
import type { jsPDF } from 'jspdf';
import type { PdfPicture } from '../../lib/files/pdf-writer';

/** A record's pictures as the report can use them. */
export interface ReportPictures {
  /** Inline JPEG and PNG pictures, with their size, ready to draw. */
  drawable: PdfPicture[];
  /** Web addresses (older prototype pictures): printed as text, the report is made offline. */
  links: string[];
  /** Inline pictures the PDF cannot embed (GIF, WebP, or damaged data). */
  skipped: number;
}

const PDF_FORMATS = { 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;

/** Sorts a record's pictures (data URLs or addresses) into what the report draws or mentions. */
export function reportPicturesOf(doc: jsPDF, pictures: readonly string[]): ReportPictures {
  const result: ReportPictures = { drawable: [], links: [], skipped: 0 };
  for (const picture of pictures) {
    if (!picture.startsWith('data:')) {
      result.links.push(picture);
      continue;
    }
    const mimeType = parseImageDataUrl(picture)?.mimeType;
    const format =
      mimeType === 'image/jpeg' || mimeType === 'image/png' ? PDF_FORMATS[mimeType] : null;
    if (!format) {
      result.skipped += 1;
      continue;
    }
    try {
      const { width, height } = doc.getImageProperties(picture);
      if (width > 0 && height > 0)
        result.drawable.push({ dataUrl: picture, format, width, height });
      else result.skipped += 1;
    } catch {
      result.skipped += 1;
    }
  }
  return result;
}
