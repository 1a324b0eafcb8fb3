// The seats' names inside a sentence: the person's default name ("You") in the form the sentence needs where it stands ("goes to you").

/** The person's default name, and the word a sentence puts in its place past the sentence's start. */
export interface YouWords {
  readonly you: string;
  readonly here: string;
}

/**
 * The names of some seats joined by commas, as a sentence reads them: the person's default name
 * becomes `here` (lower case, or the case the sentence asks for), except as the sentence's first
 * word. A name the person chose is left as it is.
 */
export function namesIn(
  names: readonly string[],
  seats: readonly number[],
  person: number,
  words: YouWords,
  atStart = false,
): string {
  return seats
    .map((seat, i) => {
      const name = names[seat] ?? '';
      const first = atStart && i === 0;
      return seat === person && name === words.you && !first ? words.here : name;
    })
    .join(', ');
}
