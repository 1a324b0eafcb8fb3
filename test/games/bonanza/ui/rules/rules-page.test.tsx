// BONANZA RUMMY's rules page: every section and diagram in English, German and French, its buttons, the table's options in its words, and diagrams the rules agree with.
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACE, cardName, JOKER, parseCard } from '../../../../../src/games/bonanza/rules/cards';
import { isPair, PAIR_CARDS } from '../../../../../src/games/bonanza/rules/pairs';
import {
  CATEGORIES,
  handName,
  pokerValue,
} from '../../../../../src/games/bonanza/rules/poker-hand';
import {
  isNaturalSequence,
  sequencesIn,
  sequenceTop,
  sequenceValue,
} from '../../../../../src/games/bonanza/rules/sequence';
import { SPACES } from '../../../../../src/games/bonanza/rules/sheet';
import { cardWords, shortNames } from '../../../../../src/games/bonanza/ui/rules/diagrams/Cards';
import {
  PAIR_EXAMPLES,
  pairsPicture,
} from '../../../../../src/games/bonanza/ui/rules/diagrams/PairsDiagram';
import {
  HAND_KEYS,
  pokerPicture,
} from '../../../../../src/games/bonanza/ui/rules/diagrams/PokerRanking';
import {
  RUN_OUT_HANDS,
  runOutPicture,
} from '../../../../../src/games/bonanza/ui/rules/diagrams/RunOutDiagram';
import {
  SEQUENCE_EXAMPLES,
  sequencePicture,
} from '../../../../../src/games/bonanza/ui/rules/diagrams/SequenceDiagram';
import {
  SHEET_POKER,
  SHEET_SEQUENCE,
  sheetCards,
  sheetHalves,
} from '../../../../../src/games/bonanza/ui/rules/diagrams/SheetDiagram';
import {
  RulesPage,
  RulesText,
  SECTIONS,
} from '../../../../../src/games/bonanza/ui/rules/RulesPage';
import {
  DEFAULT_PAGE_OPTIONS,
  pageOptions,
} from '../../../../../src/games/bonanza/ui/rules/table-options';
import type { RulesT } from '../../../../../src/games/bonanza/ui/rules/texts';
import rulesDe from '../../../../../src/games/bonanza/texts/rules/de.json';
import rulesEn from '../../../../../src/games/bonanza/texts/rules/en.json';
import rulesFr from '../../../../../src/games/bonanza/texts/rules/fr.json';
import { addTexts, i18n, type Language, setLanguage } from '../../../../../src/shell/i18n';
import shellDe from '../../../../../src/shell/locales/de.json';
import shellFr from '../../../../../src/shell/locales/fr.json';

const LANGS: readonly Language[] = ['en', 'de', 'fr'];
const t: RulesT = (key, values) => i18n.t(key, values);
const names = (text: string) => text.split(' ').map((n) => parseCard(n) ?? -1);

beforeAll(() => {
  addTexts('de', shellDe);
  addTexts('fr', shellFr);
  addTexts('de', rulesDe, 'bonanza-rules');
  addTexts('fr', rulesFr, 'bonanza-rules');
});

/** Every dotted key of a texts table, with the {{placeholders}} of its text. */
function entries(table: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(table as Record<string, unknown>)) {
    if (typeof v === 'string') {
      out.set(
        `${prefix}${k}`,
        [...v.matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(),
      );
    } else {
      for (const [kk, vv] of entries(v, `${prefix}${k}.`)) out.set(kk, vv);
    }
  }
  return out;
}

/** The page in a language with these settings, as static HTML. */
function page(lang: Language, settings: unknown = {}, onTutorial?: () => void): string {
  setLanguage(lang);
  expect(i18n.language).toBe(lang);
  return renderToStaticMarkup(
    <RulesPage settings={settings} onBack={() => {}} onTutorial={onTutorial} />,
  );
}

/** Every text node and attribute value a reader or a screen reader meets. */
function words(html: string): string[] {
  const texts = html
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((s) => s.trim());
  const attributes = [...html.matchAll(/(?:aria-label|title)="([^"]*)"/g)].map((m) => m[1] ?? '');
  return [...texts, ...attributes].filter((s) => s !== '');
}

