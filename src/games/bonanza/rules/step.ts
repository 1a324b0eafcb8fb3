// The single flow: `step(state, event)` gives the next state and its effects, or a refusal that changes nothing.
import type { Effect, EffectSink } from './effects';
import { parseEvent } from './event-schema';
import type { BonanzaEvent } from './events';
import { keep, nextCall, show } from './flow-calls';
import { ante, deal } from './flow-hand';
import { five, pokerAction } from './flow-poker';
import { lead, play } from './flow-run-out';
import { bid, pass, widow } from './flow-widow';
import { type Refusal, refuse } from './refusals';
import { type BonanzaState, cloneState, type TableState } from './state';

/*
 * Driving the flow (a statechart, the fast loop, the referee, a replay):
 *   state = newGame(config)
 *   while state.phase !== 'over':
 *     tableEvent(state) -> the table's own next event (ante, deal, next-call, play): pace it, step it;
 *     otherwise waitingFor(state) -> the seats to decide: a person picks from legal(state, seat),
 *     a bot answers decide(seatView(state, seat), params, rng) after thinkMs(...); step each event.
 *   Effects of each step say what to show and sound. At a call or a showdown every seat in
 *   waitingFor decides hidden; the step of the last decision reveals them all together.
 */
export type StepResult =
  | { readonly ok: true; readonly state: BonanzaState; readonly effects: readonly Effect[] }
  | Refusal;

/**
 * Applies a well-formed event to a state the caller owns, in place. Every handler checks first and
 * changes nothing when it refuses. For the fast loop; everyone else uses `step`.
 */
export function stepInPlace(s: TableState, e: BonanzaEvent, fx: EffectSink): Refusal | null {
  if (s.phase === 'over') return refuse('game-over', 'the game is over');
  if ('seat' in e && (e.seat < 0 || e.seat >= s.players || s.out[e.seat])) {
    return refuse('not-playing', `player ${e.seat} is not playing (no such seat, or out)`);
  }
  switch (e.type) {
    case 'ante':
      return ante(s, fx);
    case 'deal':
      return deal(s, e, fx);
    case 'next-call':
      return nextCall(s, fx);
    case 'play':
      return play(s, fx);
    case 'widow':
      return widow(s, e, fx);
    case 'bid':
      return bid(s, e, fx);
    case 'pass':
      return pass(s, e, fx);
    case 'show':
      return show(s, e, fx);
    case 'keep':
      return keep(s, e, fx);
    case 'poker':
      return pokerAction(s, e, fx);
    case 'five':
      return five(s, e, fx);
    case 'lead':
      return lead(s, e, fx);
  }
}

/** The flow's one entry: any value as an event, a new state (the old one untouched) or a refusal. */
export function step(state: BonanzaState, event: unknown): StepResult {
  const parsed = parseEvent(event);
  if ('problem' in parsed) return refuse('malformed', parsed.problem);
  if (state.phase === 'over') return refuse('game-over', 'the game is over');
  const next = cloneState(state);
  const effects: Effect[] = [];
  const refused = stepInPlace(next, parsed.event, effects);
  if (refused) return refused;
  return { ok: true, state: next, effects };
}
