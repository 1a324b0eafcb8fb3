// BONANZA RUMMY's rules page: the short version, then every rule in the order of play with diagrams drawn by the rules; Back on top.
import type { ReactNode } from 'react';
import type { RulesProps } from '../../../../shell/contract';
import { PairsDiagram } from './diagrams/PairsDiagram';
import { PokerRanking } from './diagrams/PokerRanking';
import { RunOutDiagram } from './diagrams/RunOutDiagram';
import { SequenceDiagram } from './diagrams/SequenceDiagram';
import { SheetDiagram } from './diagrams/SheetDiagram';
import { type PageOptions, pageOptions } from './table-options';
import { type RulesT, useRulesTranslation } from './texts';
import './bonanza-rules.css';

/** The sections in reading order (their ids are the anchors). */
export const SECTIONS = [
  'goal',
  'pack',
  'sheet',
  'deal',
  'widow',
  'calls',
  'joker',
  'queenJack',
  'sequence',
  'tenTwo',
  'poker',
  'betting',
  'runOut',
  'paying',
  'next',
  'end',
] as const;

/** A number of chips, raises or hands in words ("1 chip", "no raise", "8 hands"). */
export function counted(t: RulesT, what: 'chips' | 'raises' | 'hands', n: number): string {
  if (what === 'raises' && n === 0) return t('bonanzaRules.count.raises.zero');
  return n === 1
    ? t(`bonanzaRules.count.${what}.one`)
    : t(`bonanzaRules.count.${what}.other`, { n });
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`bonanza-${props.id}`} aria-labelledby={`bonanza-${props.id}-title`}>
      <h2 id={`bonanza-${props.id}-title`}>{props.title}</h2>
      {props.children}
    </section>
  );
}

export function RulesPage<S>(props: RulesProps<S>) {
  const { t } = useRulesTranslation();
  return (
    <RulesText
      t={t}
      options={pageOptions(props.settings)}
      onBack={props.onBack}
      onTutorial={props.onTutorial}
    />
  );
}