/** The buttons of an element tree (function components are not expanded). */
function buttons(node: ReactNode): { text: string; onClick: () => void }[] {
  const out: { text: string; onClick: () => void }[] = [];
  const text = (n: ReactNode): string =>
    Array.isArray(n)
      ? n.map(text).join('')
      : isValidElement<{ children?: ReactNode }>(n)
        ? text(n.props.children)
        : typeof n === 'string' || typeof n === 'number'
          ? String(n)
          : '';
  const walk = (n: ReactNode): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (isValidElement<{ children?: ReactNode; onClick?: () => void }>(n)) {
      if (n.type === 'button' && n.props.onClick)
        out.push({ text: text(n.props.children), onClick: n.props.onClick });
      walk(n.props.children);
    }
  };
  walk(node);
  return out;
}

describe('the rules texts', () => {
  it('have the same keys and placeholders in English, German and French, all under bonanzaRules', () => {
    const en = entries(rulesEn);
    expect(Object.keys(rulesEn)).toEqual(['bonanzaRules']);
    expect(entries(rulesDe)).toEqual(en);
    expect(entries(rulesFr)).toEqual(en);
    for (const table of [rulesEn, rulesDe, rulesFr]) {
      for (const key of entries(table).keys()) {
        const text = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], table);
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      }
    }
  });

  it('name every space, poker hand, rank and suit', () => {
    for (const table of [rulesEn, rulesDe, rulesFr]) {
      const r = table.bonanzaRules;
      expect(Object.keys(r.space)).toEqual([...SPACES]);
      expect(Object.keys(r.hand).sort()).toEqual(Object.values(HAND_KEYS).sort());
      expect(Object.keys(r.card.rank)).toHaveLength(13);
      // The space names are the same words wherever the texts use them (the sheet, the calls, the paying cards).
      for (const name of Object.values(r.space)) expect(JSON.stringify(r)).toContain(name);
    }
  });

  it('name cards in each language', () => {
    const queen = parseCard('QS') ?? -1;
    const expected: Record<Language, string> = {
      en: 'Queen of Spades',
      de: 'Pik-Dame',
      fr: 'Dame de pique',
    };
    for (const lang of LANGS) {
      setLanguage(lang);
      expect(cardWords(t, queen)).toBe(expected[lang]);
      expect(cardWords(t, JOKER)).toBe('Joker');
    }
  });
});

