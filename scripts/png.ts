// A minimal RGBA PNG encoder (zlib from node) and an anti-aliased shape rasterizer, for generated icons.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), Buffer.from(data)]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(
      raw,
      y * (width * 4 + 1) + 1,
    );
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export type Rgb = readonly [number, number, number];

/** A canvas of RGBA pixels with coverage-based (4x4 supersampled) shape filling. */
export class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  /** Fills every pixel where `inside(x, y)` holds, blending by coverage. */
  fill(inside: (x: number, y: number) => boolean, [r, g, b]: Rgb, alpha = 1): void {
    for (let py = 0; py < this.height; py += 1) {
      for (let px = 0; px < this.width; px += 1) {
        let hits = 0;
        for (let sy = 0; sy < 4; sy += 1)
          for (let sx = 0; sx < 4; sx += 1)
            if (inside(px + (sx + 0.5) / 4, py + (sy + 0.5) / 4)) hits += 1;
        if (hits === 0) continue;
        const a = (hits / 16) * alpha;
        const i = (py * this.width + px) * 4;
        const d = this.data;
        const da = (d[i + 3] as number) / 255;
        const oa = a + da * (1 - a);
        const mix = (src: number, dst: number) =>
          oa === 0 ? 0 : (src * a + dst * da * (1 - a)) / oa;
        d[i] = Math.round(mix(r, d[i] as number));
        d[i + 1] = Math.round(mix(g, d[i + 1] as number));
        d[i + 2] = Math.round(mix(b, d[i + 2] as number));
        d[i + 3] = Math.round(oa * 255);
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    this.fill((x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, colour, alpha);
  }

  rect(x0: number, y0: number, x1: number, y1: number, colour: Rgb, alpha = 1): void {
    this.fill((x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1, colour, alpha);
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}
