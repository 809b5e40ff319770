import { unzlibSync } from 'fflate';

/**
 * Windows-1252's letters at 0x80–0x9F (typographic quotes, dashes, the bullet), which the
 * standard fonts' WinAnsi encoding has and which Latin-1 decodes as control characters.
 */
const WIN_ANSI_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

const fromWinAnsi = (text: string) =>
  text.replace(/[\x80-\x9f]/g, (char) => WIN_ANSI_HIGH[char.charCodeAt(0) - 0x80] ?? char);

/**
 * The text drawn in a PDF made by jsPDF, for tests: its content streams are deflated, so each
 * one is inflated and the strings of its text operators (`(...) Tj`) are read back, in the
 * standard fonts' encoding (WinAnsi).
 */
export function pdfText(pdf: ArrayBuffer | Uint8Array): string {
  const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf);
  const latin1 = new TextDecoder('latin1');
  const whole = latin1.decode(bytes);
  const parts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(whole); match; match = streams.exec(whole)) {
    const start = match.index + match[0].length;
    const end = whole.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = latin1.decode(unzlibSync(bytes.subarray(start, end)));
    } catch {
      content = whole.slice(start, end); // not deflated
    }
    for (const text of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      parts.push(fromWinAnsi((text[1] ?? '').replace(/\\([()\\])/g, '$1')));
    }
  }
  return parts.join('\n');
}
