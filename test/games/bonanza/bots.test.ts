// Bots: they decide from the seat view alone (hidden cards never matter), always legally; parameters are bounded and checked.
import { describe, expect, it } from 'vitest';
import { decide, mustDecide } from '../../../src/games/bonanza/bots/decide';
import {
  BOT_BOUNDS,
  parseBotParams,
  SKILLS,
  type Skill,
} from '../../../src/games/bonanza/bots/params';
import { PRESET_IDS, presetParams, PRESETS } from '../../../src/games/bonanza/bots/presets';
import { thinkMs } from '../../../src/games/bonanza/bots/think';
import { JOKER, PACK_SIZE } from '../../../src/games/bonanza/rules/cards';
import type { BonanzaEvent } from '../../../src/games/bonanza/rules/events';
import { legal, tableEvent, waitingFor } from '../../../src/games/bonanza/rules/legal';
import { step } from '../../../src/games/bonanza/rules/step';
import {
  type BonanzaState,
  cloneState,
  newGame,
  type TableState,
} from '../../../src/games/bonanza/rules/state';
import { seatView } from '../../../src/games/bonanza/rules/view';
import { createRng, deriveSeed, shuffle } from '../../../src/lib/rng';
import { cards, dealt, go, runOut, widowUnsold } from './helpers';

/**
 * A twin of `s` that `seat` cannot tell apart: every card it cannot see (in other hands, unless
 * shown at a call and not played since, in the widow, or in a dead hand that is not its own) is
 * shuffled among the same places, and the others' hidden choices are dropped.
 */
function twin(s: BonanzaState, seat: number, seed: number): TableState {
  const t = cloneState(s);
  const shown = new Set(s.shows.filter((x) => x.seat !== seat).flatMap((x) => x.cards));
  const hidden: number[] = [];
  for (let c = 0; c < PACK_SIZE; c += 1) {
    const w = s.where[c] ?? 0;
    const visible =
      w === seat ||
      (w >= 0 && shown.has(c)) ||
      w === -3 ||
      w === -4 ||
      (s.deadHand === seat && s.gaveUp.includes(c));
    if (!visible) hidden.push(c);
  }
  const places = hidden.map((c) => s.where[c] ?? 0);
  shuffle(hidden, createRng(seed)).forEach((c, i) => (t.where[c] = places[i] ?? 0));
  if (s.deadHand !== null && s.deadHand >= 0 && s.deadHand !== seat) {
    t.gaveUp = t.where.flatMap((w, c) => (w === -2 ? [c] : []));
  }
  for (let p = 0; p < s.players; p += 1) if (p !== seat) t.choices[p] = null;
  return t;
}

const bots = (skill: Skill, n: number) =>
  Array.from({ length: n }, () => presetParams('normal', skill));

