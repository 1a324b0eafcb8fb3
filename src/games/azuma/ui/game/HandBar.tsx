// Card and stick buttons: the person's hand with number keys and the sticks with colour keys (keyboard, screen readers).
import { useLayoutEffect, useRef } from 'react';
import { useLayoutBridge } from '../../../../table/bridge';
import { useTranslation } from '../../texts';
import { useGame, useTable } from '../../view/GameContext';
import { PERSON } from '../../game';
import { personActions } from '../../view/GameContext';
import { BOMB, type CardId, type Colour, suitOf } from '../../rules';
import * as S from '../../view/selectors';
import { COLOUR_STYLES } from '../colours';
import { Swatch } from '../sheet/ScoreSheet';
import { useSeatNames } from './names';

const SUIT_KEYS = [
  'suit.s0',
  'suit.s1',
  'suit.s2',
  'suit.s3',
  'suit.s4',
  'suit.s5',
  'suit.s6',
  'suit.s7',
  'suit.s8',
  'suit.s9',
] as const;

export function useSuitName(): (card: CardId) => string {
  const { t } = useTranslation();
  return (card) => {
    const suit = suitOf(card);
    return t(suit === BOMB ? 'suit.bomb' : (SUIT_KEYS[suit] ?? 'suit.bomb'));
  };
}

function KeysLegend() {
  const { t } = useTranslation();
  const colours = useTable(S.selectColours);
  const grab = colours.map((c) => t(`colourKey.${c}`).toUpperCase()).join('/');
  return <p className="keys-legend">{t('hud.keys', { grab })}</p>;
}

/**
 * While it shows, the bar's height (it lies at the bottom) is kept clear by the table: the fan lies
 * above it. It shows when asked (`shown`) or while the focus is in it (Tab, CSS :focus-within): read
 * off the bar as drawn, so a focused button that leaves (its card passed) gives the room back.
 */
function useReserveBottom(shown: boolean) {
  const bridge = useLayoutBridge();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const measure = () =>
      bridge.setReserve(
        bridge.reserve.top,
        el?.matches('.shown, :focus-within') ? el.offsetHeight : 0,
      );
    measure();
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [bridge, shown]);
  return ref;
}

export function HandBar({ shown, keys }: { shown: boolean; keys: boolean }) {
  const { t } = useTranslation();
  const bar = useReserveBottom(shown);
  const game = useGame();
  const names = useSeatNames();
  const hand = useTable(S.selectFan(PERSON), (a, b) => a.join() === b.join());
  const chosen = useTable(S.selectChosen(PERSON));
  const sticks = useTable(S.selectSticks);
  const canGrab = useTable(S.selectCanGrab);
  const passing = useTable(S.selectPassing);
  const suitName = useSuitName();
  const pointerGrab = useRef(false);
  const act = personActions(game);
  const colourName = (c: Colour) => t(`colour.${c}`);

  return (
    <section ref={bar} className={shown ? 'handbar shown' : 'handbar'} aria-label={t('hand.title')}>
      <ul className="cards" aria-label={t('hand.title')}>
        {hand.map((card, i) => (
          <li key={card}>
            <button
              type="button"
              className={`card suit-${suitOf(card)}`}
              aria-pressed={chosen === card}
              aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}
              disabled={!passing}
              onClick={() => act.choose(card)}
            >
              <span className="card-key" aria-hidden="true">
                {i + 1}
              </span>
              {chosen === card ? (
                <>
                  <span className="card-suit" aria-hidden="true">
                    ✓ {suitName(card)}
                  </span>
                  <span className="sr-only">{t('hand.chosen', { suit: suitName(card) })}</span>
                </>
              ) : (
                <span className="card-suit">{suitName(card)}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <ul className="sticks" aria-label={t('hand.sticks')}>
        {sticks.map((st) => {
          const key = t(`colourKey.${st.colour}`);
          const label =
            st.owner === null
              ? t('hand.stick', {
                  colour: colourName(st.colour),
                  pattern: t(`pattern.${COLOUR_STYLES[st.colour].pattern}`),
                  key: key.toUpperCase(),
                })
              : st.owner === PERSON
                ? // The person's own: "yours" (the German "gehalten von Du" was wrong).
                  t('hand.stickYours', { colour: colourName(st.colour) })
                : t('hand.stickHeld', { colour: colourName(st.colour), name: names[st.owner] });
          return (
            <li key={st.id}>
              <button
                type="button"
                className={st.owner === null ? 'stick' : 'stick held'}
                aria-keyshortcuts={key}
                disabled={!canGrab || st.owner !== null}
                onPointerDown={(e) => {
                  pointerGrab.current = true;
                  act.grab(st.id, e.timeStamp);
                }}
                onClick={(e) => {
                  // Keyboard activation (Enter/Space on the button) arrives as a click only.
                  if (!pointerGrab.current) act.grab(st.id, e.timeStamp);
                  pointerGrab.current = false;
                }}
              >
                <Swatch colour={st.colour} />
                <span className="stick-key" aria-hidden="true">
                  {key.toUpperCase()}
                </span>
                <span aria-hidden="true">{colourName(st.colour)}</span>
                <span className="sr-only">{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {keys && <KeysLegend />}
    </section>
  );
}
