// Keyboard play on a desktop: number keys or arrows choose a card, a key per stick colour grabs, [ ] turn, S sheet, Esc pause.
import { useEffect } from 'react';
import { useTranslation } from '../../texts';
import { useGame } from '../../view/GameContext';
import { selectColours } from '../../view/selectors';
import {
  bestStick,
  chooseAt,
  chooseNext,
  grabStick,
  stickOfColour,
  turnBy,
  TURN_STEP,
} from './controls';

export interface KeyboardOptions {
  /** False while a dialog (pause, end) owns the keyboard. */
  readonly enabled: boolean;
  readonly onSheet: () => void;
  readonly onPause: () => void;
  /** Called on the first game key: the card and stick buttons show from then on. */
  readonly onUsed: () => void;
}

const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export function useKeyboard({ enabled, onSheet, onPause, onUsed }: KeyboardOptions): void {
  const game = useGame();
  const { t } = useTranslation();

  useEffect(() => {
    if (!enabled) return;
    const colours = selectColours(game.actor.getSnapshot());
    const keyOf = new Map(colours.map((c) => [t(`colourKey.${c}`).toLowerCase(), c]));
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target && FORM_FIELDS.has(target.tagName)) return;
      const onButton = target?.tagName === 'BUTTON';
      const s = game.actor.getSnapshot();
      const key = e.key.toLowerCase();
      let done = false;
      if (/^[1-9]$/.test(key)) done = chooseAt(game, Number(key) - 1);
      else if (key === 'arrowright' || key === 'arrowleft')
        done = chooseNext(game, key === 'arrowright' ? 1 : -1);
      else if (key === '[' || key === ']')
        done = turnBy(game, key === '[' ? TURN_STEP : -TURN_STEP);
      else if (key === ' ' && !onButton) done = grabStick(game, bestStick(s), e.timeStamp);
      else if (keyOf.has(key)) {
        const colour = keyOf.get(key);
        done = colour !== undefined && grabStick(game, stickOfColour(s, colour), e.timeStamp);
      } else if (key === 's') {
        onSheet();
        done = true;
      } else if (key === 'escape') {
        onPause();
        done = true;
      }
      if (done) {
        e.preventDefault();
        onUsed();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, game, t, onSheet, onPause, onUsed]);
}
