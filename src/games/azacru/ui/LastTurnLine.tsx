// The last turn in one line under the board ("Wren: e7 → e5 +3", +3 for the fields its connection change took, passes after it; at three or four, every move since yours by its mover's mark, a turn at its end by a hooked arrow): one line kept at all times, so the board never moves.
import { fieldName } from '../rules/fields';
import { useGame, useTable } from '../view/GameContext';
import {
  type LastMove,
  sameLastTurn,
  sameMoves,
  selectLastTurn,
  selectRecentMoves,
  unansweredMoves,
} from '../view/last-turn';
import { PERSON } from '../view/selectors';
import { useTranslation } from '../texts';
import { PlayerMark } from './PlayerMark';

/** The move's arrow, drawn (a font's arrow may be missing and set off a slow font fallback); read as "to". */
function Arrow(props: { word: string }) {
  return (
    <>
      <svg className="arrow" width="16" height="10" viewBox="0 0 16 10" aria-hidden="true">
        <path
          d="M1 5h12M9 1l4 4-4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only"> {props.word} </span>
    </>
  );
}

/** A chevron turned at the end of its move: a hooked arrow bending to that side (its words for screen readers). */
function TwistMark(props: { side: 'left' | 'right'; words: string }) {
  return (
    <>
      <svg
        className={`twist-mark ${props.side}`}
        width="12"
        height="12"
        viewBox="0 0 12 12"
        aria-hidden="true"
      >
        <path
          d={
            props.side === 'left'
              ? 'M9 11V6a3 3 0 0 0-3-3H2M4.5 0.5 2 3l2.5 2.5'
              : 'M3 11V6a3 3 0 0 1 3-3h4M7.5 0.5 10 3 7.5 5.5'
          }
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">, {props.words}</span>
    </>
  );
}

/**
 * A move's gains beside it: "+3" drawn for the fields its connection change took (the words for
 * screen readers), and a removal told in words where the line has room (alone), else to screen
 * readers only (among several moves at three or four).
 */
function GainMark(props: { move: LastMove; roomy: boolean }) {
  const { t } = useTranslation();
  const { move } = props;
  if (move.converted === 0 && !move.removed) return null;
  const took =
    move.converted === 1
      ? t('azacru.last.takesOne')
      : t('azacru.last.takes', { count: move.converted });
  return (
    <>
      {move.converted > 0 ? (
        <>
          <span className="gain" aria-hidden="true">
            +{move.converted}
          </span>
          <span className="sr-only">, {took}</span>
        </>
      ) : null}
      {move.removed ? (
        <span className={props.roomy ? undefined : 'sr-only'}>, {t('azacru.last.removed')}</span>
      ) : null}
    </>
  );
}

export function LastTurnLine() {
  const { t } = useTranslation();
  const game = useGame();
  const last = useTable(selectLastTurn, sameLastTurn);
  const recent = useTable(selectRecentMoves, sameMoves);
  const name = (p: number) => game.config.seats[p]?.name ?? `${p + 1}`;
  const { move } = last;
  const several = last.passes.length === 0 ? unansweredMoves(recent) : null;
  if (several) {
    // Every move since the person's own (a table of three or four), each by its mover's mark, in
    // the order played: one line still (names and turns for screen readers).
    return (
      <p className="azacru-last several">
        {several.map((m, i) => (
          <span key={i} className="one">
            {i > 0 ? <span className="sr-only">; </span> : null}
            <PlayerMark player={m.player} size={16} />
            <span className="sr-only">{t('azacru.last.who', { name: name(m.player) })} </span>
            {fieldName(m.from)}
            <Arrow word={t('azacru.last.to')} />
            {fieldName(m.to)}
            <GainMark move={m} roomy={false} />
            {m.twist ? (
              <TwistMark
                side={m.twist}
                words={t('azacru.last.turned', { side: t(`azacru.side.${m.twist}`) })}
              />
            ) : null}
          </span>
        ))}
      </p>
    );
  }
  const passes = last.passes
    .map((p) =>
      p === PERSON ? t('azacru.last.youPass') : t('azacru.last.pass', { name: name(p) }),
    )
    .join('; ');
  return (
    // Before the first move the line keeps its room but draws no empty bar.
    <p className={move || passes ? 'azacru-last' : 'azacru-last empty'} data-player={move?.player}>
      {move ? <PlayerMark player={move.player} size={16} /> : null}
      <span className="text">
        {move ? (
          <>
            {t('azacru.last.who', { name: name(move.player) })} {fieldName(move.from)}
            <Arrow word={t('azacru.last.to')} />
            {fieldName(move.to)}
            <GainMark move={move} roomy />
            {move.twist
              ? `, ${t('azacru.last.turned', { side: t(`azacru.side.${move.twist}`) })}`
              : ''}
            {passes ? `; ${passes}` : ''}
          </>
        ) : (
          passes
        )}
      </span>
    </p>
  );
}
