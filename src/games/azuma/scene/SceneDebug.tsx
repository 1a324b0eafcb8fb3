// Debug hook for browser tests and the benchmark (?debug=1 only): screen positions of objects, draw calls, commits.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { type Scene, Vector3, type WebGLRenderer } from 'three';
import { BOARD_DISC_RADIUS, BOARD_HEIGHT, GLOBE_RING } from './constants';
import { useGame } from '../view/GameContext';
import { selectSticks } from '../view/selectors';
import { type SeatAnchor, useLayoutBridge } from '../../../table/bridge';
import { grabPoint } from './picker';
import { useSceneStore } from './store';
import { sceneStats } from '../../../table/stats';
import { stickSpots, useTablePicker } from './TableInput';

export interface SceneDebugApi {
  /**
   * Screen position (CSS pixels) where a card or a stick is tapped, or a point of the board's top
   * (`id`: its table-plane angle in degrees, between the globes and the rim); null if off screen.
   */
  project(kind: 'card' | 'stick' | 'board', id: number): { x: number; y: number } | null;
  /** What a press at (x, y) CSS pixels takes, through the table's own picker: `card:ID`, `stick:ID`, `board` or null. */
  pick(x: number, y: number): string | null;
  /** Every touch target now (free sticks, fan cards) with the screen point its press aims at. */
  targets(): { id: string; x: number; y: number }[];
  /** Where each bot's figure and name tag are on screen (what the overlay is told). */
  seats(): readonly SeatAnchor[];
  /** The top of the screen the camera keeps clear for the HUD (CSS px), as the overlay gave it. */
  reserveTop(): number;
  /** The bottom the camera keeps clear for the card and stick buttons (CSS px), 0 while hidden. */
  reserveBottom(): number;
  /** Draw calls of the last frame drawn whole (both layers, shadow passes included). */
  drawCalls(): number;
  /** GPU resources the renderer holds (three's renderer.info.memory). */
  memory(): { geometries: number; textures: number };
  /** True when nothing moves (ambient pulses aside). */
  settled(): boolean;
  /** Whether the table keeps still (the box's setting or the device's preference). */
  reducedMotion(): boolean;
  /** Renders continuously for `ms` (to measure frame times). */
  spin(ms: number): void;
  /**
   * Draws the table now from its cache (drawn again until it is used) and then whole, and compares
   * the pixels: how many the whole frame drew, how many differ, and by how much at most (0-255).
   */
  compareCache(): {
    cachedKind: string;
    /** Static meshes that moved, drawn over the cache in the cached frame. */
    hot: number;
    pixels: number;
    drawn: number;
    differing: number;
    maxDiff: number;
  };
  readonly stats: typeof sceneStats;
  /** The three.js scene, for poking at it from a debugger. */
  scene(): Scene;
  /** The renderer, for quality experiments from a debugger or the benchmark. */
  renderer(): WebGLRenderer;
}

declare global {
  interface Window {
    __azumaScene?: SceneDebugApi;
  }
}

