// AZACRU's saved games in the box: the codec the start screen reads them with, and the writer a running table uses.
import type { SaveCodec, SaveSlot, StoredGame } from '../../shell/contract';
import { i18n } from '../../shell/i18n';
import { decodeSave } from './save/decode';
import { type AzacruSave, encodeSave } from './save/save';
import type { TableActor } from './game';

export const saveCodec: SaveCodec = {
  read(text: string): StoredGame {
    let save: AzacruSave;
    try {
      save = decodeSave(text);
    } catch (err) {
      return { kind: 'broken', reason: err instanceof Error ? err.message : String(err) };
    }
    return save.position.over ? { kind: 'over' } : { kind: 'ok', save };
  },
  describe(stored: unknown): string {
    const save = stored as AzacruSave;
    return i18n.t('azacru.setup.savedWhere', {
      players: save.config.players,
      turn: save.position.turn + 1,
    });
  },
};

/**
 * Writes the table's save after every move and clears it when the game is over. Call it before
 * the actor starts. `onRefused` hears when the device would not store a save. Returns an unsubscribe.
 */
export function persistSaves(
  actor: TableActor,
  slot: SaveSlot,
  onRefused: () => void = () => undefined,
): () => void {
  const saves = actor.on('save', (e) => {
    if (e.save.position.over) slot.clear();
    else if (!slot.write(encodeSave(e.save))) onRefused();
  });
  return () => saves.unsubscribe();
}