describe('the rules page', () => {
  it.each(LANGS)('renders every section and diagram in %s with no missing text', (lang) => {
    const html = page(lang, {}, () => {});
    for (const id of SECTIONS) expect(html).toContain(`id="bonanza-${id}"`);
    const seen = words(html);
    expect(seen.filter((w) => /bonanzaRules\./.test(w))).toEqual([]);
    expect(seen).toContain(i18n.t('bonanzaRules.tutorial'));
    // Headings in order: one h1, then h2s only.
    expect([...html.matchAll(/<h(\d)/g)].map((m) => m[1])).toEqual([
      '1',
      ...Array.from({ length: SECTIONS.length + 1 }, () => '2'),
    ]);
    if (lang !== 'en') {
      expect(html).not.toContain(rulesEn.bonanzaRules.title);
      for (const label of Object.values(rulesEn.bonanzaRules.caption))
        expect(html).not.toContain(label);
    }
  });

  it('gives every diagram a description for screen readers', () => {
    const html = page('en');
    const svgs = [...html.matchAll(/<svg[^>]*>/g)].map((m) => m[0]);
    const images = svgs.filter((s) => s.includes('role="img"'));
    // The sheet, the pairs, the sequences, the run-out and one per poker hand.
    expect(images).toHaveLength(4 + pokerPicture().length);
    expect(svgs).toHaveLength(images.length);
    for (const s of images) expect(s).toMatch(/aria-label="[^"]{30,}"/);
    expect(html).toContain('aria-label="Poker hands from the best to the lowest"');
  });

  it('calls onBack from both Back buttons and offers the first hand with hints only when there is one', () => {
    setLanguage('en');
    const onBack = vi.fn();
    const onTutorial = vi.fn();
    const options = DEFAULT_PAGE_OPTIONS;
    const all = buttons(RulesText({ t, options, onBack, onTutorial }));
    const back = all.filter((b) => b.text.includes('Back'));
    expect(back).toHaveLength(2);
    back.forEach((b) => b.onClick());
    expect(onBack).toHaveBeenCalledTimes(2);
    const tutorial = all.filter((b) => b.text === 'Play a first hand with hints');
    expect(tutorial).toHaveLength(1);
    tutorial[0]?.onClick();
    expect(onTutorial).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(2);

    expect(buttons(RulesText({ t, options, onBack })).some((b) => b.text.includes('hints'))).toBe(
      false,
    );
    expect(page('en')).not.toContain('Play a first hand with hints');
    expect(page('en', {}, () => {})).toContain('Play a first hand with hints');
  });

  it('states the table’s options: defaults, then what the settings say, whatever their shape', () => {
    expect(pageOptions(undefined)).toEqual(DEFAULT_PAGE_OPTIONS);
    expect(pageOptions('nonsense')).toEqual(DEFAULT_PAGE_OPTIONS);
    expect(pageOptions({ options: { bet: 5, raises: 0, poker: 'showdown', deals: 7 } })).toEqual({
      ...DEFAULT_PAGE_OPTIONS,
      bet: 5,
      raises: 0,
      poker: 'showdown',
      deals: 7,
    });
    // Bad values fall back to the defaults; options may sit at the top.
    expect(
      pageOptions({ bet: 0, raises: 2.5, poker: 'strip', deals: 'many', jokerRunOut: 'discard' }),
    ).toEqual({ ...DEFAULT_PAGE_OPTIONS, jokerRunOut: 'discard' });
    expect(pageOptions({ stack: 250, options: { endgame: 'keep' } })).toEqual({
      ...DEFAULT_PAGE_OPTIONS,
      stack: 250,
      endgame: 'keep',
    });

    const plain = page('en');
    expect(plain).toContain('a bet is 2 chips, and the round allows 3 raises.');
    expect(plain).toContain(
      'A bet is 2 chips and a raise adds 2 chips more; the round allows 3 raises.',
    );
    expect(plain).toContain('two hands per player');
    expect(plain).toContain('starts with 100 chips');
    expect(plain).toContain(rulesEn.bonanzaRules.paying.joker.dead);
    expect(plain).toContain(rulesEn.bonanzaRules.end.split);

    const set = page('en', {
      stack: 40,
      options: { bet: 5, raises: 1, deals: 6, jokerRunOut: 'discard', endgame: 'keep' },
    });
    expect(set).toContain('a bet is 5 chips, and the round allows 1 raise.');
    expect(set).toContain('The game lasts 6 hands.');
    expect(set).toContain('starts with 40 chips');
    expect(set).toContain(rulesEn.bonanzaRules.paying.joker.discard);
    expect(set).toContain(rulesEn.bonanzaRules.end.keep);
    expect(page('en', { options: { poker: 'off' } })).toContain(
      rulesEn.bonanzaRules.poker.mode.off,
    );
    expect(page('de', { options: { poker: 'showdown' } })).toContain(
      rulesDe.bonanzaRules.poker.mode.showdown,
    );
    expect(page('fr', { options: { deals: 9 } })).toContain('La partie dure 9 donnes.');
    expect(page('en', { stack: 1, options: { deals: 1, bet: 1, raises: 0 } })).toMatch(
      /starts with 1 chip\.[^]*a bet is 1 chip, and the round allows no raise\.[^]*The game lasts 1 hand\./,
    );
    expect(page('de', { options: { raises: 0 } })).toContain(
      'die Setzrunde erlaubt keine Erhöhung.',
    );
  });
});

