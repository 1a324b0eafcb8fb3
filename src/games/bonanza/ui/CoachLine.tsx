// The first hand's coach: a line of advice for the decision the person faces now.
import { useTranslation } from '../texts';
import type { Decision } from './useDecision';

const LINES = {
  none: 'bonanza.coach.wait',
  widow: 'bonanza.coach.widow',
  bid: 'bonanza.coach.bidding',
  'pass-only': 'bonanza.coach.bidding',
  show: 'bonanza.coach.show',
  poker: 'bonanza.coach.poker',
  five: 'bonanza.coach.five',
  lead: 'bonanza.coach.lead',
} as const satisfies Record<Decision['kind'], string>;

export function CoachLine(props: { kind: Decision['kind'] }) {
  const { t } = useTranslation();
  return (
    <p className="bonanza-coach" role="note">
      {t(LINES[props.kind])}
    </p>
  );
}
