// The players' looks on every AZACRU board (the 3D table, the overlay, the rules' diagrams): a colour and a shape each, for colour-blind players.

/** The shape that marks a player's fields and name plate besides the colour. */
export type PlayerPattern = 'disc' | 'square' | 'triangle' | 'diamond';

export interface PlayerLook {
  /** The colour's name, a key of the rules texts (`azacruRules.colour.<name>`). */
  readonly name: 'red' | 'blue' | 'yellow' | 'violet';
  /** Fill of the player's fields and chevrons (after Okabe-Ito, told apart by most colour-blind eyes). */
  readonly colour: string;
  /** A darker tone of it (edges). */
  readonly dark: string;
  readonly pattern: PlayerPattern;
}

/** Player 1 to 4 (index 0 to 3). */
export const PLAYER_LOOKS: readonly [PlayerLook, PlayerLook, PlayerLook, PlayerLook] = [
  { name: 'red', colour: '#e8602c', dark: '#8c3210', pattern: 'disc' },
  { name: 'blue', colour: '#56b4e9', dark: '#1f6f9e', pattern: 'square' },
  { name: 'yellow', colour: '#f0e442', dark: '#8f8510', pattern: 'triangle' },
  { name: 'violet', colour: '#cc79a7', dark: '#7d3f62', pattern: 'diamond' },
];

/** A player's look (player 1 is 0). */
export function lookOf(player: number): PlayerLook {
  return PLAYER_LOOKS[player & 3] ?? PLAYER_LOOKS[0];
}

/** Dark ink of the shapes drawn on a player's colour. */
export const MARK_INK = '#1b1d1c';
