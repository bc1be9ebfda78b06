/**
 * The seats around the replay's table, drawn from the game's table view (`tableView`, which holds
 * only what the viewer may see) and the deal's decision lines, and the cards a viewer has seen.
 */
import { RANKS, SUITS, isCard, rankOf, suitOf, type Card } from '@arena/engine/cards';
import type { AnyGameDefinition } from '@arena/engine/game';
import type { TableView } from '@arena/engine/table-view';
import type { CardSight } from './lines.ts';

export type ReplayView = { readonly kind: 'all' } | { readonly kind: 'public' } | { readonly kind: 'seat'; readonly seat: number };

export interface SeatPanel {
  readonly seat: number;
  /** The cards, or null when this view may not see them (then only `count`). */
  readonly hand: readonly Card[] | null;
  readonly count: number;
  readonly chips: number;
  readonly toAct: boolean;
  readonly isDealer: boolean;
  /** The seat's last call or announcement of this deal so far, as text. */
  readonly lastCall: string | null;
}

const SUIT_INDEX = new Map<string, number>(SUITS.map((s, i) => [s, i]));
const RANK_INDEX = new Map<string, number>(RANKS.map((r, i) => [r, i]));

/** Suits E G H S, each high to low. */
export function sortHand(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) =>
    (SUIT_INDEX.get(suitOf(a)) ?? 0) - (SUIT_INDEX.get(suitOf(b)) ?? 0) || (RANK_INDEX.get(rankOf(a)) ?? 0) - (RANK_INDEX.get(rankOf(b)) ?? 0));
}

/** Every seat as the table view shows it; nobody is to act once the deal is settled. */
export function seatPanels(table: TableView, lastCalls: ReadonlyMap<number, string>, settled: boolean): SeatPanel[] {
  return table.seats.map((s, seat) => ({
    seat, hand: s.hand === null ? null : sortHand(s.hand), count: s.handSize, chips: s.chips,
    toAct: !settled && table.toAct === seat, isDealer: table.dealer === seat, lastCall: lastCalls.get(seat) ?? null,
  }));
}

/** Every card named anywhere in a JSON value (to tell which cards a seat has seen). */
export function cardsMentioned(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isCard(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) cardsMentioned(v, into);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) cardsMentioned(v, into);
  return into;
}

/**
 * Which cards of the decisions the view may show at `state`: all of them; a seat its own and those
 * its observation names; the public view those that every seat's observation names.
 */
export function cardSight(game: AnyGameDefinition, state: unknown, view: ReplayView, seats: number): CardSight {
  if (view.kind === 'all') return () => true;
  if (view.kind === 'seat') {
    const seen = cardsMentioned(game.observe(state, view.seat));
    return (seat, card) => seat === view.seat || seen.has(card);
  }
  const seen = Array.from({ length: seats }, (_, s) => cardsMentioned(game.observe(state, s)));
  return (_seat, card) => seen.every((cards) => cards.has(card));
}
