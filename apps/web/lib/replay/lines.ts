/**
 * The decisions of a deal as the replay lists them (UX.md §1): `play EA`, `bid solo`, `pass`, each
 * action's type and values with the cards the viewer may not see hidden, whether it puts a card on
 * the table (the game's `actionKind`), and each seat's last call so far.
 */
import { isCard } from '@arena/engine/cards';
import type { AnyGameDefinition } from '@arena/engine/game';
import type { ActionKind } from '@arena/engine/table-view';
import type { DecisionRecord } from '@arena/record/match-record';

export interface DecisionLine {
  readonly step: number;
  readonly index: number;
  readonly seat: number;
  readonly text: string;
  readonly isCard: boolean;
  readonly cpuMs: number;
  readonly by: 'bot' | 'default';
  readonly faultKind: string | null;
  /** The fault's message and the bot's log: only for seats the viewer owns. */
  readonly faultMessage: string | null;
  readonly log: string | null;
}

/** Tells whether `seat`'s card may be shown to the viewer. */
export type CardSight = (seat: number, card: string) => boolean;

function valueText(value: unknown, canSee: (card: string) => boolean): string {
  if (isCard(value)) return canSee(value) ? value : '[hidden card]';
  if (Array.isArray(value)) return value.map((x) => (isCard(x) ? valueText(x, canSee) : JSON.stringify(x))).join(' ');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** `play EA`, `bid solo`, `pass`: the action's type and its values, the cards the viewer may not see hidden. */
export function actionText(action: unknown, canSee: (card: string) => boolean): string {
  if (typeof action !== 'object' || action === null) return String(action);
  const { type, ...values } = action as Record<string, unknown>;
  return [typeof type === 'string' ? type : '?', ...Object.values(values).map((v) => valueText(v, canSee))].join(' ');
}

/** The game's kind of a recorded action, or null when the record holds no action of the game. */
function kindOf(game: AnyGameDefinition, action: unknown): ActionKind | null {
  const parsed = game.parseAction(action);
  return parsed.ok ? game.actionKind(parsed.value) : null;
}

/** The line of decision `index` (taken at global step `step`), its log and fault details for own seats only. */
export function decisionLine(game: AnyGameDefinition, d: DecisionRecord, at: { step: number; index: number }, own: boolean, sight: CardSight): DecisionLine {
  return {
    ...at, seat: d.seat, text: actionText(d.action, (card) => sight(d.seat, card)), isCard: kindOf(game, d.action) === 'card',
    cpuMs: d.cpuMs, by: d.by, faultKind: d.fault?.kind ?? null,
    faultMessage: own ? (d.fault?.message ?? null) : null, log: own ? (d.log ?? null) : null,
  };
}

/** Each seat's last call (a decision that puts no card on the table) among `lines`, as text. */
export function lastCalls(lines: readonly DecisionLine[]): Map<number, string> {
  const calls = new Map<number, string>();
  for (const line of lines) if (!line.isCard) calls.set(line.seat, line.text);
  return calls;
}
