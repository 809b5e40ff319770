/** Where the project page shows the current phase's tools: what the PNG export captures. */
export const PHASE_CAPTURE_SELECTOR = '[data-export-target="phase"]';

/** Print resolution: an A4 page's width at 300 dpi. */
const PRINT_WIDTH_PX = 2480;
const CAPTURE_MARGIN_PX = 16;
/** Canvases far beyond this fail in browsers (and phones run out of memory). */
const MAX_CANVAS_PIXELS = 60_000_000;

/**
 * How much to enlarge the capture: enough for the image's width to print sharp on A4, at least
 * 2×, and never more than a canvas can hold.
 */
export function captureScale(width: number, height: number): number {
  const wanted = Math.max(2, PRINT_WIDTH_PX / Math.max(width, 1));
  const largest = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(width * height, 1));
  // Rounded down, so rounding never takes the canvas past its limit.
  return Math.max(1, Math.floor(Math.min(wanted, largest, 4) * 100) / 100);
}

/** The canvas on a white sheet with a margin, so borders at the edges are not cut on paper. */
function withMargin(canvas: HTMLCanvasElement, margin: number): HTMLCanvasElement {
  const sheet = document.createElement('canvas');
  sheet.width = canvas.width + 2 * margin;
  sheet.height = canvas.height + 2 * margin;
  const context = sheet.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, sheet.width, sheet.height);
  context.drawImage(canvas, margin, margin);
  return sheet;
}

/** The element on screen as a PNG, drawn by html2canvas (loaded only when asked for). */
export async function captureElementAsPng(element: HTMLElement): Promise<Blob> {
  const { default: html2canvas } = await import('html2canvas');
  const { width, height } = element.getBoundingClientRect();
  const scale = captureScale(width, height);
  const canvas = withMargin(
    await html2canvas(element, { scale, backgroundColor: '#ffffff', logging: false }),
    Math.round(CAPTURE_MARGIN_PX * scale),
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))),
      'image/png',
    );
  });
}
