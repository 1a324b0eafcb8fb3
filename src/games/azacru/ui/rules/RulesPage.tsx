// AZACRU's rules page: the short version first, then each rule in a few sentences with a diagram drawn by the rules; Back on top.
import { type ReactNode, useState } from 'react';
import type { PlayerCount } from '../../rules/board';
import { BlockingDiagram } from './diagrams/BlockingDiagram';
import { PatternMark } from './diagrams/Board';
import { BorderlandsDiagram } from './diagrams/BorderlandsDiagram';
import { ConnectionChangeDiagram } from './diagrams/ConnectionChangeDiagram';
import { ConnectionJumpDiagram } from './diagrams/ConnectionJumpDiagram';
import { EndDiagram } from './diagrams/EndDiagram';
import { FacingDiagram } from './diagrams/FacingDiagram';
import { LongMoveDiagram } from './diagrams/LongMoveDiagram';
import { MARK_INK, PLAYER_LOOKS } from '../../view/players';
import { PowerDiagram } from './diagrams/PowerDiagram';
import { RemovalDiagram } from './diagrams/RemovalDiagram';
import { SetupDiagram } from './diagrams/SetupDiagram';
import { TwistDiagram } from './diagrams/TwistDiagram';
import { type RulesT, useRulesTranslation } from './texts';
import './rules.css';

export interface RulesPageProps {
  readonly onBack: () => void;
  /** Starts a first game with hints, when there is one. */
  readonly onTutorial?: () => void;
}

/** The sections in reading order (their ids are the anchors). */
export const SECTIONS = [
  'goal',
  'board',
  'players',
  'setup',
  'chevron',
  'power',
  'blocking',
  'move',
  'twist',
  'change',
  'removal',
  'jump',
  'passing',
  'end',
  'scoring',
  'fine',
] as const;

const PLAYER_COUNTS: readonly PlayerCount[] = [2, 3, 4];

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`azacru-${props.id}`} aria-labelledby={`azacru-${props.id}-title`}>
      <h2 id={`azacru-${props.id}-title`}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** The set-up for the player count the reader picks (2 first). */
function SetupChooser({ t }: { t: RulesT }) {
  const [players, setPlayers] = useState<PlayerCount>(2);
  const seats = { 2: 'two', 3: 'three', 4: 'four' } as const;
  return (
    <>
      <div className="tabs" role="group" aria-label={t('azacruRules.setup.choose')}>
        {PLAYER_COUNTS.map((n) => (
          <button key={n} type="button" aria-pressed={n === players} onClick={() => setPlayers(n)}>
            {t('azacruRules.setup.button', { n })}
          </button>
        ))}
      </div>
      <p>{t(`azacruRules.setup.${seats[players]}`)}</p>
      <SetupDiagram t={t} players={players} />
    </>
  );
}

/** Each player's colour and shape. */
function PlayerKey({ t }: { t: RulesT }) {
  return (
    <ul className="player-key">
      {PLAYER_LOOKS.map((look, i) => (
        <li key={look.name}>
          <svg viewBox="0 0 10 10" aria-hidden="true" className="swatch">
            <rect width="10" height="10" rx="1.5" fill={look.colour} />
            <PatternMark pattern={look.pattern} x={5} y={5} r={2.8} fill={MARK_INK} />
          </svg>
          {t('azacruRules.playerLook', {
            n: i + 1,
            colour: t(`azacruRules.colour.${look.name}`),
            pattern: t(`azacruRules.pattern.${look.pattern}`),
          })}
        </li>
      ))}
    </ul>
  );
}

export function RulesPage(props: RulesPageProps) {
  const { t } = useRulesTranslation();
  return <RulesText t={t} {...props} />;
}

