// The first hand's coach: a line of advice for the decision the person faces now.
import { useTranslation } from '../texts';
import { coachLine } from '../view/coach';
import type { Decision } from './useDecision';

export function CoachLine(props: { decision: Decision }) {
  const { t } = useTranslation();
  const d = props.decision;
  return (
    <p className="bonanza-coach" role="note">
      {t(coachLine(d.kind, d.kind === 'poker' ? d.actions : []))}
    </p>
  );
}
