// `npm run icons`: renders the PWA's PNG icons and the favicon from the two SVG logos in
// web/public. Run it after changing a logo; the PNGs are committed (a few KB each), so neither
// the build nor a fresh clone needs this script.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const publicDir = fileURLToPath(new URL('../web/public/', import.meta.url));
const logo = readFileSync(`${publicDir}logo.svg`, 'utf8');
const maskable = readFileSync(`${publicDir}logo-maskable.svg`, 'utf8');

// iOS rounds the corners itself and shows transparency as black, so the apple-touch-icon is the
// full-bleed maskable artwork with the mark at its normal size instead of inside the safe zone.
const safeZone = 'scale(0.8)';
if (!maskable.includes(safeZone)) {
  throw new Error(`logo-maskable.svg: expected the mark's transform to contain "${safeZone}"`);
}
const apple = maskable.replace(safeZone, 'scale(1)');

function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** An .ico holding PNG images (supported by every browser and by Windows since Vista). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const outputs = {
  'icons/icon-192.png': png(logo, 192),
  'icons/icon-512.png': png(logo, 512),
  'icons/maskable-512.png': png(maskable, 512),
  'icons/apple-touch-icon.png': png(apple, 180),
  'favicon.ico': ico([16, 32, 48].map((size) => ({ size, data: png(logo, size) }))),
};

mkdirSync(`${publicDir}icons`, { recursive: true });
for (const [name, data] of Object.entries(outputs)) {
  writeFileSync(`${publicDir}${name}`, data);
  console.log(`web/public/${name}  ${(data.length / 1024).toFixed(1)} KB`);
}
