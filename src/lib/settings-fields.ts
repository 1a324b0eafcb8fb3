// Reading a game's stored settings field by field: a good field is kept, a bad one falls back alone (or is repaired) and is named.
import * as v from 'valibot';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

export interface FieldReading<S> {
  /** One schema per field of the settings. */
  readonly fields: { readonly [K in keyof S]: v.GenericSchema<unknown, S[K]> };
  readonly defaults: S;
  /** Name unknown keys as problems too (settings of this version have none). */
  readonly strict: boolean;
  /** A bad field's best reading from its parts (e.g. a list read item by item); default: the default. */
  readonly repair?: { readonly [K in keyof S]?: (value: unknown) => S[K] };
}

/** Settings from untrusted stored data, never an error: every replaced field (and unknown key) named. */
export function readFieldByField<S extends object>(
  value: unknown,
  r: FieldReading<S>,
): { settings: S; problems: string[] } {
  if (value === undefined) return { settings: r.defaults, problems: [] };
  if (!isObj(value)) return { settings: r.defaults, problems: ['settings'] };
  const problems: string[] = [];
  const out = { ...r.defaults };
  const names = Object.keys(r.fields) as (keyof S & string)[];
  for (const key of names) {
    if (!Object.hasOwn(value, key)) continue;
    const schema: v.GenericSchema<unknown, S[typeof key]> = r.fields[key];
    const field = v.safeParse(schema, value[key]);
    if (field.success) out[key] = field.output as S[typeof key];
    else {
      problems.push(key);
      const repair = r.repair?.[key];
      if (repair) out[key] = repair(value[key]);
    }
  }
  if (r.strict)
    for (const key of Object.keys(value))
      if (!(names as string[]).includes(key)) problems.push(key);
  return { settings: out, problems };
}

/**
 * A quick start's link read parameter by parameter: `take` parses one that is there (its text, or
 * the value given) and returns undefined for one that is absent; a bad one is ignored and named in
 * `problems`.
 */
export function linkReader(q: URLSearchParams) {
  const problems: string[] = [];
  const take = <T>(
    key: string,
    schema: v.GenericSchema<unknown, T>,
    value: unknown = q.get(key),
  ): T | undefined => {
    if (!q.has(key)) return undefined;
    const r = v.safeParse(schema, value);
    if (r.success) return r.output;
    problems.push(key);
    return undefined;
  };
  return { take, problems };
}
