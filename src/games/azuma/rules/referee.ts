// The referee: scores a whole recorded game, hand by hand, into a score sheet.
import { parseHand, parseRecord } from './record';
import { scoreHand } from './score';
import { newScorebook, type Scorebook } from './scorebook';
import { type SheetJson, sheetJson } from './sheet-json';

/** Scores a parsed-JSON record; throws RecordError for any invalid record. */
export function refereeBook(value: unknown): Scorebook {
  const record = parseRecord(value);
  let book = newScorebook(record.edition, record.players, record.options);
  record.hands.forEach((raw, i) => {
    book = scoreHand(book, parseHand(book, raw, i)).book;
  });
  return book;
}

export function referee(value: unknown): SheetJson {
  return sheetJson(refereeBook(value));
}
