// The bridge between the DOM overlay and the 3D table: the screen edges the overlay takes in, the seats' screen places out.
import { createContext, useContext, useSyncExternalStore } from 'react';

/** CSS pixels at the top (the overlay's bar and prompt) and at the bottom (its buttons) of the screen. */
export interface ScreenReserve {
  readonly top: number;
  readonly bottom: number;
}

/** A box on screen, CSS pixels. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Where a bot's seat shows on screen: the figure, and the point its name tag hangs from. */
export interface SeatAnchor {
  readonly seat: number;
  readonly figure: ScreenBox;
  readonly tag: { readonly x: number; readonly y: number };
}

export interface SeatAnchors {
  readonly width: number;
  readonly height: number;
  readonly seats: readonly SeatAnchor[];
  /** Where the person's fan begins, CSS pixels from the top: the sheet stays above it. */
  readonly fanTop: number;
}

type Listener = () => void;

/** One per game: written by the overlay (reserve) and by the table (anchors), read by the other. */
export class LayoutBridge {
  private reserveValue: ScreenReserve = { top: 0, bottom: 0 };
  private hudValue = 0;
  private anchorsValue: SeatAnchors | null = null;
  private readonly listeners = new Set<Listener>();

  get reserve(): ScreenReserve {
    return this.reserveValue;
  }

  get anchors(): SeatAnchors | null {
    return this.anchorsValue;
  }

  setReserve(top: number, bottom = this.reserveValue.bottom): void {
    const t = Math.round(top);
    const b = Math.round(bottom);
    if (t === this.reserveValue.top && b === this.reserveValue.bottom) return;
    this.reserveValue = { top: t, bottom: b };
    this.notify();
  }

  /**
   * The overlay's top part as it is now, CSS pixels from the top (the reserve is the most it has
   * been, which the camera keeps clear of; what lies between the two is free again).
   */
  get hudBottom(): number {
    return this.hudValue;
  }

  setHudBottom(bottom: number): void {
    const b = Math.round(bottom);
    if (b === this.hudValue) return;
    this.hudValue = b;
    this.notify();
  }

  setAnchors(anchors: SeatAnchors): void {
    this.anchorsValue = anchors;
    this.notify();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const l of this.listeners) l();
  }
}

export const LayoutBridgeContext = createContext<LayoutBridge | null>(null);

export function useLayoutBridge(): LayoutBridge {
  const bridge = useContext(LayoutBridgeContext);
  if (!bridge) throw new Error('useLayoutBridge outside a game');
  return bridge;
}

export function useReserve(): ScreenReserve {
  const bridge = useLayoutBridge();
  return useSyncExternalStore(bridge.subscribe, () => bridge.reserve);
}

export function useHudBottom(): number {
  const bridge = useLayoutBridge();
  return useSyncExternalStore(bridge.subscribe, () => bridge.hudBottom);
}

export function useSeatAnchors(): SeatAnchors | null {
  const bridge = useLayoutBridge();
  return useSyncExternalStore(bridge.subscribe, () => bridge.anchors);
}
