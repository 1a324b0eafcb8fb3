// ARIA live regions: calls, grabs, scores, round and game end are announced in words to screen readers.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../texts';
import { useGame } from '../../view/GameContext';
import { stickColour } from '../../view/person';
import { PERSON } from '../../game';
import { type Colour, EDITIONS, type ScoreEntry } from '../../rules';
import type { TableEmitted } from '../../flow/types';
import { useSeatNames, winnersLine } from './names';

type T = ReturnType<typeof useTranslation>['t'];

/** The words for one score entry, or null when nothing changed for that player. */
function entryWords(t: T, e: ScoreEntry, name: string): string | null {
  if (e.cell === 'X' && e.colour)
    return t('announce.scoreX', { name, colour: t(`colour.${e.colour}`) });
  if (e.points === 1) return t('announce.scoreOne', { name });
  if (e.points > 0) return t('announce.score', { name, points: e.points });
  if (e.montezuma < 0) return t('announce.montezuma', { name, points: e.montezuma });
  return null;
}

/** What an emitted event says, and whether it is urgent (grabs), or null to stay silent. */
export function announcement(
  t: T,
  e: TableEmitted,
  names: readonly string[],
  callWord: string,
  stickColour: (stick: number) => Colour | undefined = () => undefined,
): { text: string; urgent: boolean } | null {
  const name = (p: number) => names[p] ?? '?';
  const you = (p: number) => p === PERSON;
  switch (e.type) {
    case 'deal': {
      const args = { n: e.hand, name: name(e.dealer) };
      return { text: t(you(e.dealer) ? 'announce.dealYou' : 'announce.deal', args), urgent: false };
    }
    case 'call':
      return { text: t('announce.call', { word: callWord, n: e.call }), urgent: false };
    case 'grab': {
      const args = { name: name(e.player), colour: t(`colour.${e.colour}`) };
      const key = you(e.player)
        ? e.first
          ? 'announce.firstGrabYou'
          : 'announce.grabYou'
        : e.first
          ? 'announce.firstGrab'
          : 'announce.grab';
      return { text: t(key, args), urgent: true };
    }
    case 'lostRace': {
      const colour = stickColour(e.stick);
      const args = { name: name(e.player), winner: name(e.winner) };
      const key = you(e.player)
        ? 'announce.lostRaceYou'
        : you(e.winner)
          ? 'announce.lostRaceToYou'
          : 'announce.lostRace';
      const text = t(key, { ...args, colour: colour ? t(`colour.${colour}`) : '' });
      return { text, urgent: true };
    }
    case 'fake':
      return {
        text: t(you(e.player) ? 'announce.fakeYou' : 'announce.fake', { name: name(e.player) }),
        urgent: true,
      };
    case 'score': {
      const lines = e.entries.flatMap((x) => entryWords(t, x, name(x.player)) ?? []);
      return { text: lines.length ? lines.join(' ') : t('announce.nothing'), urgent: false };
    }
    case 'redeal':
      return { text: t('announce.redeal'), urgent: false };
    case 'roundEnd':
      return { text: t('announce.roundEnd', { n: e.round + 1 }), urgent: false };
    case 'gameOver':
      // The person among the winners is told so ("Du hast gewonnen!", not "Du hat gewonnen.").
      return {
        text: t('announce.gameOver', { result: winnersLine(t, e.winners, names, PERSON) }),
        urgent: false,
      };
    default:
      return null;
  }
}

const ANNOUNCED: readonly TableEmitted['type'][] = [
  'deal',
  'call',
  'grab',
  'lostRace',
  'fake',
  'score',
  'redeal',
  'roundEnd',
  'gameOver',
];

export function Announcer({ extra }: { extra: string | null }) {
  const { t } = useTranslation();
  const { actor, config } = useGame();
  const names = useSeatNames();
  const [polite, setPolite] = useState('');
  const [urgent, setUrgent] = useState('');
  const callWord = EDITIONS[config.edition].call;
  const key = names.join('|');

  useEffect(() => {
    const subs = ANNOUNCED.map((type) =>
      actor.on(type, (e: TableEmitted) => {
        const colourOf = (id: number) => stickColour(actor.getSnapshot(), id);
        const said = announcement(t, e, key.split('|'), callWord, colourOf);
        // A new hand: the last hand's grabs are no longer news (the urgent region is emptied).
        if (e.type === 'deal') setUrgent('');
        if (said) (said.urgent ? setUrgent : setPolite)(said.text);
      }),
    );
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, t, key, callWord]);

  useEffect(() => {
    if (extra) setPolite(extra);
  }, [extra]);

  return (
    <div className="sr-only">
      <div role="status" aria-live="polite" data-testid="announce">
        {polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="announce-urgent">
        {urgent}
      </div>
    </div>
  );
}
