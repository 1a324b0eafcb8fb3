// The table's news from its emitted events: a line for screen readers, a notice for passes and the end, and the sounds.
import { useCallback, useEffect, useState } from 'react';
import type { SoundBank } from '../../../shell/audio/bank';
import { fieldName } from '../rules/fields';
import { useEmitted, useGame } from '../view/GameContext';
import { PERSON } from '../view/selectors';
import { useTranslation } from '../texts';
import { aboutPlayer, type YouKey } from './news-words';

export interface TableNews {
  /** The latest line for screen readers (every move in coordinate notation). */
  readonly said: string;
  /** A notice on screen: a forced pass, the end triggered, the final round. */
  readonly notice: string | null;
  readonly dismiss: () => void;
  /** Puts a line of the overlay's own (a tap's note) in the screen readers' line. */
  readonly say: (line: string) => void;
}

export function useTableNews(sounds: SoundBank): TableNews {
  const { t } = useTranslation();
  const game = useGame();
  const [said, setSaid] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const name = useCallback(
    (p: number) => game.config.seats[p]?.name ?? `${p + 1}`,
    [game.config.seats],
  );
  const say = useCallback((line: string) => setSaid(line), []);
  const about = useCallback(
    (player: number, key: YouKey, params: Record<string, string> = {}) =>
      aboutPlayer(t, player, PERSON, key, name, params),
    [t, name],
  );

  useEmitted(
    'travel',
    useCallback(
      (e) => {
        sounds.play('slide');
        say(
          t('azacru.say.move', {
            name: name(e.player),
            from: fieldName(e.from),
            to: fieldName(e.to),
            kind: t(`azacru.kind.${e.kind}`),
          }),
        );
      },
      [sounds, say, t, name],
    ),
  );
  useEmitted(
    'marker',
    useCallback(() => sounds.play('thump', 0.7), [sounds]),
  );
  useEmitted(
    'convert',
    useCallback((e) => sounds.play('pickup', e.order === 0 ? 0.9 : 0.6), [sounds]),
  );
  useEmitted(
    'removal',
    useCallback(
      (e) => {
        sounds.play('grab');
        setSaid((s) => `${s} ${about(e.player, 'removal', { field: fieldName(e.field) })}`);
      },
      [sounds, about],
    ),
  );
  useEmitted(
    'twist',
    useCallback(
      (e) =>
        setSaid((s) => `${s} ${about(e.player, 'twist', { side: t(`azacru.side.${e.side}`) })}`),
      [t, about],
    ),
  );
  useEmitted(
    'pass',
    useCallback(
      (e) => {
        const line = about(e.player, 'pass');
        sounds.play('score', 0.5);
        say(line);
        setNotice(line);
      },
      [sounds, say, about],
    ),
  );
  useEmitted(
    'endTriggered',
    useCallback(
      (e) => {
        const line = about(e.player, 'endTriggered');
        setNotice(line);
        say(line);
      },
      [say, about],
    ),
  );
  useEmitted(
    'finalRound',
    useCallback(() => {
      const line = t('azacru.say.finalRound');
      setNotice((n) => (n ? `${n} ${line}` : line));
      setSaid((s) => `${s} ${line}`);
    }, [t]),
  );
  useEmitted(
    'gameOver',
    useCallback(() => {
      sounds.play('fanfare');
      setNotice(null);
      say(t('azacru.say.over'));
    }, [sounds, say, t]),
  );
  useEmitted(
    'turn',
    useCallback(
      (e) => {
        if (e.player === PERSON) setSaid((s) => `${s} ${t('azacru.say.yourTurn')}`.trim());
      },
      [t],
    ),
  );
  // A notice stays a few seconds (a tap on it closes it sooner).
  useEffect(() => {
    if (notice === null) return;
    const id = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(id);
  }, [notice]);
  return { said, notice, dismiss: () => setNotice(null), say };
}
