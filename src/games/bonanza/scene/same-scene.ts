// Whether two table scenes show the same table: a screen that rebuilds an equal scene on every render draws no frame for it.
import type { SceneSeat, TableScene } from '../view/table-scene';

const sameList = (a: readonly number[], b: readonly number[]): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

const sameSeat = (a: SceneSeat, b: SceneSeat | undefined): boolean =>
  b !== undefined &&
  a.seat === b.seat &&
  a.stack === b.stack &&
  a.held === b.held &&
  a.dealer === b.dealer &&
  a.inHand === b.inHand &&
  a.out === b.out &&
  a.put === b.put;

export function sameScene(a: TableScene, b: TableScene): boolean {
  if (a === b) return true;
  return (
    a.players === b.players &&
    a.person === b.person &&
    a.pokerSpace === b.pokerSpace &&
    a.widow === b.widow &&
    a.dead === b.dead &&
    a.calling === b.calling &&
    sameList(a.sheet, b.sheet) &&
    sameList(a.played, b.played) &&
    a.seats.length === b.seats.length &&
    a.seats.every((s, i) => sameSeat(s, b.seats[i])) &&
    a.shown.length === b.shown.length &&
    a.shown.every((s, i) => sameList(s, b.shown[i] ?? []))
  );
}
