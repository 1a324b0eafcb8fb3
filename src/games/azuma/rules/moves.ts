// What a player does at the table: choose a card to pass, grab a stick, fake, turn the board, place an X.
import type { CardId } from './cards';
import type { Colour } from './editions';

export type PlayerEvent =
  | { readonly type: 'CHOOSE'; readonly player: number; readonly card: CardId }
  | { readonly type: 'GRAB'; readonly player: number; readonly stick: number; readonly at: number }
  | { readonly type: 'FAKE'; readonly player: number }
  | { readonly type: 'TURN_BOARD'; readonly player: number; readonly rotation: number }
  | { readonly type: 'PLACE_X'; readonly player: number; readonly colour: Colour };
