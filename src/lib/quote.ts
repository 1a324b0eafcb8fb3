// A value of untrusted input for a message: short JSON, never more than 60 characters, never a throw.

/** The most characters a message quotes of a bad value. */
export const QUOTE_MAX = 60;

/**
 * The value as JSON, cut to at most 60 characters (`...` marks a cut). Long texts are cut before
 * they are written out; a value JSON cannot write (too deep, a cycle, a bigint) is named by kind.
 */
export function quote(value: unknown): string {
  if (typeof value === 'number') return String(value).slice(0, QUOTE_MAX);
  let text: string;
  try {
    const v =
      typeof value === 'string' && value.length > QUOTE_MAX ? value.slice(0, QUOTE_MAX) : value;
    text = JSON.stringify(v) ?? String(v);
  } catch {
    text = Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : typeof value;
  }
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 3)}...` : text;
}
