// The table's lines about the person read in the second person in every language (it said "You has no move and must pass.").
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../../src/games/azacru/texts';
import { translator as translate } from '../../translator';
import de from '../../../../src/games/azacru/texts/de.json';
import en from '../../../../src/games/azacru/texts/en.json';
import fr from '../../../../src/games/azacru/texts/fr.json';
import { aboutPlayer } from '../../../../src/games/azacru/ui/news-words';

const translator = (texts: object) => translate<TFunction>(texts);

describe('the table’s lines about a player', () => {
  const names = (you: string) => (p: number) => [you, 'Wren'][p] ?? '?';

  it('tell the person of their own forced pass, the end it triggers, a removal and a twist', () => {
    const t = translator(en);
    const name = names(en.azacru.player.you);
    expect(aboutPlayer(t, 0, 0, 'pass', name)).toBe('You have no move and must pass.');
    expect(aboutPlayer(t, 0, 0, 'endTriggered', name)).toBe(
      'You could not move: the end is triggered.',
    );
    expect(aboutPlayer(t, 0, 0, 'removal', name, { field: 'e5' })).toBe(
      'Your chevron on e5 leaves the board.',
    );
    expect(aboutPlayer(t, 0, 0, 'twist', name, { side: 'left' })).toBe(
      'You turn the chevron left.',
    );
  });

  it('name another player in the third person', () => {
    const t = translator(en);
    const name = names(en.azacru.player.you);
    expect(aboutPlayer(t, 1, 0, 'pass', name)).toBe('Wren has no move and must pass.');
    expect(aboutPlayer(t, 1, 0, 'removal', name, { field: 'e5' })).toBe(
      "Wren's chevron on e5 leaves the board.",
    );
  });

  it('address the person in German and French too, and never by their name', () => {
    expect(aboutPlayer(translator(de), 0, 0, 'pass', names('Du'))).toBe(
      'Du kannst nicht ziehen und musst passen.',
    );
    expect(aboutPlayer(translator(fr), 0, 0, 'pass', names('Vous'))).toBe(
      'Vous ne pouvez pas jouer et devez passer.',
    );
    for (const texts of [en, de, fr]) {
      const t = translator(texts);
      for (const key of Object.keys(en.azacru.sayYou) as (keyof typeof en.azacru.sayYou)[])
        expect(aboutPlayer(t, 0, 0, key, names('Anna'), { field: 'e5', side: 'x' })).not.toMatch(
          /Anna/,
        );
    }
  });
});