describe('bots see only their seat', () => {
  it.each(SKILLS)(
    '%s: a hidden state that looks the same to the seat gives the same decision',
    (skill) => {
      let checked = 0;
      for (let g = 0; g < 6; g += 1) {
        const n = 3 + (g % 4);
        const params = bots(skill, n);
        let s: BonanzaState = newGame({ players: n, seed: 100 + g });
        const rngs = params.map((_, i) => createRng(deriveSeed(g, i)));
        while (s.phase !== 'over') {
          let e: BonanzaEvent | null = tableEvent(s);
          if (!e) {
            const seat = waitingFor(s)[0] ?? 0;
            const other = twin(s, seat, g * 1000 + checked);
            expect(seatView(other, seat)).toEqual(seatView(s, seat));
            const state = rngs[seat]!.state();
            e = decide(seatView(s, seat), params[seat]!, createRng(state));
            expect(decide(seatView(other, seat), params[seat]!, createRng(state))).toEqual(e);
            e = decide(seatView(s, seat), params[seat]!, rngs[seat]!);
            checked += 1;
          }
          const r = step(s, e);
          if (!r.ok) throw new Error(`${skill} bot: ${r.reason}`);
          s = r.state;
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it('the view holds no hidden card: not the widow, not the dead hand of another, not other hands', () => {
    const s = go(dealt(3, { 1: 'JK' }), { type: 'widow', seat: 0, choice: 'swap' }).state;
    const v = seatView(s, 1);
    const text = JSON.stringify(v);
    expect(v.cards).toEqual(s.where.flatMap((w, c) => (w === 1 ? [c] : [])));
    expect(v.gaveUp).toEqual([]);
    expect(seatView(s, 0).gaveUp).toEqual(s.gaveUp);
    expect(text).not.toContain('"where"');
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"choices"');
    expect(text).not.toContain('"pending"');
  });

  it('every decision of every skill is legal, at every table size', () => {
    for (const skill of SKILLS) {
      for (let n = 2; n <= 9; n += 1) {
        const params = bots(skill, n);
        let s: BonanzaState = newGame({ players: n, seed: n * 7, options: { deals: 3 } });
        const rng = createRng(n);
        while (s.phase !== 'over') {
          let e: BonanzaEvent | null = tableEvent(s);
          if (!e) {
            const seat = waitingFor(s)[0] ?? 0;
            expect(mustDecide(seatView(s, seat))).toBe(true);
            e = decide(seatView(s, seat), params[seat]!, rng);
            expect(e).not.toBeNull();
            expect(legal(s, seat).length).toBeGreaterThan(0);
          }
          const r = step(s, e);
          if (!r.ok)
            throw new Error(`${skill}, ${n} players: ${JSON.stringify(e)} refused: ${r.reason}`);
          s = r.state;
        }
      }
    }
  });
});

describe('expert decisions', () => {
  const expert = presetParams('normal', 'expert');
  const rng = () => createRng(1);

  it('spends the Joker where it wins most: kept for a fuller Queen-Jack space, else shown at once', () => {
    let s = widowUnsold(dealt(3, { 1: 'JK QS' }));
    const open = go(s, { type: 'next-call' }).state;
    const t = cloneState(open);
    t.sheet[1] = 20;
    expect(decide(seatView(t, 1), expert, rng())).toEqual({ type: 'keep', seat: 1, call: 'joker' });
    expect(decide(seatView(open, 1), expert, rng())).toEqual({
      type: 'show',
      seat: 1,
      call: 'joker',
      cards: [JOKER],
    });
    s = go(t, { type: 'keep', seat: 1, call: 'joker' }).state;
    const qj = go(s, { type: 'next-call' }).state;
    expect(decide(seatView(qj, 1), expert, rng())).toEqual({
      type: 'show',
      seat: 1,
      call: 'queenJack',
      cards: cards('QS JK'),
    });
  });

  it('leads the run that takes it out at once', () => {
    const s = runOut(2, { 0: '2S 3S 4S 9H', 1: '5S 10H' });
    const t = cloneState(s);
    t.where[cards('9H')[0]!] = -3;
    t.held[0] = 3;
    expect(decide(seatView(t, 0), expert, rng())).toEqual({
      type: 'lead',
      seat: 0,
      card: cards('2S')[0],
    });
  });
});

describe('bot parameters', () => {
  it('every preset of every skill passes the schema', () => {
    for (const preset of PRESET_IDS) {
      for (const skill of SKILLS)
        expect(parseBotParams(presetParams(preset, skill))).toEqual({
          params: presetParams(preset, skill),
        });
    }
  });

  it('a figure out of bounds, a wrong type or an unknown key is refused with a message', () => {
    const p = presetParams('normal', 'basic');
    expect(parseBotParams({ ...p, bluff: 0.9 })).toEqual({
      problem: `bluff: bluff must be ${BOT_BOUNDS.bluff[1]} or less`,
    });
    expect(parseBotParams({ ...p, think: { ...p.think, mu: -1 } })).toEqual({
      problem: 'think.mu: mu must be 50 or more',
    });
    expect(parseBotParams({ ...p, skill: 'genius' })).toMatchObject({
      problem: expect.stringMatching(/^skill: skill must be one of/),
    });
    expect(parseBotParams({ ...p, speed: 3 })).toMatchObject({
      problem: expect.stringMatching(/^speed: /),
    });
    expect(parseBotParams({ ...p, samples: 2.5 })).toMatchObject({
      problem: 'samples: samples must be a whole number',
    });
    expect(parseBotParams(null)).toMatchObject({ problem: expect.any(String) });
  });

  it('think times: ex-Gaussian from the preset, never under the floor, the same from the same seed', () => {
    for (const preset of PRESET_IDS) {
      const p = presetParams(preset, 'expert');
      const r = createRng(3);
      const xs = Array.from({ length: 4000 }, () => thinkMs(p, 'think', r));
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(p.floorMs);
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const { mu, tau } = PRESETS[preset].think;
      expect(Math.abs(mean - (mu + tau)) / (mu + tau)).toBeLessThan(0.05);
      const glance = Array.from({ length: 500 }, () => thinkMs(p, 'glance', r));
      expect(glance.reduce((a, b) => a + b, 0) / 500).toBeLessThan(mean);
    }
    const a = createRng(9);
    const b = createRng(9);
    expect(thinkMs(presetParams('quick', 'basic'), 'think', a)).toBe(
      thinkMs(presetParams('quick', 'basic'), 'think', b),
    );
  });
});
