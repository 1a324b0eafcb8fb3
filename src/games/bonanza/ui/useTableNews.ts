// The table's news from its emitted events: the dealer's call on show, a line for screen readers, the sounds, and the hand's results for its summary.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SoundBank } from '../../../shell/audio/bank';
import { SPRITE, type SoundName } from '../../../shell/audio/sprite';
import { i18n } from '../../../shell/i18n';
import { handName, pokerValue } from '../rules/poker-hand';
import type { SpaceName } from '../rules/sheet';
import { useTranslation } from '../texts';
import { useEmitted, useGame } from '../view/GameContext';
import { cardLabel, cardsLabel } from './card-label';

export interface SpaceResult {
  readonly space: SpaceName;
  readonly seats: readonly number[];
  readonly chips: number;
}

export interface HandResult {
  readonly hand: number;
  readonly spaces: readonly SpaceResult[];
  /** The poker showdown: each five shown, named. */
  readonly fives: readonly { readonly seat: number; readonly hand: string }[];
  /** Chips won or lost per seat over the hand (antes included). */
  readonly deltas: readonly number[];
}

export interface TableNews {
  /** The latest lines for screen readers. */
  readonly said: string;
  /** The dealer's call now on show ("Joker!"), or null. */
  readonly call: string | null;
  /** The last hand's results while the next has not started. */
  readonly result: HandResult | null;
  readonly dismissResult: () => void;
}

/** A sound of the bank, if this build's sprite has it (the bank may not have every clip yet). */
function play(sounds: SoundBank, name: string, volume = 1): boolean {
  return name in SPRITE && sounds.play(name as SoundName, volume);
}

