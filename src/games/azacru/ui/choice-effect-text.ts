// The confirm step's second sentence: the field a plain move claims, which fields a connection change turns to the person's colour, or that a jump changes none.
import { fieldName } from '../rules/fields';
import type { TFunction } from '../texts';
import type { ChoiceEffect } from '../view/selectors';

/** The sentence for a chosen move's effect ('' for a move that gains nothing new). */
export function choiceEffectText(
  t: TFunction,
  effect: ChoiceEffect | null,
  language: string,
): string {
  if (!effect) return '';
  if (effect.kind === 'connection jump') return t('azacru.prompt.jump');
  if (effect.gains.length === 0)
    return effect.claims === null
      ? ''
      : t('azacru.prompt.claims', { field: fieldName(effect.claims) });
  const one = effect.gains.length === 1;
  const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    effect.gains.map(fieldName),
  );
  if (effect.kind === 'removal')
    return t(one ? 'azacru.prompt.gainsRemovalOne' : 'azacru.prompt.gainsRemoval', { fields });
  if (effect.kind === 'connection change')
    return t(one ? 'azacru.prompt.gainsOne' : 'azacru.prompt.gains', { fields });
  return '';
}
