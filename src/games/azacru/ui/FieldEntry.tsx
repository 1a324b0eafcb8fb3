// Keyboard play: type a field (a1 to i9) and Enter to pick your chevron, then its target; Enter on empty confirms, Escape steps back.
import { useState } from 'react';
import { fieldIndex } from '../rules/fields';
import { answerTap } from '../view/answer-tap';
import { personActions, useGame } from '../view/GameContext';
import { selectSelection } from '../view/selectors';
import { useTapNotes } from '../view/tap-notes';
import { useTranslation } from '../texts';

export function FieldEntry() {
  const { t } = useTranslation();
  const game = useGame();
  const notes = useTapNotes();
  const [text, setText] = useState('');
  const act = personActions(game);
  const enter = () => {
    const field = fieldIndex(text.trim().toLowerCase());
    const snapshot = game.actor.getSnapshot();
    if (text.trim() === '') {
      if (selectSelection(snapshot).stage === 'confirm') act.confirm();
      return;
    }
    answerTap(game, notes, field);
    setText('');
  };
  return (
    <form
      className="azacru-entry"
      onSubmit={(e) => {
        e.preventDefault();
        enter();
      }}
    >
      <label htmlFor="azacru-field">{t('azacru.keyboard.label')}</label>
      <input
        id="azacru-field"
        value={text}
        maxLength={2}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('azacru.keyboard.placeholder')}
        aria-describedby="azacru-field-help"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') act.cancel();
        }}
      />
      <span id="azacru-field-help" className="sr-only">
        {t('azacru.keyboard.help')}
      </span>
    </form>
  );
}
