// How to play: a rules page per edition, the short version first, the details in sections to open; Back at the top.
import { type ReactNode, useState } from 'react';
import { useRulesTranslation } from './rules-texts';
import type { Settings } from '../../settings';
import type { RulesProps } from '../../../../shell/contract';
import {
  EDITION_IDS,
  EDITIONS,
  type EditionId,
  PLAYER_COUNTS,
  resolveOptions,
  tableSetup,
} from '../../rules';
import { Swatch } from '../sheet/ScoreSheet';

export function RulesPage({ settings, onBack, onTutorial }: RulesProps<Settings>) {
  const { t } = useRulesTranslation();
  const [id, setId] = useState<EditionId>(settings.edition);
  const ed = EDITIONS[id];
  const options = resolveOptions(ed, settings.options);
  const colour = (i: number) => t(`colour.${ed.colours[i] ?? 'blue'}`);
  const [t1, t2] = ed.threePlayerColours.map((c) => t(`colour.${c}`));
  const zuma = id !== 'azuma';
  const title = `${ed.name} (${t(`edition.${id}.origin`)})`;

  /** A section the reader opens when they want it; the short version stays on top. */
  const Section = ({ title: heading, children }: { title: string; children: ReactNode }) => (
    <details>
      <summary>
        <h2>{heading}</h2>
      </summary>
      {children}
    </details>
  );

  return (
    <main className="screen rules">
      <div className="page-bar">
        <button type="button" onClick={onBack}>
          ← {t('app.back')}
        </button>
        {onTutorial && (
          <button type="button" className="primary" onClick={onTutorial}>
            {t('rules.tutorial')}
          </button>
        )}
      </div>
      <div className="tabs" role="group" aria-label={t('setup.edition')}>
        {EDITION_IDS.map((e) => (
          <button key={e} type="button" aria-pressed={e === id} onClick={() => setId(e)}>
            {EDITIONS[e].name} · {t(`edition.${e}.origin`)}
          </button>
        ))}
      </div>
      <article>
        <h1>{t('rules.title', { edition: title })}</h1>
        <section className="in-short" aria-labelledby="in-short">
          <h2 id="in-short">{t('rules.inShort')}</h2>
          <ol>
            <li>{t('rules.short1')}</li>
            <li>{t('rules.short2', { word: ed.call })}</li>
            <li>{t('rules.short3')}</li>
            <li>{t(`edition.${id}.falseGrab`)}</li>
          </ol>
        </section>
        <Section title={t('rules.goal')}>
          <p>{t('rules.goalText')}</p>
        </Section>
        <Section title={t('rules.material')}>
          <p>{t('rules.materialText', { c1: colour(0), c2: colour(1), c3: colour(2) })}</p>
          <p className="legend">
            {ed.colours.map((c) => (
              <span key={c} className="legend-item">
                <Swatch colour={c} /> {t(`colour.${c}`)}
              </span>
            ))}
          </p>
          <h3>{t('rules.setup')}</h3>
          <table className="setup-table">
            <thead>
              <tr>
                <th scope="col">{t('rules.setupPlayers')}</th>
                <th scope="col">{t('rules.setupSticks')}</th>
                <th scope="col">{t('rules.setupSuits')}</th>
                <th scope="col">{t('rules.setupColours')}</th>
              </tr>
            </thead>
            <tbody>
              {PLAYER_COUNTS.map((n) => {
                const setup = tableSetup(ed, n, options);
                return (
                  <tr key={n}>
                    <th scope="row">{n}</th>
                    <td>{setup.sticks.map((s) => t(`colour.${s.colour}`)).join(', ')}</td>
                    <td>{ed.suits[n]}</td>
                    <td>{setup.colours.length}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p>{t('rules.setupNote', { t1, t2 })}</p>
        </Section>
        <Section title={t('rules.deal')}>
          <p>{t(ed.deal === 'all' ? 'rules.dealAll' : 'rules.dealSeven')}</p>
          <p>{t('rules.dealer')}</p>
        </Section>
        <Section title={t('rules.passing')}>
          <p>{t('rules.passingText', { word: ed.call })}</p>
        </Section>
        <Section title={t('rules.winning')}>
          <p>{t('rules.winningText')}</p>
        </Section>
        <Section title={t('rules.grabbing')}>
          <p>{t('rules.grabbingText')}</p>
          {ed.scoring.fakes && <p>{t('rules.fakeText')}</p>}
        </Section>
        <Section title={t('rules.scoring')}>
          <p>{t('rules.scoringIntro')}</p>
          <ul>
            {zuma ? (
              <>
                <li>{t('rules.zumaFirst')}</li>
                <li>{t('rules.zumaBombs')}</li>
                <li>{t(id === 'zuma-de' ? 'rules.zumaDeFalse' : 'rules.zumaFrFalse')}</li>
              </>
            ) : (
              <>
                <li>{t('rules.azumaFirst')}</li>
                <li>{t('rules.azumaOther')}</li>
                <li>{t('rules.azumaBombs')}</li>
                <li>{t('rules.azumaFalse')}</li>
              </>
            )}
          </ul>
        </Section>
        <Section title={t('rules.end')}>
          <p>{t('rules.endText')}</p>
          <p>{t(zuma ? 'rules.zumaTie' : 'rules.azumaTie')}</p>
        </Section>
        <Section title={t('rules.gaps')}>
          <p>
            {t('rules.gapsText', {
              stall: options.stallLimit,
              window: options.grabWindowMs / 1000,
            })}
          </p>
        </Section>
        <Section title={t('rules.controls')}>
          <p>
            {t('rules.controlsText', {
              keys: ed.colours.map((c) => t(`colourKey.${c}`).toUpperCase()).join(', '),
            })}
          </p>
        </Section>
      </article>
      <div className="row-buttons">
        <button type="button" onClick={onBack}>
          {t('app.back')}
        </button>
      </div>
    </main>
  );
}
