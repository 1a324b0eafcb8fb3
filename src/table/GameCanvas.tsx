// The canvas every game's table is drawn on: fixed over the screen, drawn on demand, touch left to the game.
import type { ReactNode } from 'react';
import { wantsAntialias } from './gpu';
import { LeanCanvas } from './LeanCanvas';

/** The room behind the transparent canvas is `.table-canvas` in each game's stylesheet. */
const CANVAS_STYLE = { position: 'fixed', inset: 0, touchAction: 'none' } as const;

export interface GameCanvasProps {
  /** The camera as the game's framing starts from (the framing moves it from there); one constant object per game, as a new object would set the camera again. */
  readonly camera: { fov: number; near: number; far: number; position: [number, number, number] };
  /** Pixel ratio; default the device's, between 1 and 2. */
  readonly dpr?: number;
  readonly shadows?: boolean;
  /** A stencil buffer (the still-table cache needs the canvas's depth format to match its own). */
  readonly stencil?: boolean;
  readonly children: ReactNode;
}

/** The device's pixel ratio, kept between 1 and 2 (sharper costs fill rate nobody sees). */
export function deviceDpr(): number {
  return Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));
}

export function GameCanvas(props: GameCanvasProps) {
  const ratio = globalThis.devicePixelRatio || 1;
  return (
    <LeanCanvas
      frameloop="demand"
      shadows={props.shadows ?? false}
      dpr={props.dpr ?? deviceDpr()}
      camera={props.camera}
      className="table-canvas"
      style={CANVAS_STYLE}
      gl={{
        antialias: wantsAntialias(ratio),
        powerPreference: 'high-performance',
        stencil: props.stencil ?? false,
      }}
      onCreated={({ gl }) => {
        // The game reads every touch itself (drags turn, pan and pick); the browser scrolls nothing.
        gl.domElement.style.touchAction = 'none';
      }}
    >
      {props.children}
    </LeanCanvas>
  );
}
