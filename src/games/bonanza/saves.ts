// BONANZA RUMMY's saved games in the box: the codec the start screen reads them with, and the writer a running table uses.
import type { SaveCodec, SaveSlot, StoredGame } from '../../shell/contract';
import { i18n } from '../../shell/i18n';
import { decodeSave } from './save/decode';
import { type BonanzaSave, encodeSave } from './save/save';
import type { TableActor } from './game';

export const saveCodec: SaveCodec = {
  read(text: string): StoredGame {
    try {
      return { kind: 'ok', save: decodeSave(text) };
    } catch (err) {
      return { kind: 'broken', reason: err instanceof Error ? err.message : String(err) };
    }
  },
  describe(stored: unknown): string {
    const save = stored as BonanzaSave;
    return i18n.t('bonanza.setup.savedWhere', {
      players: save.config.players,
      hand: save.hand + 1,
      hands: save.config.options.deals,
    });
  },
};

/**
 * Writes the table's save at every hand boundary and clears it when the game is over. Call it
 * before the actor starts. `onRefused` hears when the device would not store a save. Returns an
 * unsubscribe.
 */
export function persistSaves(
  actor: TableActor,
  slot: SaveSlot,
  onRefused: () => void = () => undefined,
): () => void {
  const saves = actor.on('save', (e) => {
    if (!slot.write(encodeSave(e.save))) onRefused();
  });
  const over = actor.on('game-over', () => slot.clear());
  return () => {
    saves.unsubscribe();
    over.unsubscribe();
  };
}

export type { BonanzaSave };
