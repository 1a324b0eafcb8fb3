// Colours of the table: the sticks' lacquer per colour name, the band pattern per sheet colour, the seats.
import type { Colour, EditionId } from '../rules/editions';
import { EDITIONS } from '../rules/editions';

export const STICK_COLOURS: Readonly<Record<Colour, string>> = {
  yellow: '#ffc81a',
  blue: '#1f5fd6',
  pink: '#ff5fae',
  red: '#dd2a2f',
  violet: '#7b3fc4',
};

export type Pattern = 'stripes' | 'dots' | 'solid';
export const PATTERNS: readonly Pattern[] = ['stripes', 'dots', 'solid'];

/** The pattern of a colour's band: colour 1 stripes, colour 2 dots, colour 3 solid (by sheet order). */
export function patternOf(edition: EditionId, colour: Colour): Pattern {
  const i = EDITIONS[edition].colours.indexOf(colour);
  return PATTERNS[i] ?? 'solid';
}

/** The bots' shirts and skin tones, by seat. */
export const SHIRTS = ['#e6e1d3', '#e4573d', '#3b8fd1', '#f2b134', '#8e5cc7', '#3fae7a'];
export const SKINS = ['#f1c7a0', '#c98e62', '#f5d2b3', '#8d5a3b', '#e8b48a', '#b07850'];
