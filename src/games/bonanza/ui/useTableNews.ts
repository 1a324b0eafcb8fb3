// The table's news from its emitted events: the dealer's call on show, a line for screen readers, the sounds, the hand's results for its summary, the end's share-out.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SoundBank } from '../../../shell/audio/bank';
import { SPRITE, type SoundName } from '../../../shell/audio/sprite';
import { i18n } from '../../../shell/i18n';
import { fiveInOrder, fiveName } from '../view/poker';
import { useTranslation } from '../texts';
import type en from '../texts/en.json';
import { PERSON } from '../game';
import { useEmitted, useGame } from '../view/GameContext';
import type { EndSplitNews } from '../view/end-share';
import { namesIn } from '../view/names-in-sentence';
import { selectPokerSitOut, selectStacks } from '../view/selectors';
import { EMPTY_TALLY, type SpaceResult, type SpaceTally, tallySpace } from '../view/space-tally';
import { CLOSED_SUMMARY, summaryPanel } from '../view/summary-panel';
import { type CallShow, wonWith } from '../view/won-with';
import { type BeatenBy, lostSequence } from '../view/beaten-sequence';
import { cardLabel, cardShort, cardsShort, colourLabel, shownCards } from './card-label';
import type { ShownFive } from './Fives';

export interface HandResult {
  readonly hand: number;
  readonly spaces: readonly SpaceResult[];
  /** The poker showdown: each five shown, named, the winners marked. */
  readonly fives: readonly ShownFive[];
  /** Chips won or lost per seat over the hand (antes included). */
  readonly deltas: readonly number[];
}

export interface TableNews {
  /** The latest lines for screen readers. */
  readonly said: string;
  /** The latest lines on screen (what the others did), newest last. */
  readonly lines: readonly string[];
  /** The dealer's call now on show ("Joker!"), or null. */
  readonly call: string | null;
  /** The cards that won the space now flashed ("7♠ 8♠ 9♠"), under its news; else null. */
  readonly callCards: string | null;
  /** The last hand's results (kept through the next hand, to reopen), null before a hand ended. */
  readonly result: HandResult | null;
  /** The poker showdown's fives: from the showdown until the hand ends (then the summary has them). */
  readonly showdown: readonly ShownFive[] | null;
  /** The fives are on show over the table (else folded to a line by the decision): from the showdown until the person leads, is asked in the run-out or closes them. */
  readonly showdownOpen: boolean;
  /** Folds the fives to their line (the person is asked, or closed them). */
  readonly foldShowdown: () => void;
  /** Opens the folded fives. */
  readonly openShowdown: () => void;
  /** The results are on show: from the hand's end until the person closes them. */
  readonly summaryOpen: boolean;
  /** The results are open since the hand ended, not yet closed (the next hand's question waits). */
  readonly summarySinceEnd: boolean;
  readonly closeSummary: () => void;
  /** Opens the last hand's results if closed, closes them if open. */
  readonly toggleSummary: () => void;
  /** The end's share-out of the sheet as the flow made it, null until (and unless) it does. */
  readonly endSplit: EndSplitNews | null;
}

/** Lines about a seat that read in the second person when the seat is the person's. */
type YouKey = keyof (typeof en)['bonanza']['sayYou'];
/** The same line about another player (with {{name}}). */
type OthersKey =
  | `bonanza.say.${keyof (typeof en)['bonanza']['say']}`
  | 'bonanza.widow.swapped'
  | 'bonanza.widow.forSale'
  | 'bonanza.bid.sold';

/** How long a stop, a paying card or a won space is flashed over the table (ms). */
export const FLASH_MS = 1800;

/** The news line of each reason a shown sequence lost. */
const BEATEN = {
  top: 'beatenTop',
  natural: 'beatenNatural',
  suit: 'beatenSuit',
} as const satisfies Record<BeatenBy, keyof (typeof en)['bonanza']['say']>;

/** Lines of news kept on screen. */
const TICKER_LINES = 2;

/** A sound of the bank, if this build's sprite has it (the bank may not have every clip yet). */
function play(sounds: SoundBank, name: string, volume = 1): boolean {
  return name in SPRITE && sounds.play(name as SoundName, volume);
}

