// Why the turn flow refuses an event: one code per rule broken, with a short message.

export type RefusalCode =
  | 'malformed'
  | 'game-over'
  | 'not-your-turn'
  | 'no-chevron'
  | 'not-yours'
  | 'not-a-legal-target'
  | 'twist-not-allowed'
  | 'pass-while-move-exists';

export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

export function refusal(code: RefusalCode, message: string): Refusal {
  return { code, message };
}
