// Pieces on their way: each keyed piece tweens from where it is drawn now to its new pose; retargeting and sampling at a time (pure).
import type { Item, Pose } from './items';

/** One piece's motion: from a pose to a pose between two times, shown only within [showFrom, hideFrom). */
export interface Track {
  readonly key: string;
  readonly look: number;
  readonly from: Pose;
  readonly to: Pose;
  /** Seconds on the scene's clock. */
  readonly start: number;
  readonly end: number;
  readonly showFrom: number;
  /** Infinity: stays once there (a flying chip vanishes into its stack when it lands). */
  readonly hideFrom: number;
  /** How high the piece arcs on its way. */
  readonly lift: number;
}

/** Where a new piece comes from (null: it appears in place) and when it sets off or appears. */
export interface Arrival {
  readonly from: Pose | null;
  readonly delay: number;
  /** Seconds after the change when it is first drawn (default: at once). */
  readonly showAfter?: number;
}

/** A piece that only crosses the table, then vanishes (a chip flying to a stack). */
export interface Flight {
  readonly look: number;
  readonly from: Pose;
  readonly to: Pose;
  readonly delay: number;
}

export interface Plan {
  readonly arrivals: ReadonlyMap<string, Arrival>;
  /** Where gone pieces go before they vanish (shown cards back into their hand); others vanish at once. */
  readonly departures?: ReadonlyMap<string, Pose>;
  readonly flights: readonly Flight[];
  /** Delay of pieces that stay but move (a fan closing up, a stack's button moving). */
  readonly moveDelay: number;
}

export const NO_PLAN: Plan = { arrivals: new Map(), flights: [], moveDelay: 0 };

/** Seconds a move takes. */
export const MOVE_S = 0.45;
export const FLIGHT_S = 0.55;

const ease = (u: number): number => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

function angleLerp(a: number, b: number, u: number): number {
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return a + d * u;
}

export function lerpPose(a: Pose, b: Pose, u: number, lift: number): Pose {
  const k = ease(u);
  const l = (x: number, y: number) => x + (y - x) * k;
  return {
    x: l(a.x, b.x),
    y: l(a.y, b.y) + Math.sin(Math.PI * Math.min(1, Math.max(0, u))) * lift,
    z: l(a.z, b.z),
    yaw: angleLerp(a.yaw, b.yaw, k),
    pitch: l(a.pitch, b.pitch),
    sx: l(a.sx, b.sx),
    sy: l(a.sy, b.sy),
    sz: l(a.sz, b.sz),
  };
}

/** The pose of a track at a time, or null when it is not drawn then. */
export function poseAt(t: Track, time: number): Pose | null {
  if (time < t.showFrom || time >= t.hideFrom) return null;
  if (time <= t.start) return t.from;
  if (time >= t.end) return t.to;
  return lerpPose(t.from, t.to, (time - t.start) / Math.max(1e-6, t.end - t.start), t.lift);
}

/** Is anything still to change after this time? */
export function moving(tracks: Iterable<Track>, time: number): boolean {
  for (const t of tracks) {
    if (time < t.end || time < t.showFrom) return true;
    if (t.hideFrom !== Infinity && time < t.hideFrom) return true;
  }
  return false;
}

/** What the frame loop remembers between frames: a change to draw, and whether the last frame moved. */
export interface Painter {
  dirty: boolean;
  moved: boolean;
}

/**
 * One frame: drawn after a change, while anything moves, and once more when it stops, so the end of
 * every motion is what stays on screen (the last moving frame showed pieces just short of it: a
 * shown card flown back to its hand stayed there, under the panel). Whether to ask for another frame.
 */
export function paintFrame(p: Painter, still: boolean, draw: () => void): boolean {
  if (!p.dirty && still && !p.moved) return false;
  p.dirty = false;
  p.moved = !still;
  draw();
  return !still;
}

