// A short run-out played by the rules: three small hands, a lead, forced plays, a stop, the colour change, a paying card and Bonanza.
import { type Card, colourOf, parseCard, type Suit } from '../../../rules/cards';
import type { Effect } from '../../../rules/effects';
import { cloneState, DEAD, newGame, type TableState } from '../../../rules/state';
import { step } from '../../../rules/step';
import type { RulesT } from '../texts';
import {
  CARD_H,
  CARD_W,
  CardFace,
  CardRow,
  cardWords,
  cardsWords,
  Diagram,
  LIGHT,
  SuitMark,
  Words,
} from './Cards';

const names = (text: string): Card[] => text.split(' ').flatMap((n) => parseCard(n) ?? []);

/** The players' cards (A deals and leads); every other card is out of play. */
export const RUN_OUT_HANDS: readonly (readonly Card[])[] = [
  names('4H 5H 9C KD'),
  names('6H 7S 8C JC 2D'),
  names('10C 3D'),
];
/** The cards led, in order: A's 4H, then B's 8C and 2D after the stops. */
export const RUN_OUT_LEADS: readonly Card[] = names('4H 8C 2D');
export const PLAYER_LETTERS = ['A', 'B', 'C'] as const;

/** One card played: who, whether it was led, and what it did. */
export interface Played {
  readonly card: Card;
  readonly seat: number;
  readonly led: boolean;
  readonly stop: boolean;
  readonly paying: boolean;
  readonly bonanza: boolean;
}

/** The run-out stepped by the rules from these hands and leads: each lead's run of cards. */
export function runOutPicture(): { runs: Played[][]; effects: Effect[] } {
  const started = step(newGame({ players: 3, seed: 1, dealer: 0 }), { type: 'ante' });
  if (!started.ok) throw new Error(started.reason);
  const s: TableState = cloneState(started.state);
  s.where.fill(DEAD);
  s.held.fill(0);
  RUN_OUT_HANDS.forEach((hand, seat) => {
    for (const c of hand) s.where[c] = seat;
    s.held[seat] = hand.length;
  });
  s.phase = 'lead';
  s.call = 5;
  s.turn = 0;
  s.colour = -1;
  s.deadHand = -1;
  const effects: Effect[] = [];
  let state = s as Parameters<typeof step>[0];
  for (const c of RUN_OUT_LEADS) {
    const r = step(state, { type: 'lead', seat: state.turn, card: c });
    if (!r.ok) throw new Error(r.reason);
    effects.push(...r.effects);
    state = r.state;
    while (state.phase === 'play') {
      const p = step(state, { type: 'play' });
      if (!p.ok) throw new Error(p.reason);
      effects.push(...p.effects);
      state = p.state;
    }
  }
  const runs: Played[][] = [];
  for (const e of effects) {
    if (e.type === 'lead') runs.push([]);
    if (e.type === 'lead' || e.type === 'play') {
      runs[runs.length - 1]?.push({
        card: e.card,
        seat: e.seat,
        led: e.type === 'lead',
        stop: effects.some((x) => x.type === 'stop' && x.card === e.card),
        paying: effects.some((x) => x.type === 'paying-card' && x.card === e.card),
        bonanza: false,
      });
    }
    if (e.type === 'bonanza') {
      const run = runs[runs.length - 1];
      const last = run?.pop();
      if (run && last) run.push({ ...last, bonanza: true });
    }
  }
  return { runs, effects };
}

const LABEL_W = 12;
const STEP = CARD_W + 2;
const HAND_ROW = CARD_H + 3;
const PLAY_ROW = CARD_H + 12;

/** Two suit shapes of the colour a run was led in (the first run: any). */
function LeadColour(props: { card: Card; x: number; y: number }) {
  const suits: Suit[] = colourOf(props.card) === 0 ? [0, 3] : [1, 2];
  return (
    <>
      {suits.map((s, i) => (
        <SuitMark key={s} suit={s} x={props.x + i * 5} y={props.y} r={2.1} fill={LIGHT} />
      ))}
    </>
  );
}

