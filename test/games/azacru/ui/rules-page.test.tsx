// AZACRU's rules page: every section and diagram in English, German and French, its buttons, and diagrams that the rules agree with.
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerCount } from '../../../../src/games/azacru/rules/board';
import { BORDERLAND, fieldName } from '../../../../src/games/azacru/rules/fields';
import { legalMoves, step } from '../../../../src/games/azacru/rules/flow';
import { newGame } from '../../../../src/games/azacru/rules/state';
import {
  BLOCKING_SCENE,
  BlockingDiagram,
  blockingPicture,
} from '../../../../src/games/azacru/ui/rules/diagrams/BlockingDiagram';
import { moveStory } from '../../../../src/games/azacru/ui/rules/diagrams/BeforeAfter';
import { borderlandsPicture } from '../../../../src/games/azacru/ui/rules/diagrams/BorderlandsDiagram';
import {
  CHANGE_MOVE,
  CHANGE_SCENE,
  CHANGE_WINDOW,
} from '../../../../src/games/azacru/ui/rules/diagrams/ConnectionChangeDiagram';
import { JUMP_SCENE } from '../../../../src/games/azacru/ui/rules/diagrams/ConnectionJumpDiagram';
import { END_SCENE, endPicture } from '../../../../src/games/azacru/ui/rules/diagrams/EndDiagram';
import {
  FACING_SCENE,
  facingPicture,
} from '../../../../src/games/azacru/ui/rules/diagrams/FacingDiagram';
import {
  LONG_MOVE,
  LONG_SCENE,
  longMovePicture,
} from '../../../../src/games/azacru/ui/rules/diagrams/LongMoveDiagram';
import { PLAYER_LOOKS } from '../../../../src/games/azacru/view/players';
import { viewFromNorth } from '../../../../src/games/azacru/scene/geometry';
import {
  POWER_SCENE,
  powerPicture,
} from '../../../../src/games/azacru/ui/rules/diagrams/PowerDiagram';
import { REMOVAL_SCENE } from '../../../../src/games/azacru/ui/rules/diagrams/RemovalDiagram';
import {
  field,
  inWindow,
  type Scene,
  stateOfScene,
} from '../../../../src/games/azacru/ui/rules/diagrams/scene';
import {
  SetupDiagram,
  setupLabel,
} from '../../../../src/games/azacru/ui/rules/diagrams/SetupDiagram';
import { twistPictures } from '../../../../src/games/azacru/ui/rules/diagrams/TwistDiagram';
import { RulesPage, RulesText, SECTIONS } from '../../../../src/games/azacru/ui/rules/RulesPage';
import type { RulesT } from '../../../../src/games/azacru/ui/rules/texts';
import rulesDe from '../../../../src/games/azacru/texts/rules/de.json';
import rulesEn from '../../../../src/games/azacru/texts/rules/en.json';
import rulesFr from '../../../../src/games/azacru/texts/rules/fr.json';
import { addTexts, i18n, type Language, setLanguage } from '../../../../src/shell/i18n';
import shellDe from '../../../../src/shell/locales/de.json';
import shellFr from '../../../../src/shell/locales/fr.json';

const LANGS: readonly Language[] = ['en', 'de', 'fr'];
const t: RulesT = (key, values) => i18n.t(key, values);
const names = (fields: readonly number[]) => fields.map(fieldName);