export function SceneDebug() {
  const store = useSceneStore();
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const spin = useRef(0);
  const pending = useRef(0);
  // A table change is only "settled" once frames have drawn it: hold `settled` for two frames.
  const { actor } = useGame();
  const pick = useTablePicker();
  const bridge = useLayoutBridge();
  useEffect(() => {
    const sub = actor.subscribe(() => {
      pending.current = 2;
      invalidate();
    });
    return () => sub.unsubscribe();
  }, [actor, invalidate]);
  useFrame(({ invalidate }) => {
    sceneStats.frames += 1;
    if (pending.current > 0) {
      pending.current -= 1;
      invalidate();
    }
    if (performance.now() < spin.current) invalidate();
  });
  useEffect(() => {
    sceneStats.debug = true;
    const toScreen = (p: Vector3) => {
      const v = p.clone().project(camera);
      if (v.z > 1 || Math.abs(v.x) > 1 || Math.abs(v.y) > 1) return null;
      return {
        x: size.left + ((v.x + 1) / 2) * size.width,
        y: size.top + ((1 - v.y) / 2) * size.height,
      };
    };
    window.__azumaScene = {
      project(kind, id) {
        if (kind === 'board') {
          const a = (id * Math.PI) / 180;
          const r = (GLOBE_RING + BOARD_DISC_RADIUS) / 2;
          return toScreen(new Vector3(r * Math.cos(a), BOARD_HEIGHT, -r * Math.sin(a)));
        }
        if (kind === 'stick') {
          const spot = stickSpots(store, selectSticks(actor.getSnapshot()))[id];
          return spot ? toScreen(grabPoint(spot.base)) : null;
        }
        const pos = store.cards.pos[id];
        const quat = store.cards.quat[id];
        const scale = store.cards.scale[id];
        const tap = store.tapLocal[id];
        if (!pos || !quat || !scale || !tap) return null;
        return toScreen(tap.clone().multiply(scale).applyQuaternion(quat).add(pos));
      },
      pick(x, y) {
        const hit = pick(x, y);
        return hit === null
          ? null
          : hit.kind === 'card'
            ? `card:${hit.card}`
            : hit.kind === 'stick'
              ? `stick:${hit.stick}`
              : 'board';
      },
      targets() {
        // A taken stick's globe is no target: a press there goes to a free stick in reach.
        const sticks = selectSticks(actor.getSnapshot()).map((st, i) => {
          const p = st.owner === null ? this.project('stick', i) : null;
          return p ? [{ id: `stick:${st.id}`, ...p }] : [];
        });
        const cards = scene.children
          .filter((o) => o.name.startsWith('fan-hit-') && o.visible)
          .flatMap((o) => {
            const card = (o.userData as { card?: number }).card;
            const p = card === undefined ? null : this.project('card', card);
            return p && card !== undefined ? [{ id: `card:${card}`, ...p }] : [];
          });
        return [...sticks.flat(), ...cards];
      },
      seats: () => bridge.anchors?.seats ?? [],
      reserveTop: () => bridge.reserve.top,
      reserveBottom: () => bridge.reserve.bottom,
      drawCalls: () => sceneStats.wholeFrameCalls,
      memory: () => ({ geometries: gl.info.memory.geometries, textures: gl.info.memory.textures }),
      reducedMotion: () => store.reducedMotion,
      settled: () =>
        pending.current === 0 &&
        Object.entries(sceneStats.busy).every(([name, busy]) => !busy || name.startsWith('~')),
      spin(ms) {
        spin.current = performance.now() + ms;
        invalidate();
      },
      compareCache() {
        const draw = sceneStats.drawNow;
        if (!draw) throw new Error('no table renderer');
        const g = gl.getContext();
        const w = g.drawingBufferWidth;
        const h = g.drawingBufferHeight;
        const read = () => {
          const px = new Uint8Array(w * h * 4);
          g.readPixels(0, 0, w, h, g.RGBA, g.UNSIGNED_BYTE, px);
          return px;
        };
        // Up to three draws: the first may be drawn whole (the static layer moving), the next rebuilds.
        let cachedKind = draw(true);
        for (let i = 0; i < 2 && cachedKind !== 'cached'; i += 1) cachedKind = draw(true);
        const hot = sceneStats.hotMeshes;
        const cached = read();
        draw(false);
        const whole = read();
        let differing = 0;
        let maxDiff = 0;
        let drawn = 0;
        for (let i = 0; i < whole.length; i += 4) {
          if ((whole[i + 3] ?? 0) > 0) drawn += 1;
          let d = 0;
          for (let c = 0; c < 4; c += 1)
            d = Math.max(d, Math.abs((whole[i + c] ?? 0) - (cached[i + c] ?? 0)));
          if (d > 0) differing += 1;
          maxDiff = Math.max(maxDiff, d);
        }
        return { cachedKind, hot, pixels: w * h, drawn, differing, maxDiff };
      },
      stats: sceneStats,
      scene: () => scene,
      renderer: () => gl,
    };
    return () => {
      delete window.__azumaScene;
    };
  }, [store, camera, gl, size, invalidate, scene, pick, actor, bridge]);
  return null;
}
