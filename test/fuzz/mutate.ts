// Mutations of JSON data for fuzz tests: a field set to a hostile value, deleted, renamed, added, or taken from another sample.
import fc from 'fast-check';

type Json = unknown;
type Path = readonly (string | number)[];

/** Keys and texts that trip code reading enumerations with `in` or objects without own checks. */
export const PROTO_WORDS = [
  'toString',
  'constructor',
  '__proto__',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  'length',
] as const;

/** A value a stored field or a link might hold: JSON, prototype words, odd numbers, odd texts. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<Json>(...PROTO_WORDS),
  fc.constantFrom<Json>(NaN, Infinity, -Infinity, -0, 2 ** 32, 2 ** 53, 1e308, -1, 0.5, 3, 7),
  fc.integer({ min: -3, max: 8 }),
  fc.constantFrom<Json>('', ' ', '0x3', '3e0', '1', 'X', 'over', 'red', 'azuma', null, [], {}),
);

/** A key an object might gain. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTO_WORDS),
  fc.string({ maxLength: 6 }),
);

export interface Mutation {
  readonly at: number;
  readonly op: 'set' | 'delete' | 'add' | 'swap' | 'nudge';
  readonly value: Json;
  readonly key: string;
  readonly sample: number;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('set', 'delete', 'add', 'swap', 'swap', 'nudge'),
  value: hostileValue,
  key: hostileKey,
  sample: fc.nat(),
});

/** Every path in a JSON value, containers included (the root is []). */
export function pathsOf(value: Json, path: Path = []): Path[] {
  const out: Path[] = [path];
  if (Array.isArray(value)) value.forEach((x, i) => out.push(...pathsOf(x, [...path, i])));
  else if (typeof value === 'object' && value !== null)
    for (const [k, x] of Object.entries(value)) out.push(...pathsOf(x, [...path, k]));
  return out;
}

function get(value: Json, path: Path): Json {
  let at: Json = value;
  for (const step of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, step)) return undefined;
    at = (at as Record<string | number, Json>)[step];
  }
  return at;
}

/** Sets an own property (even `__proto__`), as JSON.parse would. */
function put(target: Record<string | number, Json>, key: string | number, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Applies one mutation in place to a copy's path; `samples` lend values from the same place. */
export function applyMutation(root: Json, m: Mutation, samples: readonly Json[]): Json {
  const paths = pathsOf(root);
  const path = paths[m.at % paths.length] as Path;
  if (path.length === 0) return m.op === 'set' ? m.value : root;
  const parent = get(root, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1] as string | number;
  const old = parent[key];
  switch (m.op) {
    case 'set':
      put(parent, key, m.value);
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case 'add':
      if (typeof old === 'object' && old !== null && !Array.isArray(old))
        put(old as Record<string, Json>, m.key, m.value);
      else if (Array.isArray(old)) old.push(m.value);
      else put(parent, key, m.value);
      break;
    case 'swap': {
      const other = samples.length ? get(samples[m.sample % samples.length], path) : undefined;
      if (other !== undefined) put(parent, key, structuredClone(other));
      break;
    }
    case 'nudge':
      if (typeof old === 'number') put(parent, key, old + (m.sample % 2 ? 1 : -1));
      else put(parent, key, m.value);
      break;
  }
  return root;
}

/** A copy of `value` with the mutations applied in turn. */
export function mutated(value: Json, ms: readonly Mutation[], samples: readonly Json[] = []): Json {
  let out = structuredClone(value);
  for (const m of ms) out = applyMutation(out, m, samples);
  return out;
}
