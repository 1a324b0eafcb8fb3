// Cards shown for a call: in words for screen readers, short on the ticker ("Ada shows Ten of Diamonds, Jack of Diamonds, Qu…" ran past a phone's width).
import { describe, expect, it } from 'vitest';
import { card } from '../../../../src/games/bonanza/rules/cards';
import { shownCards } from '../../../../src/games/bonanza/ui/card-label';
import type { TFunction } from '../../../../src/games/bonanza/texts';
import en from '../../../../src/games/bonanza/texts/en.json';
import { translator } from '../../translator';

const t = translator<TFunction>(en);

describe('shownCards', () => {
  it('says a shown sequence in words and prints it as the corners do on the ticker', () => {
    const diamonds = [card(10, 2), card(11, 2), card(12, 2)];
    const news = shownCards(t, diamonds, (cards) => t('bonanza.say.show', { name: 'Ada', cards }));
    expect(news.said).toBe('Ada shows Ten of Diamonds, Jack of Diamonds, Queen of Diamonds');
    expect(news.shown).toBe('Ada shows 10♦ J♦ Q♦');
  });
});
