// What the prompt says while the person has nothing to decide: who or what the table waits for, in the stage's words.
import type { Stage } from '../../../../statecharts/bonanza/selectors';

/** A prompt text key with the name it mentions (if any), or null for no line. */
export type WaitingLine =
  | {
      readonly key:
        | 'bonanza.hud.shufflingFirst'
        | 'bonanza.hud.shuffling'
        | 'bonanza.hud.dealingYou'
        | 'bonanza.hud.callingYou';
    }
  | { readonly key: 'bonanza.show.waiting' | 'bonanza.lead.playing' }
  | {
      readonly key:
        | 'bonanza.hud.dealing'
        | 'bonanza.hud.calling'
        | 'bonanza.widow.waiting'
        | 'bonanza.lead.waiting'
        | 'bonanza.hud.waitFor';
      readonly name: string;
    }
  /** The poker is played without the person, who holds `n` cards: fewer than it needs. */
  | { readonly key: 'bonanza.poker.sitOut'; readonly n: number }
  | null;

/**
 * The line for a stage: the dealer's name while dealing and calling, the leader's when someone else
 * leads, the seats asked otherwise. In the run-out's forced plays nobody is asked: the line says that
 * each next card is played by whoever holds it, the person's too (a newcomer saw cards leave the hand
 * with no word). While the poker is played without the person for want of cards (`sitOut`: the cards
 * held, else null) the line says why (a play-tester with four cards was never asked, and not told why).
 */
export function waitingLine(
  stage: Stage,
  dealer: { readonly name: string; readonly you: boolean },
  asked: readonly string[],
  sitOut: number | null = null,
): WaitingLine {
  if ((stage === 'betting' || stage === 'fives') && sitOut !== null)
    return { key: 'bonanza.poker.sitOut', n: sitOut };
  // Before the first hand there is no "next" one yet (a newcomer read "next hand" at the start).
  if (stage === 'start') return { key: 'bonanza.hud.shufflingFirst' };
  if (stage === 'hand-end') return { key: 'bonanza.hud.shuffling' };
  if (stage === 'dealing')
    return dealer.you
      ? { key: 'bonanza.hud.dealingYou' }
      : { key: 'bonanza.hud.dealing', name: dealer.name };
  if (stage === 'calling')
    return dealer.you
      ? { key: 'bonanza.hud.callingYou' }
      : { key: 'bonanza.hud.calling', name: dealer.name };
  if (stage === 'widow') return { key: 'bonanza.widow.waiting', name: dealer.name };
  if (stage === 'showing') return { key: 'bonanza.show.waiting' };
  if (stage === 'playing') return { key: 'bonanza.lead.playing' };
  if (stage === 'leading' && asked[0] !== undefined)
    return { key: 'bonanza.lead.waiting', name: asked[0] };
  if (asked.length > 0) return { key: 'bonanza.hud.waitFor', name: asked.join(', ') };
  return null;
}
