// The 3D table, loaded lazily, fed the scene's data from the running game through one narrow selector.
import { lazy, Suspense, useMemo } from 'react';
import { SPACES } from '../rules/sheet';
import { useTranslation } from '../texts';
import type { ColourScheme } from '../scene/faces';
import { useTable } from '../view/GameContext';
import { sameData, selectScene } from '../view/selectors';
import type { SeatMarks } from '../view/seat-labels';
import type { SlotBox } from '../view/slot';

const Table3D = lazy(() => import('../scene/Table3D'));

export function TableView(props: {
  slot: SlotBox | null;
  scheme: ColourScheme;
  reducedMotion: boolean;
  onMarks: (marks: SeatMarks) => void;
  onSheet: () => void;
}) {
  const { t } = useTranslation();
  const scene = useTable(selectScene, sameData);
  const labels = useMemo(() => SPACES.map((space) => t(`bonanza.sheet.${space}`)), [t]);
  return (
    <Suspense fallback={null}>
      <Table3D
        scene={scene}
        scheme={props.scheme}
        reducedMotion={props.reducedMotion}
        labels={labels}
        slot={props.slot}
        onMarks={props.onMarks}
        onSheet={props.onSheet}
      />
    </Suspense>
  );
}
