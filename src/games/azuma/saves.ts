// AZUMA's saved games in the box: the codec the start screen reads them with, and the writer a running table uses.
import type { SaveCodec, SaveSlot, StoredGame } from '../../shell/contract';
import { i18n } from '../../shell/i18n';
import { parseSave, type SaveGame } from './flow/save';
import type { TableActor } from './game';

export const saveCodec: SaveCodec = {
  read(text: string): StoredGame {
    let save: SaveGame;
    try {
      save = parseSave(text);
    } catch (err) {
      return { kind: 'broken', reason: err instanceof Error ? err.message : String(err) };
    }
    // Earlier versions saved a finished game after its end (already counted in the stats).
    return save.book.phase === 'over' ? { kind: 'over' } : { kind: 'ok', save };
  },
  describe(stored: unknown): string {
    const save = stored as SaveGame;
    return i18n.t('setup.savedWhere', {
      edition: i18n.t(`edition.${save.config.edition}.name`),
      round: Math.min(save.book.round, 2) + 1,
      hand: save.handNo,
    });
  },
};

/**
 * Writes the table's save at every hand boundary and clears it when the game is over. Call it before
 * the actor starts (startGame's `listen`), so the first hand's save replaces any older one at once.
 * `onRefused` hears when the device would not store a save. Returns an unsubscribe.
 */
export function persistSaves(
  actor: TableActor,
  slot: SaveSlot,
  onRefused: () => void = () => undefined,
): () => void {
  const saves = actor.on('save', (e) => {
    if (!slot.write(JSON.stringify(e.save))) onRefused();
  });
  const over = actor.on('gameOver', () => slot.clear());
  return () => {
    saves.unsubscribe();
    over.unsubscribe();
  };
}
