// Limits on a JSON file from outside, checked before JSON.parse sees it: its size and how deep it nests.

/** A record of a whole game is a few kilobytes; anything over this is refused unread. */
export const MAX_JSON_BYTES = 1024 * 1024;
/**
 * Records nest five levels or so (each game refuses deeper ones in its own words below this);
 * deeper input is refused before parsing (JSON.parse of very deep input can overflow).
 */
export const MAX_JSON_DEPTH = 64;

/** A size in words: bytes, KB or MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Why a file of this many bytes is refused, or null. */
export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_JSON_BYTES
    ? `the file is ${sizeText(bytes)}, more than a record can be (${sizeText(MAX_JSON_BYTES)})`
    : null;
}

/**
 * Why a JSON text nests too deep, or null: brackets are counted outside strings in one pass, so even
 * a malformed text is measured without recursion (JSON.parse of 100,000 nested arrays may throw a
 * RangeError, and anything that walks the result recursively would).
 */
export function depthProblem(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH)
        return `the JSON nests deeper than a record can (over ${MAX_JSON_DEPTH} levels, at character ${i + 1})`;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return null;
}
