// Seeded pseudo-random numbers (mulberry32) and a Fisher-Yates shuffle: every game's randomness comes from here.

/** A small seeded generator whose whole state is one 32-bit integer, so it can be saved. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** The current state; `createRng(state)` continues the same sequence. */
  state(): number;
}

/** A generator seeded with any number (only its low 32 bits count). */
export function createRng(seed: number): Rng {
  return new Mulberry32(seed);
}

/** mulberry32: methods on a class, so a new generator (one per bot and hand) makes no closures. */
class Mulberry32 implements Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  state(): number {
    return this.s;
  }
}

/** A new seed derived from a seed and a label (e.g. a seat number), for independent streams. */
export function deriveSeed(seed: number, label: string | number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  const text = String(label);
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** A shuffled copy of `items` (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
