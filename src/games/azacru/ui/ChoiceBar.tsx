// The person's move, step by step: what to tap now (or why a tap did nothing), the twist's three arrows (each pointing as the chevron would), Move and Back; a bot's thinking shown.
import { PERSON } from '../game';
import { fieldName } from '../rules/fields';
import { personActions, useGame, useTable } from '../view/GameContext';
import {
  sameChoiceEffect,
  selectChoiceEffect,
  selectMyTurn,
  selectSelectedPower,
  selectSelection,
  selectThinkingPlayer,
  selectToMove,
  selectTwistFacings,
  sameTwistFacings,
  type Selection,
} from '../view/selectors';
import { screenDegrees } from '../scene/geometry';
import { useTranslation } from '../texts';
import { i18n } from '../../../shell/i18n';
import { choiceEffectText } from './choice-effect-text';
import { RingKey } from './RingKey';
import { useTapNote } from './useTapNote';

const sameSelection = (a: Selection, b: Selection) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

export function ChoiceBar() {
  const { t } = useTranslation();
  const game = useGame();
  const act = personActions(game);
  const mine = useTable(selectMyTurn);
  const sel = useTable(selectSelection, sameSelection);
  const toMove = useTable(selectToMove);
  const thinking = useTable(selectThinkingPlayer);
  const power = useTable(selectSelectedPower);
  const facings = useTable(selectTwistFacings, sameTwistFacings);
  const effect = useTable(selectChoiceEffect, sameChoiceEffect);
  const note = useTapNote();

  if (!mine) {
    const name = toMove === null ? '' : (game.config.seats[toMove]?.name ?? '');
    return (
      <div className="azacru-choice">
        {/* A tap out of turn is answered here too, in the prompt's place (it had only flashed). */}
        <p className={note ? 'prompt note' : 'prompt'} aria-live="off">
          {note
            ? note.text
            : toMove === null
              ? ''
              : toMove === PERSON
                ? t('azacru.prompt.busy')
                : thinking === toMove
                  ? `${t('azacru.thinking', { name })}…`
                  : t('azacru.prompt.wait', { name })}
        </p>
      </div>
    );
  }
  const prompt =
    sel.stage === 'chevron'
      ? t('azacru.prompt.chevron')
      : sel.stage === 'target'
        ? t(sel.targets.length === 1 ? 'azacru.prompt.targetOne' : 'azacru.prompt.target', {
            count: sel.targets.length,
            power: power ?? 1,
          })
        : sel.stage === 'twist'
          ? t('azacru.prompt.twist')
          : [
              t('azacru.prompt.confirm', { from: fieldName(sel.from), to: fieldName(sel.to) }),
              choiceEffectText(t, effect, i18n.language),
            ]
              .filter(Boolean)
              .join(' ');
  return (
    <div className="azacru-choice">
      {/* A note replaces the prompt in its place (the panel keeps its room); the overlay announces it. */}
      <p className={note ? 'prompt note' : 'prompt'}>{note ? note.text : prompt}</p>
      <RingKey />
      {facings && facings.length > 1 ? (
        <div className="twists" role="group" aria-label={t('azacru.prompt.twist')}>
          {facings.map(({ twist: tw, facing }) => (
            <button
              key={tw}
              type="button"
              className={sel.stage === 'confirm' && sel.twist === tw ? 'twist picked' : 'twist'}
              aria-pressed={sel.stage === 'confirm' && sel.twist === tw}
              onClick={() => act.twist(tw)}
            >
              {/* The arrow points where the chevron would, as the board lies on the screen. */}
              <span
                aria-hidden="true"
                className="arrow"
                data-facing={facing}
                style={{ transform: `rotate(${screenDegrees(facing, game.config.players)}deg)` }}
              >
                ↑
              </span>
              <span className="label">{t(`azacru.twist.${tw}`)}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div className="actions">
        {sel.stage !== 'chevron' ? (
          <button type="button" onClick={act.cancel}>
            {t('azacru.action.cancel')}
          </button>
        ) : null}
        {sel.stage === 'confirm' ? (
          <button type="button" className="primary" onClick={act.confirm}>
            {t('azacru.action.confirm')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
