// A translator over one language's texts for the unit tests of a game's words: dotted keys, {{placeholders}} filled in.

/** The translator of `texts` (one language's JSON), typed as the game's own TFunction `T`. */
export function translator<T>(texts: object): T {
  return ((key: string, values?: Record<string, string | number>) => {
    const text = key
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(values?.[v] ?? ''));
  }) as T;
}