/** The page for a translator (no hooks of its own: tests press its buttons without a DOM). */
export function RulesText(props: {
  t: RulesT;
  options: PageOptions;
  onBack: () => void;
  onTutorial?: (() => void) | undefined;
}) {
  const { t, options: o, onBack, onTutorial } = props;
  const money = { bet: counted(t, 'chips', o.bet), raises: counted(t, 'raises', o.raises) };
  return (
    <main className="screen rules game-rules bonanza-rules">
      <div className="page-bar">
        <button type="button" onClick={onBack}>
          ← {t('bonanzaRules.back')}
        </button>
        {onTutorial && (
          <button type="button" className="primary" onClick={onTutorial}>
            {t('bonanzaRules.tutorial')}
          </button>
        )}
      </div>
      <article>
        <h1>{t('bonanzaRules.title')}</h1>
        <p className="byline">{t('bonanzaRules.byline')}</p>
        <section className="in-short" aria-labelledby="bonanza-in-short">
          <h2 id="bonanza-in-short">{t('bonanzaRules.inShort')}</h2>
          <ol>
            <li>{t('bonanzaRules.short1')}</li>
            <li>{t('bonanzaRules.short2')}</li>
            <li>{t('bonanzaRules.short3')}</li>
            <li>{t('bonanzaRules.short4')}</li>
            <li>{t('bonanzaRules.short5')}</li>
          </ol>
        </section>
        <Section id="goal" title={t('bonanzaRules.goal.title')}>
          <p>{t('bonanzaRules.goal.text')}</p>
        </Section>
        <Section id="pack" title={t('bonanzaRules.pack.title')}>
          <p>{t('bonanzaRules.pack.text1')}</p>
          <p>{t('bonanzaRules.pack.text2', { stack: counted(t, 'chips', o.stack) })}</p>
        </Section>
        <Section id="sheet" title={t('bonanzaRules.sheet.title')}>
          <p>{t('bonanzaRules.sheet.text1')}</p>
          <SheetDiagram t={t} />
          <p>{t('bonanzaRules.sheet.ante')}</p>
          <p>{t('bonanzaRules.sheet.out')}</p>
        </Section>
        <Section id="deal" title={t('bonanzaRules.deal.title')}>
          <p>{t('bonanzaRules.deal.text1')}</p>
          <p>{t('bonanzaRules.deal.text2')}</p>
        </Section>
        <Section id="widow" title={t('bonanzaRules.widow.title')}>
          <p>{t('bonanzaRules.widow.text1')}</p>
          <ul>
            <li>{t('bonanzaRules.widow.swap')}</li>
            <li>{t('bonanzaRules.widow.sell')}</li>
          </ul>
          <p>{t('bonanzaRules.widow.bidding')}</p>
          <p>{t('bonanzaRules.widow.dead')}</p>
        </Section>
        <Section id="calls" title={t('bonanzaRules.calls.title')}>
          <p>{t('bonanzaRules.calls.text1')}</p>
          <p>{t('bonanzaRules.calls.text2')}</p>
          <p>{t('bonanzaRules.calls.text3')}</p>
        </Section>
        <Section id="joker" title={t('bonanzaRules.joker.title')}>
          <p>{t('bonanzaRules.joker.text1')}</p>
          <p>{t('bonanzaRules.joker.text2')}</p>
        </Section>
        <Section id="queenJack" title={t('bonanzaRules.queenJack.title')}>
          <p>{t('bonanzaRules.queenJack.text1')}</p>
          <PairsDiagram t={t} />
          <p>{t('bonanzaRules.queenJack.text2')}</p>
        </Section>
        <Section id="sequence" title={t('bonanzaRules.sequence.title')}>
          <p>{t('bonanzaRules.sequence.text1')}</p>
          <p>{t('bonanzaRules.sequence.text2')}</p>
          <SequenceDiagram t={t} />
          <p>{t('bonanzaRules.sequence.text3')}</p>
        </Section>
        <Section id="tenTwo" title={t('bonanzaRules.tenTwo.title')}>
          <p>{t('bonanzaRules.tenTwo.text')}</p>
        </Section>
        <Section id="poker" title={t('bonanzaRules.poker.title')}>
          <p className="table-option">{t(`bonanzaRules.poker.mode.${o.poker}`, money)}</p>
          <p>{t('bonanzaRules.poker.text1')}</p>
          <p>{t('bonanzaRules.poker.ranking')}</p>
          <PokerRanking t={t} />
          <p>{t('bonanzaRules.poker.text2')}</p>
          <p>{t('bonanzaRules.poker.text3')}</p>
        </Section>
        <Section id="betting" title={t('bonanzaRules.betting.title')}>
          <p>{t('bonanzaRules.betting.text1')}</p>
          <ul>
            <li>{t('bonanzaRules.betting.noBet')}</li>
            <li>{t('bonanzaRules.betting.facing')}</li>
          </ul>
          <p>{t('bonanzaRules.betting.limits', money)}</p>
          <p>{t('bonanzaRules.betting.end')}</p>
          <p>{t('bonanzaRules.betting.showdown')}</p>
          <p>{t('bonanzaRules.betting.few')}</p>
        </Section>
        <Section id="runOut" title={t('bonanzaRules.runOut.title')}>
          <p>{t('bonanzaRules.runOut.text1')}</p>
          <p>{t('bonanzaRules.runOut.text2')}</p>
          <p>{t('bonanzaRules.runOut.stop')}</p>
          <p>{t('bonanzaRules.runOut.colour')}</p>
          <p>{t('bonanzaRules.runOut.nobody')}</p>
          <RunOutDiagram t={t} />
        </Section>
        <Section id="paying" title={t('bonanzaRules.paying.title')}>
          <p>{t('bonanzaRules.paying.text1')}</p>
          <p>{t('bonanzaRules.paying.bonanza')}</p>
          <p className="table-option">{t(`bonanzaRules.paying.joker.${o.jokerRunOut}`)}</p>
        </Section>
        <Section id="next" title={t('bonanzaRules.next.title')}>
          <p>{t('bonanzaRules.next.text')}</p>
        </Section>
        <Section id="end" title={t('bonanzaRules.end.title')}>
          <p className="table-option">
            {o.deals === null
              ? t('bonanzaRules.end.dealsDefault')
              : t('bonanzaRules.end.deals', { deals: counted(t, 'hands', o.deals) })}
          </p>
          <p className="table-option">{t(`bonanzaRules.end.${o.endgame}`)}</p>
          <p>{t('bonanzaRules.end.winner')}</p>
          <p>{t('bonanzaRules.end.options')}</p>
        </Section>
      </article>
      <div className="row-buttons">
        <button type="button" onClick={onBack}>
          {t('bonanzaRules.back')}
        </button>
      </div>
    </main>
  );
}