beforeAll(() => {
  addTexts('de', shellDe);
  addTexts('fr', shellFr);
  addTexts('de', rulesDe, 'azacru-rules');
  addTexts('fr', rulesFr, 'azacru-rules');
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

/** The page in a language, as static HTML. */
function page(lang: Language, onTutorial?: () => void): string {
  setLanguage(lang);
  expect(i18n.language).toBe(lang);
  return renderToStaticMarkup(<RulesPage onBack={() => {}} onTutorial={onTutorial} />);
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

/** The buttons of an element tree (function components are not expanded: the page's own buttons are its elements). */
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
  it('have the same keys and placeholders in English, German and French, all under azacruRules', () => {
    const en = entries(rulesEn);
    expect(Object.keys(rulesEn)).toEqual(['azacruRules']);
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

  it('name every player colour and shape', () => {
    for (const look of PLAYER_LOOKS) {
      expect(rulesEn.azacruRules.colour[look.name]).toBeTruthy();
      expect(rulesEn.azacruRules.pattern[look.pattern]).toBeTruthy();
    }
    expect(new Set(PLAYER_LOOKS.map((l) => l.pattern)).size).toBe(4);
    expect(new Set(PLAYER_LOOKS.map((l) => l.colour)).size).toBe(4);
  });
});

describe('the rules page', () => {
  it.each(LANGS)('renders every section and diagram in %s with no missing text', (lang) => {
    const html = page(lang, () => {});
    for (const id of SECTIONS) expect(html).toContain(`id="azacru-${id}"`);
    const seen = words(html);
    expect(seen.filter((w) => /azacruRules\./.test(w))).toEqual([]);
    expect(seen).toContain(i18n.t('azacruRules.tutorial'));
    // The set-up says the board on screen is turned, so that the person's side is at the bottom
    // (geometry's viewFromNorth: at three and four players the person starts in the north).
    expect(seen).toContain(i18n.t('azacruRules.setup.onScreen'));
    expect(viewFromNorth(3) && viewFromNorth(4) && !viewFromNorth(2)).toBe(true);
    for (const players of [3, 4] as const) {
      const setup = renderToStaticMarkup(<SetupDiagram t={t} players={players} />);
      expect(words(setup).filter((w) => /azacruRules\./.test(w))).toEqual([]);
    }
    if (lang !== 'en') {
      // Translated, not English left over: the title and every diagram's description differ.
      expect(html).not.toContain(rulesEn.azacruRules.title);
      for (const label of Object.values(rulesEn.azacruRules.diagram))
        if (label.length > 20) expect(html).not.toContain(label);
    }
  });

  it('gives every diagram a description for screen readers', () => {
    const html = page('en');
    const svgs = [...html.matchAll(/<svg[^>]*>/g)].map((m) => m[0]);
    const diagrams = svgs.filter((s) => s.includes('role="img"'));
    expect(diagrams).toHaveLength(11);
    for (const s of diagrams) expect(s).toMatch(/aria-label="[^"]{30,}"/);
    // The rest are decorations, hidden from screen readers.
    for (const s of svgs.filter((x) => !diagrams.includes(x)))
      expect(s).toContain('aria-hidden="true"');
  });

  it('describes each set-up with every chevron’s field and facing', () => {
    setLanguage('en');
    for (const players of [2, 3, 4] as PlayerCount[]) {
      const label = setupLabel(t, players);
      for (const c of newGame(players).chevrons) expect(label).toContain(fieldName(c.field));
    }
    expect(setupLabel(t, 2)).toContain('Player 1, red disc: e1 facing north, a3 facing east');
  });

  it('calls onBack from both Back buttons and offers the tutorial only when there is one', () => {
    setLanguage('en');
    const onBack = vi.fn();
    const onTutorial = vi.fn();
    const all = buttons(RulesText({ t, onBack, onTutorial }));
    const back = all.filter((b) => b.text.includes('Back'));
    expect(back).toHaveLength(2);
    back.forEach((b) => b.onClick());
    expect(onBack).toHaveBeenCalledTimes(2);
    const tutorial = all.filter((b) => b.text === 'Play a first game with hints');
    expect(tutorial).toHaveLength(1);
    tutorial[0]?.onClick();
    expect(onTutorial).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(2);

    const without = buttons(RulesText({ t, onBack }));
    expect(without.some((b) => b.text.includes('hints'))).toBe(false);
    expect(page('en')).not.toContain('Play a first game with hints');
    expect(page('en', () => {})).toContain('Play a first game with hints');
  });
});

describe('the diagrams agree with the rules', () => {
  const SCENES: Record<string, Scene> = {
    FACING_SCENE,
    POWER_SCENE,
    BLOCKING_SCENE,
    LONG_SCENE,
    CHANGE_SCENE,
    REMOVAL_SCENE,
    JUMP_SCENE,
    END_SCENE,
  };

  it.each(Object.entries(SCENES))('%s is a position the rules can hold', (_, scene) => {
    const state = stateOfScene(scene);
    const fields = state.chevrons.map((c) => c.field);
    expect(new Set(fields).size).toBe(fields.length);
    // A chevron stands on a neutral field or on its own colour, never on another player's.
    for (const c of state.chevrons) expect([null, c.player]).toContain(state.colours[c.field]);
    // A field has one colour at most.
    const named = scene.colours.flat();
    expect(new Set(named).size).toBe(named.length);
  });

  it('the set-ups are the rules’ own: every field neutral, 4 chevrons each with 2 players, 3 with more', () => {
    for (const players of [2, 3, 4] as PlayerCount[]) {
      const state = newGame(players);
      expect(state.colours.every((c) => c === null)).toBe(true);
      for (let p = 0; p < players; p += 1)
        expect(state.chevrons.filter((c) => c.player === p)).toHaveLength(players === 2 ? 4 : 3);
    }
    const { middle, centre } = borderlandsPicture();
    expect(names(middle)).toEqual(['d4', 'e4', 'f4', 'd5', 'e5', 'f5', 'd6', 'e6', 'f6']);
    expect(fieldName(centre)).toBe('e5');
  });

  it('facing: a chevron with power 1 may step ahead or diagonally ahead, nowhere else', () => {
    const { state, targets, crosses } = facingPicture();
    expect(names(targets)).toEqual(['d6', 'e6', 'f6']);
    expect(names(crosses).sort()).toEqual(['d4', 'd5', 'e4', 'f4', 'f5']);
    expect(
      legalMoves(state)
        .map((m) => fieldName(m.to))
        .sort(),
    ).toEqual(names(targets));
  });

  it('power: three red fields in the borderland give power 3; the numbered targets are the generator’s', () => {
    const { state, power, targets, labels } = powerPicture();
    expect(power).toBe(3);
    const generated = legalMoves(state);
    expect(names(targets).sort()).toEqual(
      [...new Set(generated.map((m) => fieldName(m.to)))].sort(),
    );
    expect(names(targets).sort()).toEqual(
      ['e6', 'e7', 'e8', 'd6', 'c7', 'b8', 'f6', 'g7', 'h8'].sort(),
    );
    for (const l of labels)
      expect(Number(l.text)).toBe(generated.find((m) => m.to === l.field)?.distance);
  });

  it('blocking: no landing on Blue, no passing a chevron, but passing over Blue', () => {
    const { state, targets, crosses } = blockingPicture();
    expect(names(targets)).toEqual(['e6', 'f6', 'c7', 'b8', 'h8']);
    expect(names(crosses)).toEqual(['d6', 'e7', 'g7', 'e8']);
    expect([...new Set(legalMoves(state).map((m) => m.to))].sort((a, b) => a - b)).toEqual(targets);
    setLanguage('en');
    const label = t('azacruRules.diagram.blocking');
    for (const f of [...targets, ...crosses]) expect(label).toContain(fieldName(f));
    // The picture draws exactly these: a ring (two circles) per target, a cross (two strokes) per barred field.
    const svg = renderToStaticMarkup(<BlockingDiagram t={t} />);
    expect(svg.match(/<circle[^>]*r="3"/g)).toHaveLength(2 * targets.length);
    expect(svg.match(/<path d="M/g)).toHaveLength(2 * crosses.length);
  });

  it('long move: e4 to e7 crosses a border, leaves a marker on e7 and changes nothing it passed', () => {
    const { kind, changed, after, ghosts } = longMovePicture();
    expect(kind).toBe('plain');
    expect(names(changed)).toEqual(['e7']);
    expect(after.chevrons).toEqual([{ player: 0, field: field('e7'), facing: 0 }]);
    expect(names(ghosts.map((g) => g.field))).toEqual(['e4']);
    expect(BORDERLAND[field(LONG_MOVE.from)]).not.toBe(BORDERLAND[field(LONG_MOVE.to)]);
  });

  it('twist: the three endings of e4-e7 are legal; a move within a borderland offers no twist', () => {
    const moves = legalMoves(stateOfScene(LONG_SCENE));
    const toE7 = moves.filter((m) => m.from === field('e4') && m.to === field('e7'));
    expect(toE7.map((m) => m.twist ?? 'none')).toEqual(['none', 'left', 'right']);
    expect(
      twistPictures().map((s) => s.chevrons.map((c) => [fieldName(c.field), c.facing])),
    ).toEqual([[['e7', 0]], [['e7', 7]], [['e7', 1]]]);
    const toE5 = moves.filter((m) => m.from === field('e4') && m.to === field('e5'));
    expect(toE5.map((m) => m.twist ?? 'none')).toEqual(['none']);
  });

  it('connection change, removal and jump are what the rules call them, with what they change', () => {
    const change = moveStory(CHANGE_SCENE, CHANGE_MOVE.from, CHANGE_MOVE.to);
    expect(change.kind).toBe('connection change');
    expect(names(change.changed)).toEqual(['d5', 'e5']);
    expect(change.after.chevrons.map((c) => fieldName(c.field))).toEqual(['f5']);

    const removal = moveStory(REMOVAL_SCENE, CHANGE_MOVE.from, CHANGE_MOVE.to);
    expect(removal.kind).toBe('removal');
    expect(names(removal.changed)).toEqual(['d5', 'e5']);
    expect(removal.after.chevrons).toEqual([]);
    expect(names(removal.removed.map((c) => c.field))).toEqual(['f5']);

    const jump = moveStory(JUMP_SCENE, CHANGE_MOVE.from, CHANGE_MOVE.to);
    expect(jump.kind).toBe('connection jump');
    expect(jump.changed).toEqual([]);
    expect(jump.after.chevrons.map((c) => fieldName(c.field))).toEqual(['d5', 'f5']);

    for (const f of [CHANGE_MOVE.from, CHANGE_MOVE.to])
      expect(inWindow(CHANGE_WINDOW, field(f))).toBe(true);
  });

  it('the end: Red has no move, so Red passes, the end is triggered and Blue has one last turn', () => {
    const { state, moves, crosses } = endPicture();
    expect(moves).toEqual([]);
    expect(names(crosses)).toEqual(['a1', 'b1', 'c1']);
    const pass = step(state, { type: 'PASS', player: 0 }, { autoPass: false });
    expect(pass.ok).toBe(true);
    if (!pass.ok) return;
    expect(pass.effects).toContainEqual({ type: 'endTriggered', player: 0 });
    expect(pass.effects).toContainEqual({ type: 'finalRound', players: [1] });
  });
});
