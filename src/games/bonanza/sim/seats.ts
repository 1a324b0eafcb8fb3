// Who may send what at a table: the table's own progress is never a player's event, and a bot's seat takes no one else's.
import { TABLE_EVENT_TYPES, type TableEvent } from '../rules/events';
import { quote, type RefusalCode } from '../rules/refusals';

/** The flow's refusal codes and the table's own: a table event or a bot's seat from outside. */
export type TableRefusalCode = RefusalCode | 'table-only' | 'bot-seat';

export interface TableRefusal {
  readonly code: TableRefusalCode;
  readonly reason: string;
}

const TABLE_TYPES: ReadonlySet<string> = new Set<TableEvent['type']>(TABLE_EVENT_TYPES);

/**
 * Why a person's event is refused before the flow sees it, or null: the antes, the deal, the calls
 * and the forced plays are the table's; a seat played by a bot takes only that bot's decisions.
 */
export function personProblem(
  value: unknown,
  isBot: (seat: number) => boolean,
): TableRefusal | null {
  if (typeof value !== 'object' || value === null) return null;
  const type: unknown = (value as { type?: unknown }).type;
  if (typeof type === 'string' && TABLE_TYPES.has(type)) {
    return {
      code: 'table-only',
      reason: `${quote(type)} is the table's own event, not a player's`,
    };
  }
  const seat: unknown = (value as { seat?: unknown }).seat;
  if (typeof seat === 'number' && Number.isInteger(seat) && isBot(seat)) {
    return {
      code: 'bot-seat',
      reason: `player ${seat} is a bot: its seat takes only its own decisions`,
    };
  }
  return null;
}
