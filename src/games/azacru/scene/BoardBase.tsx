// The board's still parts: its wooden base, the borderlands' borders and the coordinates on the rim (when shown).
import { useEffect, useMemo } from 'react';
import {
  BoxGeometry,
  CanvasTexture,
  InstancedMesh,
  MeshLambertMaterial,
  Object3D,
  PlaneGeometry,
  SRGBColorSpace,
} from 'three';
import { SIDE } from '../rules/fields';
import { CELL, HALF, RIM } from './geometry';
import { TILE_HEIGHT } from './meshes';
import { BASE, BORDER, RIM_TEXT } from './palette';

const BASE_HEIGHT = 0.03;

/** The borders between borderlands and round the board: four lines each way. */
function borders(): InstancedMesh {
  const g = new BoxGeometry(1, 1, 1);
  const m = new MeshLambertMaterial({ color: BORDER });
  const mesh = new InstancedMesh(g, m, 8);
  const o = new Object3D();
  const w = 0.012;
  const long = SIDE * CELL + w;
  let i = 0;
  for (const k of [-1.5, -0.5, 0.5, 1.5]) {
    const at = k * 3 * CELL;
    o.position.set(at, TILE_HEIGHT / 2, 0);
    o.scale.set(w, TILE_HEIGHT * 1.6, long);
    o.updateMatrix();
    mesh.setMatrixAt(i++, o.matrix);
    o.position.set(0, TILE_HEIGHT / 2, at);
    o.scale.set(long, TILE_HEIGHT * 1.6, w);
    o.updateMatrix();
    mesh.setMatrixAt(i++, o.matrix);
  }
  return mesh;
}

/** Letters a-i along the near and far rims, numbers 1-9 along the sides, upright for the viewer. */
function rimTexture(fromNorth: boolean): CanvasTexture {
  const px = 1024;
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const ctx = canvas.getContext('2d');
  const size = 2 * (HALF + RIM);
  const toPx = (w: number) => ((w + size / 2) / size) * px;
  if (ctx) {
    ctx.fillStyle = RIM_TEXT;
    ctx.font = `bold ${Math.round((RIM / size) * px * 0.62)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const edge = HALF + RIM / 2;
    const put = (text: string, x: number, z: number) => {
      ctx.save();
      ctx.translate(toPx(x), toPx(z));
      if (fromNorth) ctx.rotate(Math.PI);
      ctx.fillText(text, 0, 0);
      ctx.restore();
    };
    for (let i = 0; i < SIDE; i += 1) {
      const along = (i - (SIDE - 1) / 2) * CELL;
      const letter = 'abcdefghi'[i] ?? '';
      put(letter, along, edge);
      put(letter, along, -edge);
      const number = String(i + 1);
      const z = ((SIDE - 1) / 2 - i) * CELL;
      put(number, -edge, z);
      put(number, edge, z);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

export function BoardBase(props: { coordinates: boolean; fromNorth: boolean }) {
  const base = useMemo(() => {
    const side = 2 * (HALF + RIM);
    const g = new BoxGeometry(side, BASE_HEIGHT, side);
    g.translate(0, -BASE_HEIGHT / 2, 0);
    return { geometry: g, material: new MeshLambertMaterial({ color: BASE }) };
  }, []);
  const lines = useMemo(borders, []);
  const rim = useMemo(() => {
    if (!props.coordinates) return null;
    const side = 2 * (HALF + RIM);
    const g = new PlaneGeometry(side, side);
    g.rotateX(-Math.PI / 2);
    const map = rimTexture(props.fromNorth);
    const material = new MeshLambertMaterial({ map, transparent: true, depthWrite: false });
    return { geometry: g, material, map };
  }, [props.coordinates, props.fromNorth]);
  useEffect(
    () => () => {
      base.geometry.dispose();
      base.material.dispose();
    },
    [base],
  );
  useEffect(
    () => () => {
      lines.geometry.dispose();
      (lines.material as MeshLambertMaterial).dispose();
    },
    [lines],
  );
  useEffect(
    () => () => {
      rim?.geometry.dispose();
      rim?.material.dispose();
      rim?.map.dispose();
    },
    [rim],
  );
  return (
    <>
      <mesh geometry={base.geometry} material={base.material} />
      <primitive object={lines} />
      {rim ? (
        <mesh geometry={rim.geometry} material={rim.material} position={[0, 0.001, 0]} />
      ) : null}
    </>
  );
}