describe('the diagrams agree with the rules', () => {
  it('the sheet: the ten spaces in the rules’ order, each with the cards that take it', () => {
    const [upper, lower] = sheetHalves();
    expect(upper).toEqual(['joker', 'queenJack', 'sequence', 'tenTwo', 'poker']);
    expect(lower).toEqual(['aceSpades', 'kingHearts', 'queenDiamonds', 'jackClubs', 'bonanza']);
    const shown = (s: (typeof SPACES)[number]) => shortNames(sheetCards(s));
    expect(shown('joker')).toBe('JK');
    expect(shown('queenJack')).toBe('QS JD');
    expect(shown('tenTwo')).toBe('10D 2S');
    expect(
      ['aceSpades', 'kingHearts', 'queenDiamonds', 'jackClubs'].map((s) => shown(s as 'aceSpades')),
    ).toEqual(['AS', 'KH', 'QD', 'JC']);
    expect(shown('bonanza')).toBe('');
    expect(sequenceValue(SHEET_SEQUENCE)).toBeGreaterThanOrEqual(0);
    expect(handName(pokerValue(SHEET_POKER))).toBe('royal straight flush');
  });

  it('sequences: best first by the rules; the Joker tops Q-K at the ace; K-A-2 is none', () => {
    const pictured = sequencePicture();
    expect(pictured.map((p) => shortNames(p.cards))).toEqual([
      'QC KC JK',
      '5D 6D 7D',
      'AH 2H 3H',
      'KS AS 2S',
    ]);
    expect(pictured.map((p) => p.top)).toEqual([ACE, 7, 3, 0]);
    const values = SEQUENCE_EXAMPLES.map(sequenceValue);
    expect(values[3]).toBe(-1);
    for (let i = 1; i < 3; i += 1) expect(values[i - 1]).toBeGreaterThan(values[i] ?? 0);
    expect(isNaturalSequence(values[0] ?? 0)).toBe(false);
    expect(isNaturalSequence(values[1] ?? 0)).toBe(true);
    // Each valid one is what a hand holding just those cards would show as its best.
    for (const cards of SEQUENCE_EXAMPLES.slice(0, 3)) {
      const best = sequencesIn((c) => cards.includes(c))[0];
      expect(best?.value).toBe(sequenceValue(cards));
      expect(sequenceTop(best?.value ?? 0)).toBe(pictured.find((p) => p.cards === cards)?.top);
    }
    expect(sequencesIn((c) => SEQUENCE_EXAMPLES[3]?.includes(c) ?? false)).toEqual([]);
  });

  it('pairs: Queen-Jack is QS + JD, Ten-Two 10D + 2S, and the Joker may stand in for one', () => {
    expect(shortNames(PAIR_CARDS.queenJack)).toBe('QS JD');
    expect(shortNames(PAIR_CARDS.tenTwo)).toBe('10D 2S');
    expect(pairsPicture().every((p) => p.valid)).toBe(true);
    expect(PAIR_EXAMPLES.map((e) => [e.call, shortNames(e.cards)])).toEqual([
      ['queenJack', 'QS JD'],
      ['tenTwo', '10D 2S'],
      ['queenJack', 'QS JK'],
    ]);
    expect(isPair('queenJack', names('QS QD'))).toBe(false);
  });

  it('poker: one five per hand name, strictly best first by the evaluator', () => {
    const hands = pokerPicture();
    expect(hands.map((h) => h.name)).toEqual([
      'royal straight flush',
      ...[...CATEGORIES].reverse(),
    ]);
    for (let i = 1; i < hands.length; i += 1)
      expect(hands[i - 1]?.value).toBeGreaterThan(hands[i]?.value ?? 0);
    for (const h of hands) {
      expect(h.cards).toHaveLength(5);
      expect(new Set(h.cards).size).toBe(5);
      expect(HAND_KEYS[h.name as keyof typeof HAND_KEYS]).toBe(h.key);
    }
  });

  it('the run-out: two stops with a colour change, a paying card and Bonanza, as the flow plays it', () => {
    const { runs, effects } = runOutPicture();
    expect(runs.map((r) => r.map((p) => `${cardName(p.card)}:${p.seat}`).join(' '))).toEqual([
      '4H:0 5H:0 6H:1',
      '8C:1 9C:0 10C:2 JC:1',
      '2D:1 3D:2',
    ]);
    expect(runs.map((r) => r[0]?.led)).toEqual([true, true, true]);
    const stops = effects.filter((e) => e.type === 'stop');
    expect(
      stops.map((e) => (e.type === 'stop' ? [cardName(e.card), e.colour, e.leader] : [])),
    ).toEqual([
      ['6H', 0, 1],
      ['JC', 1, 1],
    ]);
    expect(
      runs
        .flat()
        .filter((p) => p.stop)
        .map((p) => cardName(p.card)),
    ).toEqual(['6H', 'JC']);
    const paying = effects.filter((e) => e.type === 'paying-card');
    expect(paying).toEqual([
      { type: 'paying-card', seat: 1, card: parseCard('JC'), space: 'jackClubs' },
    ]);
    const bonanza = effects.find((e) => e.type === 'bonanza');
    expect(bonanza).toEqual({
      type: 'bonanza',
      seat: 2,
      payments: [
        { seat: 0, cards: 1, chips: 1 },
        { seat: 1, cards: 1, chips: 1 },
      ],
    });
    expect(
      runs
        .flat()
        .filter((p) => p.bonanza)
        .map((p) => cardName(p.card)),
    ).toEqual(['3D']);
    // Every card of C's hand was played; A and B each keep one.
    const played = new Set(runs.flat().map((p) => p.card));
    expect(RUN_OUT_HANDS.map((h) => h.filter((c) => !played.has(c)).map(cardName))).toEqual([
      ['KD'],
      ['7S'],
      [],
    ]);
  });
});
