// The four players' colours and marks: Okabe-Ito colours that also differ by the mark's shape, for colour-blind players.

export type MarkShape = 'disc' | 'square' | 'triangle' | 'diamond';

export interface PlayerLook {
  /** The player's colour (fields, chevrons, name plate). */
  readonly colour: string;
  /** A darker tone of it (edges, text on light ground). */
  readonly dark: string;
  /** The mark drawn on each of the player's fields. */
  readonly mark: MarkShape;
}

export const PLAYER_LOOKS: readonly PlayerLook[] = [
  { colour: '#e69f00', dark: '#8a5f00', mark: 'disc' },
  { colour: '#0072b2', dark: '#00466e', mark: 'square' },
  { colour: '#009e73', dark: '#005c43', mark: 'triangle' },
  { colour: '#cc79a7', dark: '#7d3f62', mark: 'diamond' },
];

export const lookOf = (player: number): PlayerLook =>
  PLAYER_LOOKS[player % PLAYER_LOOKS.length] ?? PLAYER_LOOKS[0]!;
