// Stick colours on screen: a swatch colour and a pattern per colour, so that no colour is told by hue alone.
import type { Colour } from '../rules';

export type Pattern = 'solid' | 'stripes' | 'dots';

export interface ColourStyle {
  /** The lacquer colour. */
  readonly fill: string;
  /** Pattern of the colour band, the same on the sticks, the sheet and the legend. */
  readonly pattern: Pattern;
  /** Ink drawn on top of the fill (pattern, letters): dark or light for contrast. */
  readonly ink: string;
}

/**
 * As the sticks' bands in the 3D table (src/scene/palette.ts, by sheet order): colour 1 striped,
 * colour 2 (blue) dotted, colour 3 plain. Mirrored here so the first screen never loads scene code;
 * test/ui/colours.test.ts checks that both agree.
 */
export const COLOUR_STYLES: Readonly<Record<Colour, ColourStyle>> = {
  yellow: { fill: '#ffc81a', pattern: 'stripes', ink: '#1d1d1d' },
  red: { fill: '#dd2a2f', pattern: 'stripes', ink: '#ffffff' },
  blue: { fill: '#1f5fd6', pattern: 'dots', ink: '#ffffff' },
  pink: { fill: '#ff5fae', pattern: 'solid', ink: '#1d1d1d' },
  violet: { fill: '#7b3fc4', pattern: 'solid', ink: '#ffffff' },
};

/** CSS background of a swatch: the fill with its pattern in the ink colour. */
export function swatchBackground(colour: Colour): string {
  const { fill, pattern, ink } = COLOUR_STYLES[colour];
  switch (pattern) {
    case 'stripes':
      return `repeating-linear-gradient(45deg, ${ink} 0 2px, ${fill} 2px 7px)`;
    case 'dots':
      return `radial-gradient(circle, ${ink} 1.6px, transparent 2px) 0 0 / 7px 7px, ${fill}`;
    default:
      return fill;
  }
}
