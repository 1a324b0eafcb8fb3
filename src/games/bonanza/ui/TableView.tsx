// The 3D table, loaded lazily, fed the scene's data from the running game through one narrow selector.
import { lazy, Suspense } from 'react';
import type { ColourScheme } from '../scene/faces';
import { useTable } from '../view/GameContext';
import { sameData, selectScene } from '../view/selectors';
import type { SlotBox } from '../view/slot';

const Table3D = lazy(() => import('../scene/Table3D'));

export function TableView(props: {
  slot: SlotBox | null;
  scheme: ColourScheme;
  reducedMotion: boolean;
}) {
  const scene = useTable(selectScene, sameData);
  return (
    <Suspense fallback={null}>
      <Table3D
        scene={scene}
        scheme={props.scheme}
        reducedMotion={props.reducedMotion}
        slot={props.slot}
      />
    </Suspense>
  );
}
