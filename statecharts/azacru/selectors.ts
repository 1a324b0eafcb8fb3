// Small selectors over the AZACRU table snapshot: what a screen reads, one narrow slice each.
import type { SnapshotFrom } from 'xstate';
import type { LegalMove } from '../../src/games/azacru/rules/flow';
import type { Entry } from '../../src/games/azacru/rules/record';
import { winnersOf } from '../../src/games/azacru/rules/score';
import { type AzacruState, scoresOf } from '../../src/games/azacru/rules/state';
import { type AzacruSave, toSave } from '../../src/games/azacru/save/save';
import type { Beat } from './beats';
import type { Selection } from './choice';
import type { azacruMachine } from './table';
import type { RefusalNote, ThinkingNote } from './types';

export type AzacruSnapshot = SnapshotFrom<typeof azacruMachine>;

/** The table's stage as the screen shows it (each is a tag of the machine). */
export const STAGES = [
  'choosing-chevron',
  'choosing-target',
  'choosing-twist',
  'confirming',
  'bot-thinking',
  'animating',
  'forced-pass',
  'replaying',
  'over',
] as const;
export type TableStage = (typeof STAGES)[number];

export const selectStage = (s: AzacruSnapshot): TableStage | null =>
  STAGES.find((stage) => s.hasTag(stage)) ?? null;
/** The position after the last step (draw it at rest; animate towards it from `selectBefore`). */
export const selectPosition = (s: AzacruSnapshot): AzacruState => s.context.game;
/** The position the step on show started from; null at rest. */
export const selectBefore = (s: AzacruSnapshot): AzacruState | null => s.context.before;
/** The beat on show: a move's timeline of effects, or a forced pass. */
export const selectBeat = (s: AzacruSnapshot): Beat | null => s.context.beat;
/** The player to move (0-based), or null when the game is over. */
export const selectToMove = (s: AzacruSnapshot): number | null => s.context.game.toMove;
/** Is a person to choose a move now (the `my-turn` tag)? */
export const selectPersonToMove = (s: AzacruSnapshot): boolean => s.hasTag('my-turn');
/** Every turn so far in the referee's record format (moves and passes): the save's move list. */
export const selectMoves = (s: AzacruSnapshot): readonly Entry[] => s.context.moves;
/**
 * How many entries of the move list are on show or shown: a step adds its entries and one beat
 * each at once, and the beats still queued after the one on show are the entries not shown yet.
 */
export const selectTurnsShown = (s: AzacruSnapshot): number =>
  s.context.moves.length - s.context.beats.length;
export const selectLegal = (s: AzacruSnapshot): readonly LegalMove[] => s.context.legal;
export const selectSelection = (s: AzacruSnapshot): Selection => s.context.selection;
export const selectScores = (s: AzacruSnapshot): number[] => scoresOf(s.context.game);
/** The winners (0-based) once the game is over, else empty. */
export const selectWinners = (s: AzacruSnapshot): number[] =>
  s.context.game.over ? winnersOf(scoresOf(s.context.game)) : [];
export const selectFinalRound = (s: AzacruSnapshot): boolean => s.hasTag('final-round');
export const selectThinking = (s: AzacruSnapshot): ThinkingNote | null => s.context.thinking;
export const selectLastRefusal = (s: AzacruSnapshot): RefusalNote | null => s.context.lastRefusal;
/** A save of the game as it stands (the same as the last `save` event). */
export const selectSave = (s: AzacruSnapshot): AzacruSave =>
  toSave(s.context.config, s.context.moves, s.context.game);
