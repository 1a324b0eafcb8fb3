// The person's default name mid-sentence: "goes to you", not "goes to You"; a chosen name and a sentence's first word stay as they are.
import { describe, expect, it } from 'vitest';
import de from '../../../../src/games/bonanza/texts/de.json';
import en from '../../../../src/games/bonanza/texts/en.json';
import fr from '../../../../src/games/bonanza/texts/fr.json';
import { namesIn } from '../../../../src/games/bonanza/view/names-in-sentence';

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => `${params[k] ?? ''}`);

describe('names inside a sentence', () => {
  const seatsOf = (you: string) => [you, 'Ada', 'Bruno'];

  it('English: a space goes to you, is shared among you, the highest bid is by you', () => {
    const p = en.bonanza.player;
    const names = seatsOf(p.you);
    const to = namesIn(names, [0], 0, { you: p.you, here: p.youObject });
    expect(fill(en.bonanza.say.spaceWon, { space: 'Joker', names: to, chips: 9 })).toBe(
      'Joker goes to you: +9',
    );
    const among = namesIn(names, [1, 0], 0, { you: p.you, here: p.youDative });
    expect(fill(en.bonanza.end.shared, { names: among, each: 3 })).toBe(
      'Shared among Ada, you: 3 chips each',
    );
    const by = namesIn(names, [0], 0, { you: p.you, here: p.youDative });
    expect(fill(en.bonanza.bid.high, { amount: 4, name: by })).toBe('Highest bid: 4 by you');
  });

  it('at the start of a sentence the person stays "You"; later in the list "you"', () => {
    const p = en.bonanza.player;
    const names = seatsOf(p.you);
    const words = { you: p.you, here: p.youSubject };
    expect(
      fill(en.bonanza.end.winners, { names: namesIn(names, [0, 2], 0, words, true), chips: 120 }),
    ).toBe('You, Bruno share first place with 120 chips');
    expect(
      fill(en.bonanza.end.winners, { names: namesIn(names, [1, 0], 0, words, true), chips: 120 }),
    ).toBe('Ada, you share first place with 120 chips');
  });

  it('German and French take the form their sentence needs', () => {
    const dp = de.bonanza.player;
    const dn = seatsOf(dp.you);
    expect(
      fill(de.bonanza.say.spaceWon, {
        space: 'Joker',
        names: namesIn(dn, [0], 0, { you: dp.you, here: dp.youObject }),
        chips: 9,
      }),
    ).toBe('Joker an dich: +9');
    expect(
      fill(de.bonanza.bid.high, {
        amount: 4,
        name: namesIn(dn, [0], 0, { you: dp.you, here: dp.youDative }),
      }),
    ).toBe('Höchstgebot: 4 von dir');
    const fp = fr.bonanza.player;
    expect(
      fill(fr.bonanza.say.spaceWon, {
        space: 'Joker',
        names: namesIn(seatsOf(fp.you), [0], 0, { you: fp.you, here: fp.youObject }),
        chips: 9,
      }),
    ).toBe('Joker pour vous : +9');
  });

  it('a name the person chose, and the others, are left as they are', () => {
    const p = en.bonanza.player;
    expect(namesIn(['Zoë', 'Ada'], [1, 0], 0, { you: p.you, here: p.youObject })).toBe('Ada, Zoë');
    // An opponent called "You" is not the person.
    expect(namesIn(['Zoë', 'You'], [1], 0, { you: p.you, here: p.youObject })).toBe('You');
  });
});
