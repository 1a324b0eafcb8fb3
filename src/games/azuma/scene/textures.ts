// Textures drawn in code: felt, wood, the board (Aztec for ZUMA), stick band patterns, name plates, chip.
import { CanvasTexture, DataTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import type { EditionId } from '../rules/editions';
import { INK } from './emblems';

type Ctx = CanvasRenderingContext2D;

function canvasTexture(w: number, h: number, draw: (ctx: Ctx) => void, srgb = true): Texture {
  // Without a DOM (scene tests in node) a plain white texel stands in.
  if (typeof document === 'undefined')
    return new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (ctx) draw(ctx);
  const t = new CanvasTexture(canvas);
  if (srgb) t.colorSpace = SRGBColorSpace;
  t.anisotropy = 1;
  return t;
}

/** A seeded scatter so textures look the same every time. */
function scatter(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function feltTexture(): Texture {
  const t = canvasTexture(256, 256, (ctx) => {
    ctx.fillStyle = '#1f6a58';
    ctx.fillRect(0, 0, 256, 256);
    const r = scatter(7);
    for (let k = 0; k < 5000; k += 1) {
      ctx.fillStyle = r() < 0.5 ? 'rgba(255,255,230,0.05)' : 'rgba(0,20,10,0.08)';
      ctx.fillRect(r() * 256, r() * 256, 1 + r() * 2, 1);
    }
  });
  t.wrapS = t.wrapT = RepeatWrapping;
  t.repeat.set(6, 6);
  return t;
}

export function woodTexture(): Texture {
  const t = canvasTexture(512, 128, (ctx) => {
    ctx.fillStyle = '#8a4f24';
    ctx.fillRect(0, 0, 512, 128);
    const r = scatter(3);
    for (let k = 0; k < 70; k += 1) {
      const y = r() * 128;
      ctx.strokeStyle = r() < 0.5 ? 'rgba(60,25,5,0.35)' : 'rgba(230,160,90,0.18)';
      ctx.lineWidth = 0.5 + r() * 2.5;
      ctx.beginPath();
      ctx.moveTo(0, y);
      for (let x = 0; x <= 512; x += 32) ctx.lineTo(x, y + Math.sin(x / 60 + k) * 3);
      ctx.stroke();
    }
  });
  t.wrapS = t.wrapT = RepeatWrapping;
  return t;
}

/** The board's top: AZUMA a bright 1992 ring; ZUMA a sun stone with step frets. */
export function boardTexture(edition: EditionId): Texture {
  const zuma = edition !== 'azuma';
  return canvasTexture(1024, 1024, (ctx) => {
    const c = 512;
    ctx.fillStyle = zuma ? '#c98a4b' : '#f4ead2';
    ctx.fillRect(0, 0, 1024, 1024);
    const ring = (r: number, colour: string, width: number) => {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.arc(c, c, r, 0, Math.PI * 2);
      ctx.stroke();
    };
    if (zuma) {
      ring(470, '#7a3a1c', 40);
      ring(366, '#2a9c93', 60);
      for (let k = 0; k < 40; k += 1) {
        ctx.save();
        ctx.translate(c, c);
        ctx.rotate((k / 40) * Math.PI * 2);
        ctx.fillStyle = k % 2 === 0 ? '#f2d49b' : '#7a3a1c';
        ctx.fillRect(-14, -450, 28, 30);
        ctx.fillRect(-4, -420, 8, 14);
        ctx.restore();
      }
      for (let k = 0; k < 16; k += 1) {
        ctx.save();
        ctx.translate(c, c);
        ctx.rotate((k / 16) * Math.PI * 2);
        ctx.fillStyle = '#f2b134';
        ctx.beginPath();
        ctx.moveTo(-30, -150);
        ctx.lineTo(0, -250);
        ctx.lineTo(30, -150);
        ctx.fill();
        ctx.restore();
      }
      ring(140, '#7a3a1c', 20);
    } else {
      const colours = ['#ff4fa3', '#ffd23f', '#27c4c4', '#6b43c4'];
      for (let k = 0; k < 30; k += 1) {
        ctx.save();
        ctx.translate(c, c);
        ctx.rotate((k / 30) * Math.PI * 2);
        ctx.fillStyle = colours[k % 4] ?? INK;
        ctx.beginPath();
        ctx.moveTo(-22, -470);
        ctx.lineTo(22, -470);
        ctx.lineTo(0, -420);
        ctx.fill();
        ctx.restore();
      }
      ring(366, '#3f1f78', 56);
      ring(250, '#ff4fa3', 10);
      ring(140, '#27c4c4', 16);
    }
    ctx.fillStyle = zuma ? '#7a3a1c' : '#3f1f78';
    ctx.font = 'bold 96px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(zuma ? 'ZUMA' : 'AZUMA', c, c + 4);
  });
}

/** Band patterns for colour-blind players, white on grey (tinted by the stick colour): stripes, dots, solid. */
export function bandTexture(): Texture {
  return canvasTexture(384, 128, (ctx) => {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 384, 128);
    ctx.fillStyle = '#5a5a5a';
    for (let k = -2; k < 8; k += 1) {
      ctx.beginPath();
      ctx.moveTo(k * 24, 128);
      ctx.lineTo(k * 24 + 12, 128);
      ctx.lineTo(k * 24 + 52, 0);
      ctx.lineTo(k * 24 + 40, 0);
      ctx.fill();
    }
    ctx.clearRect(128, 0, 128, 128);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(128, 0, 128, 128);
    ctx.fillStyle = '#5a5a5a';
    for (let y = 16; y < 128; y += 32)
      for (let x = 144 + ((y / 32) % 2) * 16; x < 256; x += 32) {
        ctx.beginPath();
        ctx.arc(x, y, 8, 0, Math.PI * 2);
        ctx.fill();
      }
    ctx.fillStyle = '#3a3a3a';
    ctx.fillRect(256, 0, 128, 10);
    ctx.fillRect(256, 118, 128, 10);
  });
}

/** The dealer's chip: gold with a dark star (the one who deals and calls). */
export function chipTexture(): Texture {
  return canvasTexture(128, 128, (ctx) => {
    ctx.fillStyle = '#e8b830';
    ctx.fillRect(0, 0, 128, 128);
    ctx.fillStyle = '#5a3a0a';
    ctx.beginPath();
    for (let k = 0; k < 10; k += 1) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const r = k % 2 === 0 ? 50 : 21;
      ctx.lineTo(64 + r * Math.cos(a), 64 + r * Math.sin(a));
    }
    ctx.fill();
  });
}
