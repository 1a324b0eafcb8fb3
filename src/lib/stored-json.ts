// Reading a small JSON record from the device strictly: its schema or nothing, and whether what was there was bad.
import * as v from 'valibot';

/** The record in `text` (null: nothing stored) if it passes `schema`; otherwise `none`, with `bad` set. */
export function readStoredJson<T>(
  schema: v.GenericSchema<unknown, T>,
  text: string | null,
  none: T,
): { value: T; bad: boolean } {
  if (text === null) return { value: none, bad: false };
  try {
    const r = v.safeParse(schema, JSON.parse(text));
    return r.success ? { value: r.output, bad: false } : { value: none, bad: true };
  } catch {
    return { value: none, bad: true };
  }
}
