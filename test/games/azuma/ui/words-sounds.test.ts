// Announcements in words and sounds from the table's emitted events; stick patterns as on the 3D sticks.
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION_IDS, EDITIONS } from '../../../../src/games/azuma/rules';
import { SPRITE } from '../../../../src/shell/audio/sprite';
import { soundsFor } from '../../../../src/games/azuma/ui/useTableSounds';
import { COLOUR_STYLES } from '../../../../src/games/azuma/ui/colours';
import { announcement } from '../../../../src/games/azuma/ui/game/Announcer';
import { i18n, setLanguage } from '../../../../src/shell/i18n';
import { patternOf } from '../../../../src/games/azuma/scene/palette';
import { withAllTexts } from './texts';

beforeAll(withAllTexts);

const names = ['You', 'Mika', 'Jo'];

describe('announcements', () => {
  it('says calls, grabs and scores in the chosen language', () => {
    setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(announcement(t, { type: 'call', call: 3, dealer: 1 }, names, 'AZUMA!')).toEqual({
      text: 'AZUMA! Call 3.',
      urgent: false,
    });
    const grab = { type: 'grab', player: 1, stick: 0, colour: 'pink', first: true, at: 0 } as const;
    expect(announcement(t, grab, names, 'AZUMA!')?.text).toBe(
      'Mika grabbed first: the pink stick!',
    );
    const score = {
      type: 'score',
      entries: [
        { player: 1, reason: 'first', colour: 'pink', cell: 2, points: 2, montezuma: 0 },
        { player: 0, reason: 'false-grab', colour: 'yellow', cell: 'X', points: 0, montezuma: 0 },
      ],
    } as const;
    expect(announcement(t, score, names, 'AZUMA!')?.text).toBe(
      'Mika: 2 points. You: an X in yellow.',
    );
    setLanguage('de');
    expect(announcement(t, grab, names, 'ZUMA!')?.text).toBe(
      'Mika greift zuerst: der pinke Pfahl!',
    );
    setLanguage('fr');
    expect(announcement(t, { type: 'score', entries: [] }, names, 'ZUMA!')?.text).toBe(
      "Personne n'a marqué.",
    );
    setLanguage('en');
  });

  // The person is told in the second person ("Du hat angetäuscht." and "Spielende: Du hat gewonnen." before).
  it('tells the person of their own fake and win, and names other winners', () => {
    const t = i18n.t.bind(i18n);
    const fake = { type: 'fake', player: 0 } as const;
    const over = (winners: number[]) => ({ type: 'gameOver', winners }) as const;
    const said = (e: Parameters<typeof announcement>[1], seats = names) =>
      announcement(t, e, seats, 'ZUMA!')?.text;
    setLanguage('en');
    expect(said(fake)).toBe('You faked a grab.');
    expect(said({ type: 'fake', player: 1 })).toBe('Mika faked a grab.');
    expect(said(over([0]))).toBe('Game over. You won!');
    expect(said(over([1, 2]))).toBe('Game over. Mika and Jo share the win!');
    const lost = { type: 'lostRace', player: 1, stick: 0, winner: 0 } as const;
    expect(announcement(t, lost, names, 'ZUMA!', () => 'pink')?.text).toBe(
      'Mika lost the pink stick to you.',
    );
    setLanguage('de');
    expect(said(fake, ['Du', 'Mika', 'Jo'])).toBe('Du hast angetäuscht.');
    expect(said(over([0]), ['Du', 'Mika', 'Jo'])).toBe('Spielende. Du hast gewonnen!');
    expect(said(over([1]), ['Du', 'Mika', 'Jo'])).toBe('Spielende. Mika hat gewonnen!');
    expect(announcement(t, lost, ['Du', 'Mika', 'Jo'], 'ZUMA!', () => 'pink')?.text).toBe(
      'Mika verliert den pinken Pfahl an dich.',
    );
    setLanguage('fr');
    expect(said(fake, ['Vous', 'Mika', 'Jo'])).toBe('Vous avez feinté.');
    expect(said(over([0]), ['Vous', 'Mika', 'Jo'])).toBe('Fin de partie. Vous avez gagné !');
    setLanguage('en');
  });
});

describe('sounds', () => {
  it('plays the edition word in the language voice, and a clip per table event', () => {
    expect(soundsFor({ type: 'call', call: 1, dealer: 0 }, 'zuma-de', 'de')[0]?.[0]).toBe(
      'call-zuma-de',
    );
    expect(soundsFor({ type: 'call', call: 1, dealer: 0 }, 'azuma', 'fr')[0]?.[0]).toBe(
      'call-azuma-fr',
    );
    expect(soundsFor({ type: 'slide', transit: [] }, 'azuma', 'en')).toEqual([['slide', 0.6]]);
    expect(soundsFor({ type: 'gameOver', winners: [0] }, 'azuma', 'en')).toEqual([['fanfare', 1]]);
    expect(soundsFor({ type: 'score', entries: [] }, 'azuma', 'en')).toEqual([]);
  });

  it('has every clip in the sprite, in order and without overlap', () => {
    // AZUMA's 12 clips and BONANZA RUMMY's 20 (test/shell/sprite.test.ts checks them by name).
    const clips = Object.values(SPRITE);
    expect(clips.length).toBe(32);
    for (let i = 1; i < clips.length; i += 1) {
      const [prevStart, prevLength] = clips[i - 1] as readonly [number, number];
      expect((clips[i] as readonly [number, number])[0]).toBeGreaterThanOrEqual(
        prevStart + prevLength,
      );
    }
  });
});

describe('colours without hue', () => {
  it('the sheet and legend use the same pattern as the 3D sticks, and the three differ', () => {
    for (const id of EDITION_IDS) {
      const colours = EDITIONS[id].colours;
      for (const c of colours) expect(COLOUR_STYLES[c].pattern).toBe(patternOf(id, c));
      expect(new Set(colours.map((c) => COLOUR_STYLES[c].pattern)).size).toBe(3);
    }
  });
});
