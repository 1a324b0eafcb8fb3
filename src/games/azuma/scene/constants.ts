// World sizes of the table scene (three.js units; 1 unit = the table radius of src/rules/geometry).
import { BOARD_RADIUS } from '../rules/geometry';

/** The wooden tabletop and its felt inlay. */
export const TABLE_TOP_RADIUS = 1.3;
export const FELT_RADIUS = 1.17;
export const TABLE_THICKNESS = 0.07;

/**
 * The board is drawn larger than the rules' table (geometry.ts, which times the bots' reach): the
 * sticks are what a person taps, and on a phone every pixel between them counts.
 */
export const BOARD_SCALE = 1.42;
/** The board in the middle and its globes (stick slots) at GLOBE_RING. */
export const BOARD_DISC_RADIUS = 0.42 * BOARD_SCALE;
export const GLOBE_RING = BOARD_RADIUS * BOARD_SCALE;
export const BOARD_HEIGHT = 0.035;
export const GLOBE_SIZE = 0.065;

/** A stick: slim, tall, its colour band near the top, a knob (the "logo") on top. */
export const STICK_HEIGHT = 0.5;
export const STICK_RADIUS = 0.017;
export const BAND_LENGTH = 0.16;
export const KNOB_RADIUS = 0.04;
/**
 * The invisible hit box round a stick's top (band and knob, where a hand grabs): wide enough for
 * a finger, short enough that a stick standing behind another is still reachable.
 */
export const STICK_HIT = { w: 0.11, h: 0.32, centre: STICK_HEIGHT - 0.1 } as const;

/** A card at scale 1 (the shared geometry), with rounded corners and a little thickness. */
export const CARD_W = 0.63;
export const CARD_H = 0.88;
export const CARD_T = 0.02;
export const CARD_CORNER = 0.06;

/** How far in front of the camera the person holds the fan. */
export const FAN_DEPTH = 0.6;
/** Each later card of the person's fan is held this much nearer (it lies over the one before). */
export const FAN_DEPTH_STEP = 0.004;
/** Roll between neighbouring cards of the person's fan, radians. */
export const FAN_ROLL = 0.045;
/** A one-row fan's arc: a card `k` places from the middle lies `FAN_ARC * k * k` card heights lower. */
export const FAN_ARC = 0.012;

/** Card scales in the places a card can be. */
export const CARD_SCALE = { table: 0.22, bot: 0.2, revealed: 0.24 } as const;

/** Distances from the centre (table units) of what stands at each seat. */
export const SEAT = {
  chosen: 0.8,
  /** The person's own chosen card lies nearer the middle, clear of their fan. */
  myChosen: 0.74,
  fan: 1.0,
  hand: 0.96,
  plate: 1.24,
  avatar: 1.45,
  dealer: 0.9,
  revealed: 0.8,
} as const;

/** Heights above the table top. */
export const HEAD_HEIGHT = 0.58;
export const PLATE_HEIGHT = 0.3;

/** The card's size for the card geometry of the 3D kit. */
export const CARD_SIZE = { w: CARD_W, h: CARD_H, t: CARD_T, corner: CARD_CORNER } as const;
