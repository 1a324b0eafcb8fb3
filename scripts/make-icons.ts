// Generates the app icons (192, 512, maskable 512, apple touch 180, favicon 32) into public/icons: `npx tsx scripts/make-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Raster, type Rgb } from './png';

const OUT = join(import.meta.dirname, '..', 'public', 'icons');
const FELT: Rgb = [31, 84, 60];
const WOOD: Rgb = [122, 74, 38];
const BOARD: Rgb = [232, 214, 170];
const STICKS: Rgb[] = [
  [245, 196, 40], // yellow
  [40, 96, 200], // blue
  [232, 64, 140], // pink
  [40, 96, 200],
  [245, 196, 40],
];

/** The icon: a round board seen from above with five sticks (globes), on felt. `safe` shrinks it for maskable. */
function draw(size: number, safe: number, square: boolean): Raster {
  const r = new Raster(size, size);
  const c = size / 2;
  if (square) r.rect(0, 0, size, size, FELT);
  else r.circle(c, c, c, FELT);
  const s = (size / 2) * safe;
  r.circle(c, c, s * 0.92, WOOD);
  r.circle(c, c, s * 0.8, BOARD);
  for (let k = 0; k < 5; k += 1) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
    const x = c + Math.cos(a) * s * 0.5;
    const y = c + Math.sin(a) * s * 0.5;
    r.circle(x + s * 0.03, y + s * 0.04, s * 0.17, [0, 0, 0], 0.25);
    r.circle(x, y, s * 0.16, STICKS[k] as Rgb);
    r.circle(x - s * 0.04, y - s * 0.05, s * 0.05, [255, 255, 255], 0.55);
  }
  r.circle(c, c, s * 0.12, [60, 40, 30]);
  return r;
}

mkdirSync(OUT, { recursive: true });
const files: [string, Raster][] = [
  ['icon-192.png', draw(192, 1, false)],
  ['icon-512.png', draw(512, 1, false)],
  ['maskable-512.png', draw(512, 0.78, true)],
  ['apple-touch-icon-180.png', draw(180, 0.9, true)],
  ['favicon-32.png', draw(32, 1, false)],
];
for (const [name, raster] of files) {
  writeFileSync(join(OUT, name), raster.png());
  console.log(`public/icons/${name}`);
}
