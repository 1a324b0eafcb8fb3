// Where the overlay leaves room for the board (CSS px): the overlay measures its slot, the scene frames the board in it.
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface SlotBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export class BoardSlot {
  private box: SlotBox | null = null;
  private readonly listeners = new Set<() => void>();
  get value(): SlotBox | null {
    return this.box;
  }
  set(box: SlotBox): void {
    const b = this.box;
    if (
      b &&
      b.left === box.left &&
      b.top === box.top &&
      b.width === box.width &&
      b.height === box.height
    )
      return;
    this.box = box;
    for (const l of this.listeners) l();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const BoardSlotContext = createContext<BoardSlot | null>(null);

export function useBoardSlot(): BoardSlot {
  const slot = useContext(BoardSlotContext);
  if (!slot) throw new Error('useBoardSlot outside a game');
  return slot;
}

export function useSlotBox(): SlotBox | null {
  const slot = useBoardSlot();
  return useSyncExternalStore(slot.subscribe, () => slot.value);
}
