// The still table: the green baize and the paper Bonanza sheet on it, repainted (one texture, reused) only when its counts or the call change.
import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useMemo } from 'react';
import { CylinderGeometry, MeshLambertMaterial, PlaneGeometry } from 'three';
import type { TableScene } from '../view/table-scene';
import { bonanzaAtlas } from './atlas';
import type { ColourScheme } from './faces';
import type { TableLayout } from './layout';
import { type Printed, SheetPainter } from './sheet-paint';

const FELT = '#1c6b43';
const FELT_DEPTH = 0.06;

export function Sheet(props: {
  scene: TableScene;
  layout: TableLayout;
  scheme: ColourScheme;
  labels: readonly string[];
  /** Hears where the names and counts were printed (for the tests' probes). */
  printed: RefObject<readonly Printed[]>;
  /** A tap on the sheet (to read it close up). */
  onOpen: (() => void) | undefined;
}) {
  const { scene, layout, scheme, labels, printed, onOpen } = props;
  const invalidate = useThree((s) => s.invalidate);
  const felt = useMemo(() => {
    const g = new CylinderGeometry(1, 1, FELT_DEPTH, 72);
    g.translate(0, -FELT_DEPTH / 2 - 0.012, 0);
    return { geometry: g, material: new MeshLambertMaterial({ color: FELT }) };
  }, []);
  const plane = useMemo(() => {
    const g = new PlaneGeometry(1, 1);
    g.rotateX(-Math.PI / 2);
    return g;
  }, []);
  // A new canvas only when the sheet's shape changes (the slot turned); otherwise repainted in place.
  const { w, d } = layout.sheet;
  const painter = useMemo(() => new SheetPainter(w, d), [w, d]);
  const material = useMemo(() => new MeshLambertMaterial({ map: painter.texture }), [painter]);
  useEffect(
    () => () => {
      felt.geometry.dispose();
      felt.material.dispose();
      plane.dispose();
    },
    [felt, plane],
  );
  useEffect(
    () => () => {
      material.dispose();
      painter.dispose();
    },
    [painter, material],
  );
  useEffect(() => {
    const look = {
      labels,
      counts: scene.sheet,
      calling: scene.calling,
      pokerSpace: scene.pokerSpace,
    };
    if (painter.paint(layout, look, bonanzaAtlas(scheme).canvas, scheme)) invalidate();
    printed.current = painter.printed;
  }, [
    painter,
    layout,
    labels,
    scene.sheet,
    scene.calling,
    scene.pokerSpace,
    scheme,
    invalidate,
    printed,
  ]);
  const { sheet } = layout;
  return (
    <>
      <mesh
        geometry={felt.geometry}
        material={felt.material}
        position={[layout.felt.x, 0, layout.felt.z]}
        scale={[layout.felt.rx, 1, layout.felt.rz]}
      />
      <mesh
        geometry={plane}
        material={material}
        position={[sheet.x, 0.001, sheet.z]}
        scale={[sheet.w, 1, sheet.d]}
        onClick={onOpen}
      />
    </>
  );
}
