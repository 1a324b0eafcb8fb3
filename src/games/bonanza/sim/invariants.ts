// Checks that hold after every step: chips conserved exactly, every card in one place, no stack or space below 0.
import { PACK_SIZE } from '../rules/cards';
import type { BonanzaState } from '../rules/state';

/** What is wrong with a state, or null. */
export function invariantProblem(s: BonanzaState, startChips: number): string | null {
  let chips = 0;
  for (const x of s.stacks) {
    if (x < 0 || !Number.isInteger(x)) return `a stack of ${x}`;
    chips += x;
  }
  for (const x of s.sheet) {
    if (x < 0 || !Number.isInteger(x)) return `a space holding ${x}`;
    chips += x;
  }
  if (chips !== startChips) return `chips ${chips}, started with ${startChips}`;
  if (s.where.length !== PACK_SIZE) return `${s.where.length} cards in the pack`;
  const held = new Array<number>(s.players).fill(0);
  for (const w of s.where) {
    if (w >= s.players) return `a card at seat ${w}`;
    if (w >= 0) held[w] = (held[w] ?? 0) + 1;
  }
  for (let p = 0; p < s.players; p += 1) {
    if (held[p] !== s.held[p]) return `seat ${p} holds ${held[p]} cards but counts ${s.held[p]}`;
  }
  return null;
}
