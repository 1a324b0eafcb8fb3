// A small dot chart of grab reaction times per player: circles for own winning hands, squares after another's grab.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../texts';
import { median, type SeatReactions } from '../reactions';

export interface ReactionChartProps {
  readonly rows: readonly SeatReactions[];
  readonly names: readonly string[];
  /** The person's seat: drawn in the accent colour. */
  readonly person: number;
}

/** The widest drawing; on a narrower screen it is drawn as wide as it is shown, so the words keep their size. */
const WIDEST = 520;
const NARROWEST = 260;
const LEFT = 96;
const RIGHT = 16;
const ROW = 30;
const TOP = 10;

/** The axis end: the slowest time rounded up to 250 ms, at least 1000 ms, at most 3000 ms. */
export function axisMax(rows: readonly SeatReactions[]): number {
  const slowest = Math.max(0, ...rows.flatMap((r) => r.reactions.map((x) => x.ms)));
  return Math.min(3000, Math.max(1000, Math.ceil(slowest / 250) * 250));
}

/**
 * The chart's width in CSS pixels, as laid out: drawn at that width, one unit is one pixel and its
 * 12 px words stay 12 px (a 520-unit drawing squeezed into a phone's column made them 7 px).
 */
function useDrawnWidth(): [RefObject<HTMLDivElement | null>, number] {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(WIDEST);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const look = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(Math.min(WIDEST, Math.max(NARROWEST, w)));
    };
    look();
    const observer = new ResizeObserver(look);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [box, width];
}

export function ReactionChart({ rows, names, person }: ReactionChartProps) {
  const { t } = useTranslation();
  const [box, W] = useDrawnWidth();
  const max = axisMax(rows);
  const h = TOP + rows.length * ROW + 30;
  const x = (ms: number) => LEFT + (Math.min(ms, max) / max) * (W - LEFT - RIGHT);
  const ticks = Array.from({ length: Math.floor(max / 500) + 1 }, (_, i) => i * 500);
  const summary = rows.map((r) => {
    const m = median(r.reactions.map((v) => v.ms));
    const name = names[r.seat] ?? '?';
    return `${name}: ${m === null ? t('end.none') : t('end.median', { ms: m })}`;
  });

  return (
    <figure className="reaction-chart">
      <figcaption>
        <strong>{t('end.chart')}</strong>
        <span className="chart-desc">{t('end.chartDesc')}</span>
      </figcaption>
      <div ref={box} className="chart-box">
        <svg
          viewBox={`0 0 ${W} ${h}`}
          width={W}
          height={h}
          role="img"
          aria-label={summary.join('; ')}
        >
          {ticks.map((ms) => (
            <g key={ms} className="tick">
              <line x1={x(ms)} x2={x(ms)} y1={TOP - 4} y2={h - 26} />
              <text x={x(ms)} y={h - 10} textAnchor="middle">
                {ms}
              </text>
            </g>
          ))}
          {rows.map((r, i) => {
            const y = TOP + i * ROW + ROW / 2;
            const m = median(r.reactions.map((v) => v.ms));
            const cls = r.seat === person ? 'row person' : 'row';
            return (
              <g key={r.seat} className={cls}>
                <text x={LEFT - 8} y={y + 4} textAnchor="end">
                  {names[r.seat] ?? '?'}
                </text>
                <line className="lane" x1={LEFT} x2={W - RIGHT} y1={y} y2={y} />
                {r.reactions.map((v, k) =>
                  v.kind === 'own-win' ? (
                    <circle key={k} cx={x(v.ms)} cy={y} r={5} />
                  ) : (
                    <rect key={k} x={x(v.ms) - 4.5} y={y - 4.5} width={9} height={9} />
                  ),
                )}
                {m !== null && (
                  <line className="median" x1={x(m)} x2={x(m)} y1={y - 10} y2={y + 10} />
                )}
              </g>
            );
          })}
          <text className="unit" x={LEFT - 8} y={h - 10} textAnchor="end">
            ms
          </text>
        </svg>
      </div>
      <ul className="chart-summary">
        {summary.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </figure>
  );
}
