// The person's decision at the bottom of the table: the widow, the bid stepper, show or keep, poker with its amounts, the five, the lead; or what the table waits for.
import { type ReactNode, useState } from 'react';
import { PERSON } from '../game';
import { type Card, type Colour, JOKER } from '../rules/cards';
import { bestHandName } from '../view/poker';
import { SPACES, type SpaceName } from '../rules/sheet';
import { store } from '../storage';
import { type TFunction, useTranslation } from '../texts';
import { useTable } from '../view/GameContext';
import { namesIn } from '../view/names-in-sentence';
import { useMoreBelow } from './useMoreBelow';
import {
  sameData,
  selectBidding,
  selectNames,
  selectPlates,
  selectPoker,
  selectPokerSitOut,
  selectRunOut,
  selectScene,
  selectStage,
} from '../view/selectors';
import { cardLabel, cardsLabel, cardsShort, colourLabel } from './card-label';
import { leadWhy } from '../view/lead-why';
import { waitingLine } from '../view/waiting-line';
import type { DecisionControl } from './useDecision';

const JOKER_NOTE = 'jokerExplained';

/** Why a tapped card cannot lead now, in words. */
function refusedLead(
  t: TFunction,
  card: Card,
  leads: readonly Card[],
  colourIndex: number,
  colour: string,
): string {
  const why = leadWhy(card, leads, colourIndex);
  const name = cardLabel(t, card);
  if (why.why === 'not-lowest')
    return t('bonanza.lead.notLowest', { card: name, lowest: cardLabel(t, why.lowest) });
  if (why.why === 'wrong-colour') return t('bonanza.lead.wrongColour', { card: name, colour });
  return t('bonanza.lead.notNow', { card: name });
}

function spaceName(t: TFunction, space: SpaceName): string {
  return t(`bonanza.space.${space}`);
}

/** What the others did last, newest last (the live region speaks it too). */
function Ticker(props: { lines: readonly string[]; max: number }) {
  const lines = props.lines.slice(-props.max);
  if (lines.length === 0) return null;
  return (
    <ul className="bonanza-ticker" aria-hidden="true">
      {lines.map((line, i) => (
        <li key={`${i}:${line}`}>{line}</li>
      ))}
    </ul>
  );
}

function Waiting({ landing }: { landing: boolean }) {
  const { t } = useTranslation();
  const table = useTable(selectStage);
  // The deal's cards still landing: the dealer deals, whatever the table already waits for.
  const stage = landing ? 'dealing' : table;
  const plates = useTable(selectPlates, sameData);
  const asked = plates.filter((p) => p.asked && p.seat !== 0).map((p) => p.name);
  const dealing = plates.find((p) => p.dealer);
  const sitOut = useTable(selectPokerSitOut);
  const line = waitingLine(
    stage,
    { name: dealing?.name ?? '', you: dealing?.seat === PERSON },
    asked,
    sitOut,
  );
  if (!line) return null;
  return (
    <p className="bonanza-prompt waiting">
      {'name' in line
        ? t(line.key, { name: line.name })
        : 'n' in line
          ? t(line.key, { n: line.n })
          : t(line.key)}
    </p>
  );
}

function BidLine() {
  const { t } = useTranslation();
  const bidding = useTable(selectBidding, sameData);
  const names = useTable(selectNames, sameData);
  return (
    <p className="bonanza-sub">
      {bidding.highBidder >= 0
        ? t('bonanza.bid.high', {
            amount: bidding.highBid,
            name: namesIn(names, [bidding.highBidder], PERSON, {
              you: t('bonanza.player.you'),
              here: t('bonanza.player.youDative'),
            }),
          })
        : t('bonanza.bid.none')}
    </p>
  );
}

