// Writes the app icons in pwa/public/icons as real PNG files (run: node pwa/scripts/makeIcons.mjs).
// Drawn in code so the icons need no design tool and no extra package: an orange tile with a
// white dashcam lens and a play mark. Maskable icons keep the mark inside the 80 % safe zone.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const ORANGE = [234, 88, 12];
const DARK = [15, 23, 42];
const WHITE = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour of a point in unit coordinates (0..1), or null for transparent. */
function shade(u, v, { maskable }) {
  const inset = maskable ? 0 : 0.04;
  const radius = maskable ? 0 : 0.2;
  const lo = inset;
  const hi = 1 - inset;
  if (u < lo || u > hi || v < lo || v > hi) return null;
  const cx = Math.min(Math.max(u, lo + radius), hi - radius);
  const cy = Math.min(Math.max(v, lo + radius), hi - radius);
  if (radius > 0 && Math.hypot(u - cx, v - cy) > radius) return null;

  const scale = maskable ? 0.8 : 1; // maskable: shrink the mark into the safe zone
  const x = (u - 0.5) / scale + 0.5;
  const y = (v - 0.5) / scale + 0.5;
  // camera body
  if (x > 0.2 && x < 0.8 && y > 0.3 && y < 0.72) {
    const d = Math.hypot(x - 0.5, y - 0.51);
    if (d < 0.17) {
      // play triangle inside the lens
      const tx = x - 0.46;
      const ty = y - 0.51;
      if (tx > 0 && tx < 0.12 && Math.abs(ty) < 0.07 * (1 - tx / 0.12)) return WHITE;
      return DARK;
    }
    if (d < 0.21) return ORANGE;
    return WHITE;
  }
  // mount on top of the camera
  if (x > 0.42 && x < 0.58 && y > 0.22 && y <= 0.3) return WHITE;
  return ORANGE;
}

function render(size, options) {
  const samples = 4; // 4x4 supersampling for smooth edges
  return png(size, (px, py) => {
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const c = shade((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, options);
        if (!c) continue;
        r += c[0];
        g += c[1];
        b += c[2];
        a += 1;
      }
    }
    if (a === 0) return [0, 0, 0, 0];
    return [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((255 * a) / samples ** 2)];
  });
}

mkdirSync(outDir, { recursive: true });
const files = [
  ['icon-192.png', 192, { maskable: false }],
  ['icon-512.png', 512, { maskable: false }],
  ['icon-maskable-512.png', 512, { maskable: true }],
  ['apple-touch-icon-180.png', 180, { maskable: true }],
  ['favicon-32.png', 32, { maskable: false }],
];
for (const [name, size, options] of files) {
  writeFileSync(join(outDir, name), render(size, options));
}
