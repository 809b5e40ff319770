import type { jsPDF } from 'jspdf';

/**
 * Trilha's mark (web/public/logo.svg, 64×64 units) drawn as vectors, so the cover's logo is
 * sharp on any paper and needs no image file (the report is made offline).
 */
export function drawLogo(doc: jsPDF, x: number, y: number, size: number): void {
  const unit = size / 64;
  const at = (u: number) => u * unit;
  doc.setFillColor(124, 58, 237);
  doc.roundedRect(x, y, size, size, at(14), at(14), 'F');
  // The trail: two S-bends from the lower left station to the upper right one.
  doc.setDrawColor(255, 255, 255);
  doc.setLineWidth(at(4.5));
  doc.setLineCap('round');
  const bend = [13, 0, 5, -16, 18, -16].map(at);
  doc.lines([bend, bend], x + at(14), y + at(48), [1, 1], 'S', false);
  doc.setLineCap('butt');
  doc.setLineWidth(at(2.5));
  const stations: [number, number, [number, number, number]][] = [
    [14, 48, [245, 158, 11]],
    [32, 32, [16, 185, 129]],
    [50, 16, [239, 68, 68]],
  ];
  for (const [cx, cy, color] of stations) {
    doc.setFillColor(...color);
    doc.circle(x + at(cx), y + at(cy), at(5), 'FD');
  }
}