/** A stop sign after a run: an octagon with STOP. */
function Stop(props: { x: number; y: number }) {
  const r = 6.4;
  const pts = Array.from({ length: 8 }, (_, i) => {
    const a = ((i + 0.5) * Math.PI) / 4;
    return `${(props.x + r * Math.cos(a)).toFixed(2)},${(props.y + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
  return (
    <g>
      <polygon points={pts} fill="#b3122b" stroke={LIGHT} strokeWidth={0.6} />
      <text
        x={props.x}
        y={props.y + 1.3}
        fontSize={3.6}
        fontWeight={700}
        fill="#ffffff"
        textAnchor="middle"
      >
        STOP
      </text>
    </g>
  );
}

export function RunOutDiagram({ t }: { t: RulesT }) {
  const { runs, effects } = runOutPicture();
  const letter = (seat: number) => PLAYER_LETTERS[seat] ?? '?';
  const handsTop = 8;
  const playsTop = handsTop + RUN_OUT_HANDS.length * HAND_ROW + 10;
  const longest = Math.max(5, ...runs.map((r) => r.length + 1));
  const width = LABEL_W + longest * STEP + 2;
  const height = playsTop + runs.length * PLAY_ROW;
  const bonanza = effects.find((e) => e.type === 'bonanza');
  const said = (p: Played) =>
    t(
      p.bonanza
        ? 'bonanzaRules.diagram.playBonanza'
        : p.paying
          ? 'bonanzaRules.diagram.playPaying'
          : p.stop
            ? 'bonanzaRules.diagram.playStop'
            : p.led
              ? 'bonanzaRules.diagram.playLead'
              : 'bonanzaRules.diagram.play',
      { player: letter(p.seat), card: cardWords(t, p.card) },
    );
  const label = t('bonanzaRules.diagram.runOut', {
    hands: RUN_OUT_HANDS.map((h, seat) =>
      t('bonanzaRules.diagram.holds', { player: letter(seat), cards: cardsWords(t, h) }),
    ).join('; '),
    plays: runs.flat().map(said).join('; '),
    payments:
      bonanza?.type === 'bonanza'
        ? bonanza.payments
            .map((p) => t('bonanzaRules.diagram.pays', { player: letter(p.seat), chips: p.chips }))
            .join('; ')
        : '',
  });
  return (
    <Diagram label={label} caption={t('bonanzaRules.caption.runOut')} width={width} height={height}>
      <Words x={1} y={5}>
        {t('bonanzaRules.diagram.hands')}
      </Words>
      {RUN_OUT_HANDS.map((hand, seat) => (
        <g key={seat}>
          <Words x={4} y={handsTop + seat * HAND_ROW + 13} anchor="middle" size={6}>
            {letter(seat)}
          </Words>
          <CardRow cards={hand} x={LABEL_W} y={handsTop + seat * HAND_ROW} gap={2} />
        </g>
      ))}
      <Words x={1} y={playsTop - 3}>
        {t('bonanzaRules.diagram.played')}
      </Words>
      {runs.map((run, i) => {
        const y = playsTop + i * PLAY_ROW;
        const first = run[0];
        return (
          <g key={i}>
            <Words x={4} y={y + 8} anchor="middle" size={5.4}>
              {String(i + 1)}
            </Words>
            {i > 0 && first && <LeadColour card={first.card} x={1.8} y={y + 14} />}
            {run.map((p, j) => {
              const x = LABEL_W + j * STEP;
              return (
                <g key={p.card}>
                  <CardFace card={p.card} x={x} y={y} />
                  <Words x={x + CARD_W / 2} y={y + CARD_H + 5} anchor="middle" size={4.4}>
                    {`${letter(p.seat)}${p.paying ? ' $' : ''}${p.bonanza ? ' ★' : ''}`}
                  </Words>
                </g>
              );
            })}
            {run[run.length - 1]?.stop && (
              <Stop x={LABEL_W + run.length * STEP + CARD_W / 2 - 1} y={y + CARD_H / 2} />
            )}
          </g>
        );
      })}
    </Diagram>
  );
}
