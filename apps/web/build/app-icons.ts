import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The installed app's icons (issue 32: a phone installs the portal as an app), drawn at build time from the
 * same shapes as public/favicon.svg: a blue rounded square with a white "L". PNG, because that is what every
 * platform's launcher reads; drawn here rather than kept as binaries, so the mark has one source.
 */
const BLUE = [0x1c, 0x7e, 0xd6] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** favicon.svg's geometry in its 32-unit box: corner radius 7, the L as two rectangles. */
const L_BARS = [
  { x0: 9, y0: 8, x1: 13, y1: 24 },
  { x0: 9, y0: 20, x1: 23, y1: 24 },
];

type TIcon = { file: string; size: number; maskable: boolean };
export const APP_ICONS: TIcon[] = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  // A launcher crops a maskable icon to its own shape: full-bleed blue, the L inside the safe 80 % circle.
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
];

function insideRoundedSquare(u: number, v: number): boolean {
  const r = 7;
  const cx = Math.min(Math.max(u, r), 32 - r);
  const cy = Math.min(Math.max(v, r), 32 - r);
  return (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
}

/** RGBA pixels of one icon; 4 samples per pixel smooth the rounded corners. */
function drawIcon({ size, maskable }: TIcon): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  // Maskable: the 32-unit mark shrunk to 60 % and centred, inside the circle every launcher keeps.
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  const samples = [0.25, 0.75];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let coverage = 0;
      let white = 0;
      for (const sy of samples)
        for (const sx of samples) {
          const u = ((x + sx) / size) * 32;
          const v = ((y + sy) / size) * 32;
          if (maskable || insideRoundedSquare(u, v)) coverage++;
          const mu = (u - offset) / scale;
          const mv = (v - offset) / scale;
          if (L_BARS.some((b) => mu >= b.x0 && mu < b.x1 && mv >= b.y0 && mv < b.y1)) white++;
        }
      const at = (y * size + x) * 4;
      const w = white / 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(BLUE[c]! * (1 - w) + WHITE[c]! * w);
      pixels[at + 3] = Math.round((coverage / 4) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of RGBA pixels (colour type 6, 8 bits, no filtering): all a launcher needs. */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(6, 9);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function appIcons(): Plugin {
  return {
    name: 'ledgerport-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: encodePng(icon.size, icon.size, drawIcon(icon)) });
      }
    },
  };
}