export function useTableNews(sounds: SoundBank): TableNews {
  const { t } = useTranslation();
  const game = useGame();
  const [said, setSaid] = useState('');
  const [call, setCall] = useState<string | null>(null);
  const [result, setResult] = useState<HandResult | null>(null);
  const [spaces, setSpaces] = useState<SpaceResult[]>([]);
  const [fives, setFives] = useState<{ seat: number; hand: string }[]>([]);
  // A stop or a paying card is flashed for a moment; the dealer's call stays while it is open.
  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flash = useCallback((text: string) => {
    setCall(text);
    if (flashTimer.current) clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setCall((c) => (c === text ? null : c)), 1800);
  }, []);
  useEffect(
    () => () => {
      if (flashTimer.current) clearTimeout(flashTimer.current);
    },
    [],
  );
  const [before, setBefore] = useState<readonly number[] | null>(null);
  const name = useCallback(
    (p: number) => game.config.seats[p]?.name ?? `${p + 1}`,
    [game.config.seats],
  );
  const names = useCallback((seats: readonly number[]) => seats.map(name).join(', '), [name]);
  const say = useCallback((line: string) => setSaid(line), []);
  const also = useCallback((line: string) => setSaid((s) => `${s} ${line}`), []);
  const lang = i18n.language.slice(0, 2);

  useEmitted(
    'save',
    useCallback((e) => setBefore(e.save.stacks), []),
  );
  useEmitted(
    'hand-start',
    useCallback(
      (e) => {
        setResult(null);
        setSpaces([]);
        setFives([]);
        setCall(null);
        say(t('bonanza.say.handStart', { hand: e.hand, name: name(e.dealer) }));
        play(sounds, 'slide', 0.6);
      },
      [t, name, say, sounds],
    ),
  );
  useEmitted(
    'call',
    useCallback(
      (e) => {
        const words = t(`bonanza.call.${e.call}`);
        setCall(words);
        say(t('bonanza.say.call', { name: name(e.caller), call: words }));
        if (!play(sounds, `call-${e.call}-${lang}`)) play(sounds, 'thump');
      },
      [t, name, say, sounds, lang],
    ),
  );
  useEmitted(
    'show',
    useCallback(
      (e) => {
        also(t('bonanza.say.show', { name: name(e.seat), cards: cardsLabel(t, e.cards) }));
        play(sounds, 'card', 0.8);
      },
      [t, name, also, sounds],
    ),
  );
  useEmitted(
    'space-won',
    useCallback(
      (e) => {
        const chips = e.amounts.reduce((a, b) => a + b, 0);
        setSpaces((list) => [...list, { space: e.space, seats: e.seats, chips }]);
        also(
          t('bonanza.say.spaceWon', {
            names: names(e.seats),
            space: t(`bonanza.space.${e.space}`),
            chips,
          }),
        );
        play(sounds, 'chips');
      },
      [t, names, also, sounds],
    ),
  );
  useEmitted(
    'space-stays',
    useCallback(
      (e) => {
        setSpaces((list) => [...list, { space: e.space, seats: [], chips: e.chips }]);
        also(t('bonanza.say.spaceStays', { space: t(`bonanza.space.${e.space}`), chips: e.chips }));
      },
      [t, also],
    ),
  );
  useEmitted(
    'bid',
    useCallback(
      (e) => {
        say(t('bonanza.say.bid', { name: name(e.seat), amount: e.amount }));
        play(sounds, 'pickup');
      },
      [t, name, say, sounds],
    ),
  );
  useEmitted(
    'bid-pass',
    useCallback((e) => say(t('bonanza.say.bidPass', { name: name(e.seat) })), [t, name, say]),
  );
  useEmitted(
    'widow-swapped',
    useCallback((e) => say(t('bonanza.widow.swapped', { name: name(e.dealer) })), [t, name, say]),
  );
  useEmitted(
    'widow-for-sale',
    useCallback((e) => say(t('bonanza.widow.forSale', { name: name(e.dealer) })), [t, name, say]),
  );
  useEmitted(
    'widow-sold',
    useCallback(
      (e) => {
        also(t('bonanza.bid.sold', { name: name(e.seat), price: e.price }));
        play(sounds, 'chips');
      },
      [t, name, also, sounds],
    ),
  );
  useEmitted(
    'widow-unsold',
    useCallback(() => also(t('bonanza.bid.unsold')), [t, also]),
  );
  useEmitted(
    'joker-discarded',
    useCallback((e) => also(t('bonanza.say.jokerGone', { name: name(e.seat) })), [t, name, also]),
  );
  useEmitted(
    'poker-action',
    useCallback(
      (e) => {
        const action =
          e.action === 'bet'
            ? t('bonanza.poker.bet', { n: e.chips })
            : e.action === 'call'
              ? t('bonanza.poker.call', { n: e.chips })
              : e.action === 'raise'
                ? t('bonanza.poker.raise', { n: e.highest })
                : t(`bonanza.poker.${e.action}`);
        say(t('bonanza.say.pokerAction', { name: name(e.seat), action }));
        if (e.chips > 0) play(sounds, 'chips', 0.7);
      },
      [t, name, say, sounds],
    ),
  );
  useEmitted(
    'poker-five',
    useCallback(
      (e) =>
        also(
          t('bonanza.say.five', {
            name: name(e.seat),
            hand: t(
              `bonanza.pokerHand.${handName(pokerValue(e.cards))}` as 'bonanza.pokerHand.flush',
            ),
          }),
        ),
      [t, name, also],
    ),
  );
  useEmitted(
    'run-out',
    useCallback(() => setCall(null), []),
  );
  useEmitted(
    'lead',
    useCallback(
      (e) => {
        say(t('bonanza.say.lead', { name: name(e.seat), card: cardLabel(t, e.card) }));
        play(sounds, 'card');
      },
      [t, name, say, sounds],
    ),
  );
  useEmitted(
    'play',
    useCallback(
      (e) => {
        say(t('bonanza.say.play', { name: name(e.seat), card: cardLabel(t, e.card) }));
        play(sounds, 'card', 0.6);
      },
      [t, name, say, sounds],
    ),
  );
  useEmitted(
    'stop',
    useCallback(
      (e) => {
        const colour =
          e.colour === null ? null : t(`bonanza.colour.${e.colour}` as 'bonanza.colour.0');
        also(
          colour === null
            ? t('bonanza.say.stop', { name: name(e.leader) })
            : t('bonanza.say.stopColour', { name: name(e.leader), colour }),
        );
        flash(
          colour === null ? t('bonanza.banner.stop') : t('bonanza.banner.stopColour', { colour }),
        );
      },
      [t, name, also, flash],
    ),
  );
  useEmitted(
    'paying-card',
    useCallback(
      (e) => {
        also(
          t('bonanza.say.paying', {
            card: cardLabel(t, e.card),
            space: t(`bonanza.space.${e.space}`),
            name: name(e.seat),
          }),
        );
        flash(t('bonanza.banner.paying', { space: t(`bonanza.space.${e.space}`) }));
        play(sounds, 'score');
      },
      [t, name, also, sounds, flash],
    ),
  );
  useEmitted(
    'bonanza',
    useCallback(
      (e) => {
        setCall(t('bonanza.call.bonanza'));
        also(t('bonanza.say.bonanza', { name: name(e.seat) }));
        if (!play(sounds, `call-bonanza-${lang}`)) play(sounds, 'fanfare', 0.6);
      },
      [t, name, also, sounds, lang],
    ),
  );
  useEmitted(
    'eliminated',
    useCallback((e) => also(t('bonanza.say.eliminated', { name: name(e.seat) })), [t, name, also]),
  );
  useEmitted(
    'hand-end',
    useCallback(
      (e) => {
        setCall(null);
        const start = before ?? e.stacks;
        setResult({
          hand: e.hand,
          spaces,
          fives,
          deltas: e.stacks.map((x, i) => x - (start[i] ?? x)),
        });
      },
      [before, spaces, fives],
    ),
  );
  useEmitted(
    'game-over',
    useCallback(() => play(sounds, 'fanfare'), [sounds]),
  );
  const dismissResult = useCallback(() => setResult(null), []);
  return { said, call, result, dismissResult };
}
