// What a game offers the command-line tools (the referee, the simulator, the arena): plain functions.
export interface GameCli {
  /** Referees a parsed record: its output, or an InputError saying what is wrong and where. */
  referee(value: unknown): unknown;
  /** The simulator, from its own arguments (without --game): writes its JSON report. */
  simulate(argv: readonly string[], write: (text: string) => void): void;
  /** The arena, from its own arguments (without --game): writes its table or JSON. */
  arena(argv: readonly string[], write: (text: string) => void): void;
  readonly usage: { readonly simulate: string; readonly arena: string };
}