function ShowChoice({ c }: { c: DecisionControl }) {
  const { t } = useTranslation();
  const d = c.decision;
  const scene = useTable(selectScene, sameData);
  const [noted, setNoted] = useState(() => store.read(JOKER_NOTE) !== null);
  if (d.kind !== 'show') return null;
  const space = SPACES.indexOf(d.call);
  const firstJoker = d.call === 'joker' && !noted;
  const decide = (show: boolean) => {
    if (firstJoker) {
      store.write(JOKER_NOTE, '1');
      setNoted(true);
    }
    const cards = d.combos[d.picked];
    if (show && cards) c.actions.show(d.call, cards);
    else c.actions.keep(d.call);
  };
  return (
    <>
      <p className="bonanza-prompt">
        {t('bonanza.show.ask', {
          call: t(`bonanza.call.${d.call}`),
          space: spaceName(t, d.call),
          chips: scene.sheet[space] ?? 0,
        })}
      </p>
      {firstJoker ||
      (d.call !== 'joker' && d.combos.some((cards) => cards.includes(JOKER)) && !noted) ? (
        <p className="bonanza-sub bonanza-explain">{t('bonanza.show.jokerNote')}</p>
      ) : null}
      {d.combos.length > 1 ? (
        <div className="bonanza-combos" role="radiogroup" aria-label={t('bonanza.show.choose')}>
          {d.combos.map((cards, i) => (
            <button
              key={cards.join()}
              type="button"
              role="radio"
              aria-checked={i === d.picked}
              className={i === d.picked ? 'chip picked' : 'chip'}
              aria-label={cardsLabel(t, cards)}
              onClick={() => c.pickCombo(i)}
            >
              {/* As the corners print them (a way of nine words took two lines on a phone). */}
              {cardsShort(t, cards)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="bonanza-buttons">
        <button type="button" className="primary" onClick={() => decide(true)}>
          {t('bonanza.show.show')}
        </button>
        <button type="button" onClick={() => decide(false)}>
          {t('bonanza.show.keep')}
        </button>
      </div>
    </>
  );
}

function PokerChoice({ c }: { c: DecisionControl }) {
  const { t } = useTranslation();
  const poker = useTable(selectPoker, sameData);
  const d = c.decision;
  const best = bestHandName(c.cards);
  if (d.kind !== 'poker') return null;
  // Bet and call name their chips, raise the bet it raises to; check and fold take no amount.
  const label = (a: (typeof d.actions)[number]) =>
    t(`bonanza.poker.${a}`, {
      n: a === 'bet' ? poker.bet : a === 'call' ? poker.toCall : poker.highest + poker.bet,
    });
  return (
    <>
      <p className="bonanza-prompt">
        {best
          ? t('bonanza.poker.askHand', {
              pot: poker.pot,
              hand: t(`bonanza.pokerHand.${best}` as 'bonanza.pokerHand.flush'),
            })
          : t('bonanza.poker.ask', { pot: poker.pot })}
        {poker.toCall > 0 ? ` ${t('bonanza.poker.toCall', { n: poker.toCall })}` : ''}
      </p>
      <div className="bonanza-buttons">
        {d.actions.map((a) => (
          <button
            key={a}
            type="button"
            // One lit choice: staying in at the least cost (check, or call); bet, raise and fold
            // plain (every choice but fold was lit, so two buttons looked like the one to take).
            className={a === 'check' || a === 'call' ? 'primary' : undefined}
            onClick={() => c.actions.poker(a)}
          >
            {label(a)}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The panel's box. Beside the table on a phone held sideways it scrolls: while more lies below,
 * its foot fades (`data-more`), so a sentence cut at the edge reads as more to come.
 */
function DecisionBox({ children }: { children: ReactNode }) {
  const { ref, more, look } = useMoreBelow<HTMLDivElement>();
  return (
    <div className="bonanza-decision" ref={ref} onScroll={look} data-more={more || undefined}>
      {children}
    </div>
  );
}

/**
 * The panel while the last hand's results, open since it ended, are still up when the next hand first
 * asks the person: its question waits for them to be closed (the hand's cards wait too).
 */
export function ResultsWait(props: {
  hand: number;
  lines: readonly string[];
  onPlayOn: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DecisionBox>
      <Ticker lines={props.lines} max={1} />
      <p className="bonanza-prompt">{t('bonanza.summary.wait', { hand: props.hand })}</p>
      <div className="bonanza-buttons">
        <button type="button" className="primary" onClick={props.onPlayOn}>
          {t('bonanza.summary.playOn')}
        </button>
      </div>
    </DecisionBox>
  );
}

export function DecisionPanel({ c, lines }: { c: DecisionControl; lines: readonly string[] }) {
  const { t } = useTranslation();
  const runOut = useTable(selectRunOut, sameData);
  const d = c.decision;
  switch (d.kind) {
    case 'widow':
      return (
        <DecisionBox>
          <Ticker lines={lines} max={1} />
          <p className="bonanza-prompt">{t('bonanza.widow.ask')}</p>
          <div className="bonanza-buttons">
            {/* Two choices of equal weight: neither is lit as the one to take. */}
            <button type="button" onClick={() => c.actions.widow('swap')}>
              {t('bonanza.widow.swap')}
            </button>
            <button type="button" onClick={() => c.actions.widow('sell')}>
              {t('bonanza.widow.sell')}
            </button>
          </div>
        </DecisionBox>
      );
    case 'bid':
    case 'pass-only':
      return (
        <DecisionBox>
          <Ticker lines={lines} max={1} />
          {/* The bid standing goes under the question, not adrift between it and the buttons. */}
          <div className="bonanza-ask">
            <p className="bonanza-prompt">{t('bonanza.bid.ask')}</p>
            <BidLine />
          </div>
          <div className="bonanza-buttons">
            {d.kind === 'bid' ? (
              <div className="bonanza-stepper" role="group" aria-label={t('bonanza.bid.amount')}>
                <button
                  type="button"
                  aria-label={t('bonanza.bid.less')}
                  disabled={d.amount <= d.min}
                  onClick={() => c.setBid(d.amount - 1)}
                >
                  −
                </button>
                <output aria-live="polite">{d.amount}</output>
                <button
                  type="button"
                  aria-label={t('bonanza.bid.more')}
                  disabled={d.amount >= d.max}
                  onClick={() => c.setBid(d.amount + 1)}
                >
                  +
                </button>
              </div>
            ) : null}
            {d.kind === 'bid' ? (
              <button type="button" className="primary" onClick={() => c.actions.bid(d.amount)}>
                {t('bonanza.bid.bid', { amount: d.amount })}
              </button>
            ) : null}
            <button type="button" onClick={c.actions.pass}>
              {t('bonanza.bid.pass')}
            </button>
          </div>
        </DecisionBox>
      );
    case 'show':
      return (
        <DecisionBox>
          <Ticker lines={lines} max={1} />
          <ShowChoice c={c} />
        </DecisionBox>
      );
    case 'poker':
      return (
        <DecisionBox>
          <Ticker lines={lines} max={1} />
          <PokerChoice c={c} />
        </DecisionBox>
      );
    case 'five':
      return (
        <DecisionBox>
          <Ticker lines={lines} max={1} />
          <p className="bonanza-prompt">
            {d.name
              ? t('bonanza.poker.five', {
                  hand: t(`bonanza.pokerHand.${d.name}` as 'bonanza.pokerHand.flush'),
                })
              : t('bonanza.poker.pickFive', { n: d.chosen.length })}
          </p>
          <div className="bonanza-buttons">
            <button
              type="button"
              className="primary"
              disabled={d.chosen.length !== 5}
              onClick={() => c.actions.five(d.chosen)}
            >
              {t('bonanza.poker.fiveShow')}
            </button>
          </div>
        </DecisionBox>
      );
    case 'lead': {
      const colour = runOut.colour >= 0 ? colourLabel(t, runOut.colour as Colour) : '';
      return (
        <DecisionBox>
          <Ticker lines={lines} max={1} />
          {c.refused !== null ? (
            // A tap on a dimmed card: why it cannot lead, in the prompt's place.
            <p className="bonanza-prompt refused" role="status">
              {refusedLead(t, c.refused, d.cards, runOut.colour, colour)}
            </p>
          ) : (
            <p className="bonanza-prompt">
              {runOut.colour >= 0 ? t('bonanza.lead.askColour', { colour }) : t('bonanza.lead.ask')}
            </p>
          )}
        </DecisionBox>
      );
    }
    default:
      return (
        <DecisionBox>
          <Waiting landing={c.dealing} />
          <Ticker lines={lines} max={2} />
        </DecisionBox>
      );
  }
}
