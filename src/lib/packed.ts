// Arrays the hot paths read made one way, so their elements kind never depends on which tier of V8 built them.
/**
 * `xs.map(f)`, built by push. V8's optimizing compiler makes `map`'s result a holey array while its
 * builtin makes a packed one: the same state then has two array shapes depending on how warm the code
 * that built it was, and every optimized reader of the other shape throws its code away (the
 * simulator saw a wave of such deoptimizations about a hundred games in). Push keeps one shape.
 */
export function mapPacked<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i += 1) out.push(f(xs[i] as T, i));
  return out;
}
