// While the person waits, the prompt says what the table waits for; in the run-out's forced plays it says the cards play themselves; in a poker without the person, why.
import { describe, expect, it } from 'vitest';
import de from '../../../../src/games/bonanza/texts/de.json';
import en from '../../../../src/games/bonanza/texts/en.json';
import fr from '../../../../src/games/bonanza/texts/fr.json';
import { STAGES } from '../../../../statecharts/bonanza/selectors';
import { waitingLine } from '../../../../src/games/bonanza/view/waiting-line';

type Table = { readonly [key: string]: string | Table };
const lookup = (table: Table, key: string): string => {
  let at: string | Table = table;
  for (const part of key.split('.')) at = typeof at === 'string' ? at : (at[part] ?? '');
  return typeof at === 'string' ? at : '';
};

const dealer = { name: 'Ada', you: false };

describe('the waiting line', () => {
  it('in the run-out’s forced plays (nobody asked) says each next card plays itself, yours too', () => {
    const line = waitingLine('playing', dealer, []);
    expect(line).toEqual({ key: 'bonanza.lead.playing' });
    expect(lookup(en, line!.key)).toMatch(/next card/);
    expect(lookup(en, line!.key)).toMatch(/yours too/);
  });

  it('names the leader when someone else leads, the dealer while dealing', () => {
    expect(waitingLine('leading', dealer, ['Bo'])).toEqual({
      key: 'bonanza.lead.waiting',
      name: 'Bo',
    });
    expect(waitingLine('dealing', dealer, [])).toEqual({ key: 'bonanza.hud.dealing', name: 'Ada' });
    expect(waitingLine('dealing', { name: 'You', you: true }, [])).toEqual({
      key: 'bonanza.hud.dealingYou',
    });
  });

  it('speaks of the first hand before it, of the next one only after a hand', () => {
    const first = waitingLine('start', dealer, []);
    const next = waitingLine('hand-end', dealer, []);
    for (const table of [en, de, fr]) {
      expect(lookup(table, first!.key)).not.toBe('');
      expect(lookup(table, first!.key)).not.toBe(lookup(table, next!.key));
    }
    expect(lookup(en, first!.key)).toMatch(/first hand/);
    expect(lookup(en, first!.key)).not.toMatch(/next/);
    expect(lookup(en, next!.key)).toMatch(/next hand/);
  });

  it('while the poker is played without the person for want of cards, says why', () => {
    for (const stage of ['betting', 'fives'] as const) {
      const line = waitingLine(stage, dealer, ['Bo'], 4);
      expect(line).toEqual({ key: 'bonanza.poker.sitOut', n: 4 });
      expect(lookup(en, line!.key)).toMatch(/five cards/);
      for (const texts of [en, de, fr]) expect(lookup(texts, line!.key)).toContain('{{n}}');
    }
    // With five cards or more (null) the line names who is asked, as before; other stages ignore it.
    expect(waitingLine('betting', dealer, ['Bo'], null)).toEqual({
      key: 'bonanza.hud.waitFor',
      name: 'Bo',
    });
    expect(waitingLine('leading', dealer, ['Bo'], 3)).toEqual({
      key: 'bonanza.lead.waiting',
      name: 'Bo',
    });
  });

  it('has its words in every language for every stage', () => {
    for (const stage of STAGES)
      for (const asked of [[], ['Bo', 'Cy']]) {
        const line = waitingLine(stage, dealer, asked, asked.length > 0 ? 2 : null);
        if (!line) continue;
        for (const texts of [en, de, fr]) expect(lookup(texts, line.key), line.key).not.toBe('');
      }
  });
});