const near = (a: Pose, b: Pose): boolean =>
  Math.abs(a.x - b.x) < 1e-6 &&
  Math.abs(a.y - b.y) < 1e-6 &&
  Math.abs(a.z - b.z) < 1e-6 &&
  Math.abs(a.yaw - b.yaw) < 1e-6 &&
  Math.abs(a.pitch - b.pitch) < 1e-6 &&
  Math.abs(a.sx - b.sx) < 1e-6 &&
  Math.abs(a.sy - b.sy) < 1e-6 &&
  Math.abs(a.sz - b.sz) < 1e-6;

/** A piece turning over rises by half its height so it never cuts through the table. */
function liftOf(from: Pose, to: Pose, travel: number): number {
  const turning = Math.abs(from.pitch - to.pitch) > 1e-3 ? 0.45 * to.sy + 0.03 : 0;
  const far = Math.hypot(to.x - from.x, to.z - from.z);
  return Math.max(turning, travel * Math.min(1, far / 3));
}

let flightNo = 0;

/**
 * The tracks after a change at `now`: pieces that stay move on from where they are drawn, new ones
 * come from their arrival (or appear), gone ones vanish; flights still in the air finish.
 * `reduced`: everything at its end at once.
 */
export function retarget(
  tracks: ReadonlyMap<string, Track>,
  next: readonly Item[],
  plan: Plan,
  now: number,
  reduced: boolean,
): Map<string, Track> {
  const out = new Map<string, Track>();
  for (const [key, t] of tracks)
    if (key.startsWith('fly:') && now < t.hideFrom && !reduced) out.set(key, t);
  for (const item of next) {
    const old = tracks.get(item.key);
    if (old) {
      const at = poseAt(old, now) ?? old.to;
      if (near(at, item.pose) && near(old.to, item.pose)) {
        out.set(item.key, { ...old, look: item.look });
        continue;
      }
      const start = reduced ? now : now + plan.moveDelay;
      out.set(item.key, {
        key: item.key,
        look: item.look,
        from: reduced ? item.pose : at,
        to: item.pose,
        start,
        end: reduced ? now : start + MOVE_S,
        showFrom: Math.min(now, old.showFrom),
        hideFrom: Infinity,
        lift: liftOf(at, item.pose, 0.15),
      });
      continue;
    }
    const a = plan.arrivals.get(item.key);
    if (reduced || !a) {
      out.set(item.key, still(item, now));
      continue;
    }
    const start = now + a.delay;
    const from = a.from ?? item.pose;
    out.set(item.key, {
      key: item.key,
      look: item.look,
      from,
      to: item.pose,
      start,
      end: a.from ? start + MOVE_S : start,
      showFrom: now + (a.showAfter ?? 0),
      hideFrom: Infinity,
      lift: liftOf(from, item.pose, 0.35),
    });
  }
  const nextKeys = new Set(next.map((i) => i.key));
  if (!reduced && plan.departures)
    for (const [key, to] of plan.departures) {
      const old = tracks.get(key);
      if (!old || nextKeys.has(key)) continue;
      const from = poseAt(old, now) ?? old.to;
      flightNo += 1;
      const fly = `fly:${flightNo}`;
      out.set(fly, {
        key: fly,
        look: old.look,
        from,
        to,
        start: now,
        end: now + MOVE_S,
        showFrom: now,
        hideFrom: now + MOVE_S,
        lift: liftOf(from, to, 0.2),
      });
    }
  if (!reduced)
    for (const f of plan.flights) {
      flightNo += 1;
      const key = `fly:${flightNo}`;
      const start = now + f.delay;
      out.set(key, {
        key,
        look: f.look,
        from: f.from,
        to: f.to,
        start,
        end: start + FLIGHT_S,
        showFrom: now,
        hideFrom: start + FLIGHT_S,
        lift: liftOf(f.from, f.to, 0.5),
      });
    }
  return out;
}

/** A piece at rest where it is. */
export function still(item: Item, now: number): Track {
  return {
    key: item.key,
    look: item.look,
    from: item.pose,
    to: item.pose,
    start: now,
    end: now,
    showFrom: now,
    hideFrom: Infinity,
    lift: 0,
  };
}
