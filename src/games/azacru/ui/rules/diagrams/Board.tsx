// A part of the AZACRU board in SVG, drawn from the rules' state: fields, borders, markers, chevrons and what a diagram points at.
import type { ReactNode } from 'react';
import { fileOf, rankOf, SIDE } from '../../../rules/fields';
import type { AzacruState, Chevron } from '../../../rules/state';
import { lookOf, MARK_INK, type PlayerPattern } from '../../../view/players';
import { field, type Window } from './scene';

/** One field is 10 units; coordinates take a margin on the left and at the bottom. */
export const UNIT = 10;
const MARGIN = 5;
const NEUTRAL = '#5d6660';
const LINE = '#2b302d';
const BORDER = '#f2b33d';
const EDGE = '#0d0f0e';
const POINTER = '#ffffff';
const HALO = '#111111';
const LETTERS = 'abcdefghi';

/** What a picture shows on top of the position. */
export interface Marks {
  /** Fields the chevron may move to: a ring. */
  readonly targets?: readonly number[];
  /** Fields it may not move to: a cross. */
  readonly crosses?: readonly number[];
  /** Moves: an arrow from start to target. */
  readonly arrows?: readonly { readonly from: number; readonly to: number }[];
  /** Chevrons as they stood before (faint, dashed). */
  readonly ghosts?: readonly Chevron[];
  /** Fields whose colour just changed: a white frame. */
  readonly changed?: readonly number[];
  /** Fields to tint, e.g. the borderland whose fields give the power. */
  readonly tint?: readonly number[];
  /** Short words or numbers on fields. */
  readonly labels?: readonly { readonly field: number; readonly text: string }[];
}

interface Bounds {
  readonly file0: number;
  readonly rank0: number;
  readonly files: number;
  readonly ranks: number;
}

function boundsOf(window: Window): Bounds {
  const a = field(window.from);
  const b = field(window.to);
  return {
    file0: fileOf(a),
    rank0: rankOf(a),
    files: fileOf(b) - fileOf(a) + 1,
    ranks: rankOf(b) - rankOf(a) + 1,
  };
}

/** Width and height in units of a layer showing `window` (with its coordinates unless `bare`). */
export function layerSize(window: Window, bare = false): { width: number; height: number } {
  const b = boundsOf(window);
  const m = bare ? 1 : MARGIN;
  return { width: m + b.files * UNIT + 1, height: b.ranks * UNIT + m + 1 };
}

