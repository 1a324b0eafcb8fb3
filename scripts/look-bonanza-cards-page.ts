// Browser side of scripts/look-bonanza-cards.ts: draws both atlases, grey views and phone hands into `window.bonanzaShots`.
import { type Card, card, JOKER } from '../src/games/bonanza/rules/cards';
import {
  ATLAS_SIZE,
  BONANZA_CARD_SIZE,
  bonanzaAtlas,
  type UvRect,
} from '../src/games/bonanza/scene/atlas';
import { COLOUR_SCHEMES, type ColourScheme } from '../src/games/bonanza/scene/faces';
import { cardGeometry } from '../src/table/cardGeometry';
import { atlasTexture, cardMaterial, cellAttribute } from '../src/table/cardMaterial';
import {
  AmbientLight,
  Color,
  DirectionalLight,
  InstancedMesh,
  Matrix4,
  PerspectiveCamera,
  Quaternion,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';

/** A hand of 18 as the person would sort it: by suit, low to high, the Joker among them. */
const HAND: Card[] = [
  card(2, 0),
  card(5, 0),
  card(10, 0),
  card(12, 0),
  card(14, 0),
  card(3, 1),
  card(7, 1),
  card(13, 1),
  JOKER,
  card(4, 2),
  card(8, 2),
  card(10, 2),
  card(11, 2),
  card(6, 3),
  card(9, 3),
  card(11, 3),
  card(12, 3),
  card(14, 3),
];

const DPR = 3;
const PHONE = 360;

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  return [c, ctx];
}

function grey(source: HTMLCanvasElement): HTMLCanvasElement {
  const [c, ctx] = canvas(source.width, source.height);
  ctx.filter = 'grayscale(1)';
  ctx.drawImage(source, 0, 0);
  return c;
}

function cellRect(uv: UvRect): [number, number, number, number] {
  return [
    uv.u0 * ATLAS_SIZE,
    (1 - uv.v1) * ATLAS_SIZE,
    (uv.u1 - uv.u0) * ATLAS_SIZE,
    (uv.v1 - uv.v0) * ATLAS_SIZE,
  ];
}

/** One row of a phone hand: `cards` overlapping across the phone's width, each `width` CSS px wide. */
function handRow(
  ctx: CanvasRenderingContext2D,
  scheme: ColourScheme,
  cards: readonly Card[],
  width: number,
  top: number,
): void {
  const atlas = bonanzaAtlas(scheme);
  if (!atlas.canvas) return;
  const w = width * DPR;
  const h = w / (BONANZA_CARD_SIZE.w / BONANZA_CARD_SIZE.h);
  const r = (BONANZA_CARD_SIZE.corner / BONANZA_CARD_SIZE.w) * w;
  const margin = 8 * DPR;
  const step = (PHONE * DPR - 2 * margin - w) / Math.max(1, cards.length - 1);
  ctx.imageSmoothingQuality = 'high';
  cards.forEach((c, k) => {
    const x = margin + k * step;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 4 * DPR;
    ctx.beginPath();
    ctx.roundRect(x, top, w, h, r);
    ctx.fillStyle = '#fff';
    ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.clip();
    ctx.drawImage(atlas.canvas as HTMLCanvasElement, ...cellRect(atlas.uv(c)), x, top, w, h);
    ctx.restore();
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 1;
    ctx.stroke();
  });
}

function phoneHands(): HTMLCanvasElement {
  const [c, ctx] = canvas(PHONE * DPR, 620 * DPR);
  ctx.fillStyle = '#1f543c';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.fillStyle = '#fff';
  ctx.font = `${11 * DPR}px sans-serif`;
  const rows: [ColourScheme, readonly Card[], number, string][] = [
    ['classic', HAND, 64, '18 cards, 64 px wide (classic)'],
    ['fourColour', HAND, 64, '18 cards, 64 px wide (four-colour)'],
    ['classic', HAND, 80, '18 cards, 80 px wide (classic)'],
    ['fourColour', HAND.slice(0, 9), 64, '9 cards (four-colour)'],
    ['classic', [...HAND.slice(9), card(14, 1)], 64, 'the other suits (classic)'],
  ];
  let top = 6 * DPR;
  for (const [scheme, cards, width, label] of rows) {
    ctx.fillText(label, 8 * DPR, top + 10 * DPR);
    top += 16 * DPR;
    handRow(ctx, scheme, cards, width, top);
    top += ((width * BONANZA_CARD_SIZE.h) / BONANZA_CARD_SIZE.w + 12) * DPR;
  }
  return c;
}

/** Cards through the 3D kit's own geometry and material: a row face up, the last one face down. */
function table(): HTMLCanvasElement {
  const cards = [
    card(10, 2),
    card(12, 0),
    card(11, 3),
    card(13, 1),
    card(14, 0),
    JOKER,
    card(2, 0),
  ];
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(1080, 560, false);
  const scene = new Scene();
  scene.background = new Color('#1f543c');
  scene.add(new AmbientLight('#ffffff', 1.6));
  const sun = new DirectionalLight('#ffffff', 1.4);
  sun.position.set(1, 2, 3);
  scene.add(sun);
  const atlas = bonanzaAtlas('fourColour');
  const geometry = cardGeometry(BONANZA_CARD_SIZE);
  const cells = cellAttribute(cards.length);
  cards.forEach((c, k) => cells.setX(k, c));
  geometry.setAttribute('aCell', cells);
  const mesh = new InstancedMesh(
    geometry,
    cardMaterial(atlasTexture(atlas.canvas), atlas.grid),
    cards.length,
  );
  const m = new Matrix4();
  const down = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), Math.PI);
  cards.forEach((_, k) => {
    const last = k === cards.length - 1;
    m.compose(
      new Vector3((k - 3) * 0.66, 0, 0),
      last ? down : new Quaternion(),
      new Vector3(1, 1, 1),
    );
    mesh.setMatrixAt(k, m);
  });
  scene.add(mesh);
  const camera = new PerspectiveCamera(30, 1080 / 560, 0.1, 50);
  camera.position.set(0, -0.6, 4.4);
  camera.lookAt(0, 0, 0);
  renderer.render(scene, camera);
  return renderer.domElement;
}

declare global {
  interface Window {
    bonanzaShots?: Record<string, string>;
  }
}

const shots: Record<string, string> = {};
for (const scheme of COLOUR_SCHEMES) {
  const atlas = bonanzaAtlas(scheme);
  if (!atlas.canvas) continue;
  const name = scheme === 'classic' ? 'classic' : 'four';
  shots[`bonanza-atlas-${name}`] = atlas.canvas.toDataURL('image/png');
  shots[`bonanza-atlas-${name}-grey`] = grey(atlas.canvas).toDataURL('image/png');
}
const hands = phoneHands();
shots['bonanza-hand-phone'] = hands.toDataURL('image/png');
shots['bonanza-hand-phone-grey'] = grey(hands).toDataURL('image/png');
shots['bonanza-table-3d'] = table().toDataURL('image/png');
window.bonanzaShots = shots;
