// The person's turns of seeded 2-player games against a random bot, the rarer kinds of move first, for tests of what the choice shows at each step.
import { sendPerson } from '../../../../statecharts/azacru/person';
import { isOver, startAzacru } from '../../../../statecharts/azacru/headless';
import type { LegalMove } from '../../../../src/games/azacru/rules/flow';
import {
  selectMyTurn,
  selectPosition,
  selectSelection,
} from '../../../../src/games/azacru/view/selectors';

const seats = [{ kind: 'person' as const }, { kind: 'bot' as const, skill: 'random' }];

type Run = ReturnType<typeof startAzacru>;

/** Hooks at the steps of each of the person's moves; `done` (after a game) stops early. */
export interface TurnHooks {
  /** The person is to move, nothing picked yet. */
  readonly start?: (run: Run, move: LegalMove) => void;
  /** The chevron picked (before the target). */
  readonly picked?: (run: Run, move: LegalMove, legal: readonly LegalMove[]) => void;
  /** The target (and twist) chosen, before Move. */
  readonly chosen?: (run: Run, move: LegalMove) => void;
  /** Move pressed. */
  readonly moved?: (run: Run, move: LegalMove, before: readonly (number | null)[]) => void;
  readonly done?: () => boolean;
}

/**
 * Plays seeds 1..`seeds`, up to 80 of the person's turns each, picking the rarer kinds first (a
 * removal, a jump, a change) so that each is met, else a move that varies with seed and turn; every
 * move by taps' events: chevron, target, twist if asked, Move.
 */
export function playPersonTurns(seeds: number, hooks: TurnHooks): void {
  for (let seed = 1; seed <= seeds; seed += 1) {
    const run = startAzacru({ config: { players: 2, seed, seats, pace: 'instant' } });
    const snap = () => run.actor.getSnapshot();
    for (let turn = 0; turn < 80; turn += 1) {
      run.clock.runUntil(() => isOver(run) || selectMyTurn(snap()), 1_000_000);
      if (isOver(run) || !selectMyTurn(snap())) break;
      const legal = snap().context.legal;
      const move =
        legal.find((m) => m.kind === 'removal') ??
        legal.find((m) => m.kind === 'connection jump') ??
        legal.find((m) => m.kind === 'connection change') ??
        legal[(seed * 7 + turn) % legal.length];
      if (!move) break;
      hooks.start?.(run, move);
      sendPerson(run.actor, { type: 'SELECT_CHEVRON', player: 0, field: move.from });
      hooks.picked?.(run, move, legal);
      sendPerson(run.actor, { type: 'SELECT_TARGET', player: 0, field: move.to });
      if (selectSelection(snap()).stage === 'twist')
        sendPerson(run.actor, { type: 'SELECT_TWIST', player: 0, twist: move.twist ?? 'none' });
      hooks.chosen?.(run, move);
      const before = selectPosition(snap()).colours;
      sendPerson(run.actor, { type: 'CONFIRM', player: 0 });
      hooks.moved?.(run, move, before);
    }
    run.actor.stop();
    if (hooks.done?.()) break;
  }
}