/** A player's shape centred on (x, y), `r` its half size. */
export function PatternMark(props: {
  pattern: PlayerPattern;
  x: number;
  y: number;
  r: number;
  fill: string;
  stroke?: string;
}) {
  const { pattern, x, y, r, fill, stroke } = props;
  const paint = { fill, stroke, strokeWidth: stroke ? r * 0.3 : undefined };
  switch (pattern) {
    case 'disc':
      return <circle cx={x} cy={y} r={r * 0.9} {...paint} />;
    case 'square':
      return <rect x={x - r * 0.8} y={y - r * 0.8} width={r * 1.6} height={r * 1.6} {...paint} />;
    case 'triangle':
      return (
        <polygon
          points={`${x},${y - r} ${x + r * 1.05},${y + r * 0.8} ${x - r * 1.05},${y + r * 0.8}`}
          {...paint}
        />
      );
    case 'diamond':
      return (
        <polygon points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`} {...paint} />
      );
  }
}

const CHEVRON_POINTS = '0,-4.5 4.3,3.8 0,1.6 -4.3,3.8';

/** A chevron centred on (x, y) facing `facing` (0 = N, clockwise), its owner's shape on it. */
export function ChevronMark(props: {
  player: number;
  facing: number;
  x: number;
  y: number;
  ghost?: boolean;
}) {
  const { player, facing, x, y, ghost } = props;
  const look = lookOf(player);
  const angle = facing * 45;
  // The shape sits in the chevron's body but stays upright, so a square never turns into a diamond.
  const rad = (angle * Math.PI) / 180;
  const mx = x + Math.sin(rad) * 0.2;
  const my = y - Math.cos(rad) * 0.2;
  if (ghost) {
    return (
      <polygon
        points={CHEVRON_POINTS}
        transform={`translate(${x} ${y}) rotate(${angle})`}
        fill={look.colour}
        fillOpacity={0.3}
        stroke={POINTER}
        strokeWidth={0.5}
        strokeDasharray="1 0.8"
      />
    );
  }
  return (
    <g>
      <polygon
        points={CHEVRON_POINTS}
        transform={`translate(${x} ${y}) rotate(${angle})`}
        fill={look.colour}
        stroke={HALO}
        strokeWidth={0.9}
        strokeLinejoin="round"
      />
      <PatternMark pattern={look.pattern} x={mx} y={my} r={1.45} fill={MARK_INK} />
    </g>
  );
}

/**
 * The fields of `window` at (x, y) in units: the position from the rules' state and the marks on
 * top. Thick gold lines are borders; a solid dark frame is the board's edge, a dashed one means the
 * board goes on.
 */
export function BoardLayer(props: {
  state: Pick<AzacruState, 'colours' | 'chevrons'>;
  window: Window;
  marks?: Marks;
  x?: number;
  y?: number;
  bare?: boolean;
}) {
  const { state, window, marks = {}, x = 0, y = 0, bare = false } = props;
  const b = boundsOf(window);
  const left = bare ? 1 : MARGIN;
  const top = 0.5;
  const inside = (f: number) =>
    fileOf(f) >= b.file0 &&
    fileOf(f) < b.file0 + b.files &&
    rankOf(f) >= b.rank0 &&
    rankOf(f) < b.rank0 + b.ranks;
  const cx = (f: number) => left + (fileOf(f) - b.file0) * UNIT + UNIT / 2;
  const cy = (f: number) => top + (b.rank0 + b.ranks - 1 - rankOf(f)) * UNIT + UNIT / 2;
  const fields: number[] = [];
  for (let r = b.rank0; r < b.rank0 + b.ranks; r += 1)
    for (let fl = b.file0; fl < b.file0 + b.files; fl += 1) fields.push(r * SIDE + fl);
  const occupied = new Set(state.chevrons.map((c) => c.field));
  // On a field with something drawn over it, the marker's shape moves to the top left corner.
  const busy = new Set([
    ...(marks.targets ?? []),
    ...(marks.crosses ?? []),
    ...(marks.changed ?? []),
    ...(marks.labels ?? []).map((l) => l.field),
    ...(marks.ghosts ?? []).map((c) => c.field),
  ]);
  const w = b.files * UNIT;
  const h = b.ranks * UNIT;
  const lines: ReactNode[] = [];
  for (let fl = b.file0 + 1; fl < b.file0 + b.files; fl += 1) {
    if (fl % 3 === 0) {
      const lx = left + (fl - b.file0) * UNIT;
      lines.push(<line key={`v${fl}`} x1={lx} y1={top} x2={lx} y2={top + h} />);
    }
  }
  for (let r = b.rank0 + 1; r < b.rank0 + b.ranks; r += 1) {
    if (r % 3 === 0) {
      const ly = top + (b.rank0 + b.ranks - r) * UNIT;
      lines.push(<line key={`h${r}`} x1={left} y1={ly} x2={left + w} y2={ly} />);
    }
  }
  // The frame: each side is the board's edge or a cut.
  const edges = [
    { key: 'w', at: b.file0 === 0, x1: left, y1: top, x2: left, y2: top + h },
    { key: 'e', at: b.file0 + b.files === SIDE, x1: left + w, y1: top, x2: left + w, y2: top + h },
    { key: 's', at: b.rank0 === 0, x1: left, y1: top + h, x2: left + w, y2: top + h },
    { key: 'n', at: b.rank0 + b.ranks === SIDE, x1: left, y1: top, x2: left + w, y2: top },
  ];
  return (
    <g transform={`translate(${x} ${y})`}>
      {fields.map((f) => {
        const colour = state.colours[f] ?? null;
        const look = colour === null ? null : lookOf(colour);
        return (
          <g key={f}>
            <rect
              x={cx(f) - UNIT / 2}
              y={cy(f) - UNIT / 2}
              width={UNIT}
              height={UNIT}
              fill={look ? look.colour : NEUTRAL}
              stroke={LINE}
              strokeWidth={0.3}
            />
            {look && !occupied.has(f) && (
              <PatternMark
                pattern={look.pattern}
                x={busy.has(f) ? cx(f) - 3.3 : cx(f)}
                y={busy.has(f) ? cy(f) - 3.3 : cy(f)}
                r={busy.has(f) ? 1.3 : 2.3}
                fill={MARK_INK}
              />
            )}
          </g>
        );
      })}
      {(marks.tint ?? []).filter(inside).map((f) => (
        <rect
          key={`t${f}`}
          x={cx(f) - UNIT / 2 + 0.3}
          y={cy(f) - UNIT / 2 + 0.3}
          width={UNIT - 0.6}
          height={UNIT - 0.6}
          fill="none"
          stroke={POINTER}
          strokeOpacity={0.55}
          strokeWidth={0.6}
        />
      ))}
      <g stroke={EDGE} strokeWidth={1.5}>
        {lines}
      </g>
      <g stroke={BORDER} strokeWidth={0.8}>
        {lines}
      </g>
      {edges.map((e) => (
        <line
          key={e.key}
          x1={e.x1}
          y1={e.y1}
          x2={e.x2}
          y2={e.y2}
          stroke={e.at ? EDGE : LINE}
          strokeWidth={e.at ? 1.2 : 0.6}
          strokeDasharray={e.at ? undefined : '1.2 1'}
        />
      ))}
      {(marks.targets ?? []).filter(inside).map((f) => (
        <g key={`r${f}`} fill="none">
          <circle cx={cx(f)} cy={cy(f)} r={3} stroke={HALO} strokeWidth={1.6} />
          <circle cx={cx(f)} cy={cy(f)} r={3} stroke={POINTER} strokeWidth={0.8} />
        </g>
      ))}
      {(marks.ghosts ?? [])
        .filter((c) => inside(c.field))
        .map((c) => (
          <ChevronMark
            key={`g${c.field}`}
            player={c.player}
            facing={c.facing}
            x={cx(c.field)}
            y={cy(c.field)}
            ghost
          />
        ))}
      {state.chevrons
        .filter((c) => inside(c.field))
        .map((c) => (
          <ChevronMark
            key={`v${c.field}`}
            player={c.player}
            facing={c.facing}
            x={cx(c.field)}
            y={cy(c.field)}
          />
        ))}
      {(marks.arrows ?? []).map((a) => {
        const x1 = cx(a.from);
        const y1 = cy(a.from);
        const x2 = cx(a.to);
        const y2 = cy(a.to);
        const len = Math.hypot(x2 - x1, y2 - y1);
        const ux = (x2 - x1) / len;
        const uy = (y2 - y1) / len;
        // Over the chevrons it passes, from the start's chevron to just before the target, with a head.
        const sx = x1 + ux * 4.6;
        const sy = y1 + uy * 4.6;
        const ex = x2 - ux * 4.6;
        const ey = y2 - uy * 4.6;
        const head = `${ex + ux * 2.2},${ey + uy * 2.2} ${ex - uy * 1.5},${ey + ux * 1.5} ${ex + uy * 1.5},${ey - ux * 1.5}`;
        return (
          <g key={`a${a.from}-${a.to}`}>
            <line x1={sx} y1={sy} x2={ex} y2={ey} stroke={HALO} strokeWidth={1.7} />
            <polygon points={head} fill={POINTER} stroke={HALO} strokeWidth={0.4} />
            <line x1={sx} y1={sy} x2={ex} y2={ey} stroke={POINTER} strokeWidth={0.8} />
          </g>
        );
      })}
      {(marks.changed ?? []).filter(inside).map((f) => (
        <rect
          key={`c${f}`}
          x={cx(f) - 4.1}
          y={cy(f) - 4.1}
          width={8.2}
          height={8.2}
          fill="none"
          stroke={POINTER}
          strokeWidth={0.7}
          strokeDasharray="1.4 0.9"
        />
      ))}
      {(marks.crosses ?? []).filter(inside).map((f) => {
        const d = `M${cx(f) - 2.2} ${cy(f) - 2.2}L${cx(f) + 2.2} ${cy(f) + 2.2}M${cx(f) + 2.2} ${cy(f) - 2.2}L${cx(f) - 2.2} ${cy(f) + 2.2}`;
        return (
          <g key={`x${f}`} strokeLinecap="round">
            <path d={d} stroke={HALO} strokeWidth={1.9} />
            <path d={d} stroke={POINTER} strokeWidth={0.9} />
          </g>
        );
      })}
      {(marks.labels ?? [])
        .filter((l) => inside(l.field))
        .map((l) => (
          <text
            key={`l${l.field}`}
            x={cx(l.field)}
            y={cy(l.field) + 1.4}
            textAnchor="middle"
            fontSize={4}
            fontWeight={700}
            fill={POINTER}
            stroke={HALO}
            strokeWidth={0.8}
            paintOrder="stroke"
          >
            {l.text}
          </text>
        ))}
      {!bare && (
        <g fontSize={3.6} fill="#c9d6cd" textAnchor="middle">
          {Array.from({ length: b.files }, (_, i) => (
            <text key={`f${i}`} x={left + i * UNIT + UNIT / 2} y={top + h + 4}>
              {LETTERS[b.file0 + i]}
            </text>
          ))}
          {Array.from({ length: b.ranks }, (_, i) => (
            <text key={`k${i}`} x={MARGIN / 2} y={top + (b.ranks - 1 - i) * UNIT + UNIT / 2 + 1.3}>
              {b.rank0 + i + 1}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}

/** At most this many em per unit: a field is never drawn wider than 3.4 em. */
const SCALE = 0.34;

/** A diagram: one SVG image with its description for screen readers, and a caption below. */
export function Diagram(props: {
  label: string;
  width: number;
  height: number;
  caption?: string;
  children: ReactNode;
}) {
  const { label, width, height, caption, children } = props;
  return (
    <figure className="diagram">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        style={{ maxWidth: `${(width * SCALE).toFixed(1)}em` }}
      >
        {children}
      </svg>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** A line of words in a diagram (titles of its panels). */
export function Heading(props: { x: number; y: number; children: string }) {
  return (
    <text x={props.x} y={props.y} fontSize={4.2} fontWeight={700} fill="#f6f3ea">
      {props.children}
    </text>
  );
}