/** The page for a translator (no hooks of its own: tests press its buttons without a DOM). */
export function RulesText({ t, onBack, onTutorial }: RulesPageProps & { t: RulesT }) {
  return (
    <main className="screen rules game-rules azacru-rules">
      <div className="page-bar">
        <button type="button" onClick={onBack}>
          ← {t('azacruRules.back')}
        </button>
        {onTutorial && (
          <button type="button" className="primary" onClick={onTutorial}>
            {t('azacruRules.tutorial')}
          </button>
        )}
      </div>
      <article>
        <h1>{t('azacruRules.title')}</h1>
        <p className="byline">{t('azacruRules.byline')}</p>
        <section className="in-short" aria-labelledby="azacru-in-short">
          <h2 id="azacru-in-short">{t('azacruRules.inShort')}</h2>
          <ol>
            <li>{t('azacruRules.short1')}</li>
            <li>{t('azacruRules.short2')}</li>
            <li>{t('azacruRules.short3')}</li>
            <li>{t('azacruRules.short4')}</li>
          </ol>
        </section>
        <Section id="goal" title={t('azacruRules.goal.title')}>
          <p>{t('azacruRules.goal.text')}</p>
        </Section>
        <Section id="board" title={t('azacruRules.board.title')}>
          <p>{t('azacruRules.board.text1')}</p>
          <p>{t('azacruRules.board.compass')}</p>
          <p>{t('azacruRules.board.text2')}</p>
          <BorderlandsDiagram t={t} />
          <p>{t('azacruRules.board.text3')}</p>
        </Section>
        <Section id="players" title={t('azacruRules.players.title')}>
          <p>{t('azacruRules.players.text')}</p>
          <PlayerKey t={t} />
        </Section>
        <Section id="setup" title={t('azacruRules.setup.title')}>
          <p>{t('azacruRules.setup.text')}</p>
          <SetupChooser t={t} />
          <p>{t('azacruRules.setup.order')}</p>
          <p>{t('azacruRules.setup.onScreen')}</p>
        </Section>
        <Section id="chevron" title={t('azacruRules.chevron.title')}>
          <p>{t('azacruRules.chevron.text1')}</p>
          <FacingDiagram t={t} />
          <p>{t('azacruRules.chevron.text2')}</p>
        </Section>
        <Section id="power" title={t('azacruRules.power.title')}>
          <p>{t('azacruRules.power.text1')}</p>
          <p>{t('azacruRules.power.text2')}</p>
          <PowerDiagram t={t} />
        </Section>
        <Section id="blocking" title={t('azacruRules.blocking.title')}>
          <p>{t('azacruRules.blocking.text1')}</p>
          <p>{t('azacruRules.blocking.text2')}</p>
          <BlockingDiagram t={t} />
        </Section>
        <Section id="move" title={t('azacruRules.move.title')}>
          <p>{t('azacruRules.move.text1')}</p>
          <p>{t('azacruRules.move.text2')}</p>
          <LongMoveDiagram t={t} />
        </Section>
        <Section id="twist" title={t('azacruRules.twist.title')}>
          <p>{t('azacruRules.twist.text1')}</p>
          <TwistDiagram t={t} />
          <p>{t('azacruRules.twist.text2')}</p>
        </Section>
        <Section id="change" title={t('azacruRules.change.title')}>
          <p>{t('azacruRules.change.text1')}</p>
          <ConnectionChangeDiagram t={t} />
          <p>{t('azacruRules.change.text2')}</p>
        </Section>
        <Section id="removal" title={t('azacruRules.removal.title')}>
          <p>{t('azacruRules.removal.text')}</p>
          <RemovalDiagram t={t} />
        </Section>
        <Section id="jump" title={t('azacruRules.jump.title')}>
          <p>{t('azacruRules.jump.text1')}</p>
          <ConnectionJumpDiagram t={t} />
          <p>{t('azacruRules.jump.text2')}</p>
        </Section>
        <Section id="passing" title={t('azacruRules.passing.title')}>
          <p>{t('azacruRules.passing.text')}</p>
        </Section>
        <Section id="end" title={t('azacruRules.end.title')}>
          <p>{t('azacruRules.end.text1')}</p>
          <EndDiagram t={t} />
          <p>{t('azacruRules.end.text2')}</p>
        </Section>
        <Section id="scoring" title={t('azacruRules.scoring.title')}>
          <p>{t('azacruRules.scoring.text1')}</p>
          <p>{t('azacruRules.scoring.text2')}</p>
        </Section>
        <Section id="fine" title={t('azacruRules.fine.title')}>
          <p>{t('azacruRules.fine.intro')}</p>
          <ul>
            <li>{t('azacruRules.fine.power')}</li>
            <li>{t('azacruRules.fine.pass')}</li>
            <li>{t('azacruRules.fine.change')}</li>
            <li>{t('azacruRules.fine.own')}</li>
            <li>{t('azacruRules.fine.final')}</li>
            <li>{t('azacruRules.fine.start')}</li>
          </ul>
        </Section>
      </article>
      <div className="row-buttons">
        <button type="button" onClick={onBack}>
          {t('azacruRules.back')}
        </button>
      </div>
    </main>
  );
}