export function useTableNews(sounds: SoundBank): TableNews {
  const { t } = useTranslation();
  const game = useGame();
  const [said, setSaid] = useState('');
  const [call, setCall] = useState<string | null>(null);
  const [callCards, setCallCards] = useState<string | null>(null);
  // This call's shows, for the cards that won it (the flow tells the winner, not with what).
  const shows = useRef<CallShow[]>([]);
  const [summary, toSummary] = useReducer(summaryPanel<HandResult>, CLOSED_SUMMARY);
  const [endSplit, setEndSplit] = useState<EndSplitNews | null>(null);
  // The hand's results so far: refs, because the last of them and the hand's end come in one step.
  const spaces = useRef<SpaceTally>(EMPTY_TALLY);
  const fives = useRef<ShownFive[]>([]);
  const [showdown, setShowdown] = useState<readonly ShownFive[] | null>(null);
  const [showdownOpen, setShowdownOpen] = useState(false);
  /** The latest lines for the eye: what the others did, newest last. */
  const [lines, setLines] = useState<readonly string[]>([]);
  /** The last paying card, and the last banner flashed: a stop by that card says both. */
  const paying = useRef<number | null>(null);
  const lastFlash = useRef('');
  // A stop or a paying card is flashed for a moment; the dealer's call stays while it is open, and a
  // won space with its cards until the next call (`stay`): the pace's wait is its time to be read.
  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flash = useCallback((text: string, cards: string | null = null, stay = false) => {
    lastFlash.current = text;
    setCall(text);
    setCallCards(cards);
    if (flashTimer.current) clearTimeout(flashTimer.current);
    flashTimer.current = stay
      ? null
      : setTimeout(() => setCall((c) => (c === text ? null : c)), FLASH_MS);
  }, []);
  /** This hand ended with a player going out (the Bonanza): its results wait for the call to be seen. */
  const wentOut = useRef(false);
  const holdTimer = useRef<unknown>(null);
  /** The held results' opening (while "Bonanza!" is held over the table), for the game's end to run at once. */
  const held = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      if (flashTimer.current) clearTimeout(flashTimer.current);
      if (holdTimer.current !== null) game.clock.clearTimeout(holdTimer.current);
    },
    [game],
  );
  // The stacks before the hand's antes: the first save (or restore) comes before this view listens.
  const before = useRef<readonly number[]>(selectStacks(game.actor.getSnapshot()));
  const name = useCallback(
    (p: number) => game.config.seats[p]?.name ?? `${p + 1}`,
    [game.config.seats],
  );
  const names = useCallback((seats: readonly number[]) => seats.map(name).join(', '), [name]);
  /** The names as the middle of a sentence reads them ("goes to you"). */
  const namesAfter = useCallback(
    (seats: readonly number[]) =>
      namesIn(
        game.config.seats.map((s) => s.name),
        seats,
        PERSON,
        { you: t('bonanza.player.you'), here: t('bonanza.player.youObject') },
      ),
    [game.config.seats, t],
  );
  /** A line about a seat: in the second person when it is the person's ("You bid 2"). */
  const about = useCallback(
    (seat: number, key: YouKey, others: OthersKey, params: Record<string, string | number> = {}) =>
      seat === PERSON
        ? t(`bonanza.sayYou.${key}`, params)
        : t(others, { ...params, name: name(seat) }),
    [t, name],
  );
  const show = useCallback(
    (line: string) => setLines((l) => [...l.slice(-(TICKER_LINES - 1)), line]),
    [],
  );
  const say = useCallback(
    (line: string) => {
      setSaid(line);
      show(line);
    },
    [show],
  );
  /** A line added for screen readers, and on the ticker (`shown`: shorter there, if given). */
  const also = useCallback(
    (line: string, shown = line) => {
      setSaid((s) => `${s} ${line}`);
      show(shown);
    },
    [show],
  );
  const lang = i18n.language.slice(0, 2);

  useEmitted(
    'save',
    useCallback((e) => {
      before.current = e.save.stacks;
    }, []),
  );
  useEmitted(
    'hand-start',
    useCallback(
      (e) => {
        spaces.current = tallySpace(spaces.current, e);
        fives.current = [];
        shows.current = [];
        setShowdown(null);
        setCall(null);
        say(about(e.dealer, 'handStart', 'bonanza.say.handStart', { hand: e.hand }));
        play(sounds, 'slide', 0.6);
      },
      [t, about, say, sounds],
    ),
  );
  useEmitted(
    'call',
    useCallback(
      (e) => {
        const words = t(`bonanza.call.${e.call}`);
        shows.current = [];
        setCall(words);
        setCallCards(null);
        say(about(e.caller, 'call', 'bonanza.say.call', { call: words }));
        // Too few cards for the poker: the person is not asked, and is told why.
        const sitOut = e.call === 'poker' ? selectPokerSitOut(game.actor.getSnapshot()) : null;
        if (sitOut !== null) {
          const why = t('bonanza.poker.sitOut', { n: sitOut });
          // With a betting round the prompt says it all along (screen readers hear it here); with
          // none the news says it once.
          if (e.deciding) setSaid((said) => `${said} ${why}`);
          else also(why);
        }
        if (!play(sounds, `call-${e.call}-${lang}`)) play(sounds, 'thump');
      },
      [t, about, say, also, sounds, lang, game],
    ),
  );
  useEmitted(
    'show',
    useCallback(
      (e) => {
        shows.current.push({ seat: e.seat, call: e.call, cards: e.cards });
        const news = shownCards(t, e.cards, (cards) =>
          about(e.seat, 'show', 'bonanza.say.show', { cards }),
        );
        also(news.said, news.shown);
        play(sounds, 'card', 0.8);
      },
      [t, about, also, sounds],
    ),
  );
  useEmitted(
    'space-won',
    useCallback(
      (e) => {
        spaces.current = tallySpace(spaces.current, e);
        const chips = spaces.current.spaces.at(-1)?.chips ?? 0;
        const five =
          e.space === 'poker' ? fives.current.find((f) => e.seats.includes(f.seat)) : undefined;
        if (five) {
          fives.current = fives.current.map((f) => ({ ...f, won: e.seats.includes(f.seat) }));
          setShowdown(fives.current);
          setShowdownOpen(true);
        }
        const cards = wonWith(shows.current, e.space, e.seats).map((c) => cardsShort(t, c));
        // The Bonanza space of a player going out: "Bonanza!" and who went out stay on show.
        if (!(e.space === 'bonanza' && wentOut.current))
          flash(
            t('bonanza.banner.won', {
              space: t(`bonanza.space.${e.space}`),
              names: names(e.seats),
            }) + (five ? ` (${five.hand})` : ''),
            cards.length > 0 ? cards.join(' · ') : null,
            // Won by a show: it stays until the next call. Else (the Joker, poker, a paying card of
            // the run-out) the table goes on at once: a moment's flash.
            cards.length > 0,
          );
        also(
          t('bonanza.say.spaceWon', {
            names: namesAfter(e.seats),
            space: t(`bonanza.space.${e.space}`),
            chips,
          }),
        );
        // The person's sequence that lost: by whom and why (only the winner's cards were told).
        const lost = e.space === 'sequence' ? lostSequence(shows.current, PERSON, e.seats) : null;
        if (lost) {
          const key = BEATEN[lost.why];
          also(t(`bonanza.say.${key}`, { name: names([lost.winner]) }));
        }
        play(sounds, 'chips');
      },
      [t, names, namesAfter, also, sounds, flash],
    ),
  );
  useEmitted(
    'space-stays',
    useCallback(
      (e) => {
        spaces.current = tallySpace(spaces.current, e);
        also(t('bonanza.say.spaceStays', { space: t(`bonanza.space.${e.space}`), chips: e.chips }));
      },
      [t, also],
    ),
  );
  useEmitted(
    'bid',
    useCallback(
      (e) => {
        say(about(e.seat, 'bid', 'bonanza.say.bid', { amount: e.amount }));
        play(sounds, 'pickup');
      },
      [t, about, say, sounds],
    ),
  );
  useEmitted(
    'bid-pass',
    useCallback((e) => say(about(e.seat, 'bidPass', 'bonanza.say.bidPass')), [t, about, say]),
  );
  useEmitted(
    'widow-swapped',
    useCallback((e) => say(about(e.dealer, 'swapped', 'bonanza.widow.swapped')), [t, about, say]),
  );
  useEmitted(
    'widow-for-sale',
    useCallback((e) => say(about(e.dealer, 'forSale', 'bonanza.widow.forSale')), [t, about, say]),
  );
  useEmitted(
    'widow-sold',
    useCallback(
      (e) => {
        also(about(e.seat, 'sold', 'bonanza.bid.sold', { price: e.price }));
        play(sounds, 'chips');
      },
      [t, about, also, sounds],
    ),
  );
  useEmitted(
    'widow-unsold',
    useCallback(() => also(t('bonanza.bid.unsold')), [t, also]),
  );
  useEmitted(
    'joker-discarded',
    useCallback((e) => also(about(e.seat, 'jokerGone', 'bonanza.say.jokerGone')), [t, about, also]),
  );
  useEmitted(
    'poker-action',
    useCallback(
      (e) => {
        // A bet or a call names the chips it puts in, a raise the bet it raises to.
        const action = t(`bonanza.poker.${e.action}`, {
          n: e.action === 'raise' ? e.highest : e.chips,
        });
        say(about(e.seat, 'pokerAction', 'bonanza.say.pokerAction', { action }));
        if (e.chips > 0) play(sounds, 'chips', 0.7);
      },
      [t, about, say, sounds],
    ),
  );
  useEmitted(
    'poker-five',
    useCallback(
      (e) => {
        const hand = t(`bonanza.pokerHand.${fiveName(e.cards)}` as 'bonanza.pokerHand.flush');
        fives.current.push({ seat: e.seat, hand, cards: fiveInOrder(e.cards), won: false });
        also(about(e.seat, 'five', 'bonanza.say.five', { hand }));
      },
      [t, about, also],
    ),
  );
  useEmitted(
    'run-out',
    useCallback(() => {
      shows.current = [];
      setCall(null);
    }, []),
  );
  useEmitted(
    'lead',
    useCallback(
      (e) => {
        say(about(e.seat, 'lead', 'bonanza.say.lead', { card: cardLabel(t, e.card) }));
        play(sounds, 'card');
        // The person's lead: the showdown has been seen, the run-out is theirs; its fives fold to their line.
        if (e.seat === PERSON) setShowdownOpen(false);
      },
      [t, about, say, sounds],
    ),
  );
  useEmitted(
    'play',
    useCallback(
      (e) => {
        say(about(e.seat, 'play', 'bonanza.say.play', { card: cardLabel(t, e.card) }));
        play(sounds, 'card', 0.6);
      },
      [t, about, say, sounds],
    ),
  );
  useEmitted(
    'stop',
    useCallback(
      (e) => {
        const colour = e.colour === null ? null : colourLabel(t, e.colour);
        // Why it stops: an ace, or the suit's next card nobody holds (in words for screen readers).
        const why = (name: typeof cardLabel) =>
          e.missing === null
            ? t('bonanza.banner.whyAce')
            : t(e.played ? 'bonanza.banner.whyPlayed' : 'bonanza.banner.whyNone', {
                card: name(t, e.missing),
              });
        // In the news under the table (the call stays one line: it finds room on a small phone).
        setSaid((s) => `${s} ${why(cardLabel)}.`);
        show(why(cardShort));
        also(
          colour === null
            ? about(e.leader, 'stop', 'bonanza.say.stop')
            : about(e.leader, 'stopColour', 'bonanza.say.stopColour', { colour }),
        );
        const stop =
          colour === null ? t('bonanza.banner.stop') : t('bonanza.banner.stopColour', { colour });
        // The card that stops may have paid a space just before (the Ace of Spades): who took it
        // stays said, on the line under the stop (it was replaced at once, unseen).
        flash(stop, paying.current === e.card ? lastFlash.current : null);
      },
      [t, about, also, flash, show],
    ),
  );
  useEmitted(
    'paying-card',
    useCallback(
      (e) => {
        const card = cardLabel(t, e.card);
        const space = t(`bonanza.space.${e.space}`);
        // A card that is itself a space (the Queen of Diamonds...) is not named twice.
        also(
          space === card
            ? about(e.seat, 'payingSame', 'bonanza.say.payingSame', { card })
            : about(e.seat, 'paying', 'bonanza.say.paying', { card, space }),
        );
        paying.current = e.card;
        flash(t('bonanza.banner.paying', { space: t(`bonanza.space.${e.space}`) }));
        play(sounds, 'score');
      },
      [t, about, also, sounds, flash],
    ),
  );
  useEmitted(
    'bonanza',
    useCallback(
      (e) => {
        spaces.current = tallySpace(spaces.current, e);
        wentOut.current = true;
        if (flashTimer.current) clearTimeout(flashTimer.current);
        flashTimer.current = null;
        setCall(t('bonanza.call.bonanza'));
        setCallCards(
          e.seat === PERSON
            ? t('bonanza.banner.youOut')
            : t('bonanza.banner.out', { name: name(e.seat) }),
        );
        also(about(e.seat, 'bonanza', 'bonanza.say.bonanza'));
        if (!play(sounds, `call-bonanza-${lang}`)) play(sounds, 'fanfare', 0.6);
      },
      [t, about, also, sounds, lang, name],
    ),
  );
  useEmitted(
    'eliminated',
    useCallback(
      (e) => also(about(e.seat, 'eliminated', 'bonanza.say.eliminated')),
      [t, about, also],
    ),
  );
  useEmitted(
    'hand-end',
    useCallback(
      (e) => {
        setShowdown(null);
        spaces.current = tallySpace(spaces.current, e);
        const start = before.current;
        const result = {
          hand: e.hand,
          spaces: spaces.current.spaces,
          fives: fives.current.slice(),
          deltas: e.stacks.map((x, i) => x - (start[i] ?? x)),
        };
        const open = () => {
          setCall(null);
          toSummary({ type: 'hand-end', result });
        };
        // A hand that ends with a player going out keeps "Bonanza!" over the table a moment before
        // its results cover it (they came at once: the hand's climax was never seen), no longer
        // than the table waits before the next antes.
        const hold = wentOut.current ? Math.min(FLASH_MS, game.config.pace.ante) : 0;
        wentOut.current = false;
        if (holdTimer.current !== null) game.clock.clearTimeout(holdTimer.current);
        holdTimer.current = null;
        held.current = null;
        if (hold <= 0) return open();
        held.current = open;
        holdTimer.current = game.clock.setTimeout(() => {
          holdTimer.current = null;
          held.current = null;
          open();
        }, hold);
      },
      [game],
    ),
  );
  useEmitted(
    'end-split',
    useCallback((e) => setEndSplit({ seats: e.seats, shares: e.shares }), []),
  );
  useEmitted(
    'game-over',
    useCallback(() => {
      // The end covers the table at once: the last hand's results held behind "Bonanza!" are its
      // own (else the end would show the hand before, or none, for that moment).
      const open = held.current;
      if (open && holdTimer.current !== null) game.clock.clearTimeout(holdTimer.current);
      holdTimer.current = null;
      held.current = null;
      open?.();
      play(sounds, 'fanfare');
    }, [game, sounds]),
  );
  // The summary stays (into the next hand if need be) until the person closes it: never on a timer.
  const closeSummary = useCallback(() => toSummary({ type: 'close' }), []);
  const toggleSummary = useCallback(() => toSummary({ type: 'toggle' }), []);
  const foldShowdown = useCallback(() => setShowdownOpen(false), []);
  const openShowdown = useCallback(() => setShowdownOpen(true), []);
  return {
    said,
    lines,
    call,
    callCards,
    result: summary.result,
    showdown,
    showdownOpen,
    foldShowdown,
    openShowdown,
    summaryOpen: summary.open,
    summarySinceEnd: summary.sinceEnd,
    closeSummary,
    toggleSummary,
    endSplit,
  };
}
