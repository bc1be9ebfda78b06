/**
 * What the table shows, the same shape for every game: the hands as one viewer may see them, the
 * trick being played and the tricks done, chips, pot, phase and the cards lying face up beside the
 * trick. Each game builds it with its `tableView(state, viewer)` (game.ts) from exactly what its
 * rules file's "What each seat may see" section allows that viewer; the site's replay and live
 * viewers (and a person's play page) draw every game from it without knowing any game's fields.
 */
import type { Card } from './cards.ts';

/**
 * Who looks at the table: a seat (its own cards and everything public), `public` (what every seat
 * may see: a spectator of a live table), or `all` (every card: the replay of a finished match).
 */
export type TableViewer = number | 'public' | 'all';

export interface TablePlay {
  readonly seat: number;
  readonly card: Card;
}

export interface TableTrick {
  readonly leader: number;
  /** The cards in playing order from the leader. */
  readonly plays: readonly TablePlay[];
  /** The seat that took the trick; null while it is being played. */
  readonly winner: number | null;
}

export interface TableSeat {
  /** The seat's cards in hand, or null when the viewer may not see them (then only `handSize`). */
  readonly hand: readonly Card[] | null;
  readonly handSize: number;
  /** The seat's balance at the start of the deal. */
  readonly chips: number;
  readonly tricksTaken: number;
}

/** Cards lying face up beside the trick, with their name: the trump card, a turn-up, a Doppler. */
export interface TableCards {
  readonly label: string;
  readonly cards: readonly Card[];
}

export interface TableView {
  /** The game's phase of the deal, as its rules file names it (`over` once the deal is over). */
  readonly phase: string;
  /** The seat to decide, or null once the deal is over. */
  readonly toAct: number | null;
  /** The seat holding the deal now. */
  readonly dealer: number;
  /** One entry per seat, `0 … n-1`. */
  readonly seats: readonly TableSeat[];
  /** The trick being played: null until its first card. */
  readonly trick: TableTrick | null;
  /** The completed tricks of the deal, in order. */
  readonly tricks: readonly TableTrick[];
  /** The pot, or null in a game without one. */
  readonly pot: number | null;
  readonly faceUp: readonly TableCards[];
}

/**
 * What a decision is, for the table: `card` puts a card on the table (a trick or a layout), `call`
 * is every other decision (a bid, a pass, an announcement, a discard, an exchange ...).
 */
export type ActionKind = 'card' | 'call';

/** A trick kept as its cards in playing order from `leader`, with the seat of each card. */
export function trickOfCards(leader: number, cards: readonly Card[], seats: number, winner: number | null): TableTrick {
  return { leader, plays: cards.map((card, i) => ({ seat: (leader + i) % seats, card })), winner };
}

/** The trick being played, from its cards so far (led by `leader`): null before its first card. */
export function openTrick(leader: number, cards: readonly Card[], seats: number): TableTrick | null {
  return cards.length === 0 ? null : trickOfCards(leader, cards, seats, null);
}

/** Every card a table view shows face up (hands, tricks, cards beside the trick). */
export function cardsShown(view: TableView): Set<Card> {
  const shown = new Set<Card>();
  for (const seat of view.seats) for (const card of seat.hand ?? []) shown.add(card);
  for (const trick of [...view.tricks, ...(view.trick ? [view.trick] : [])]) for (const play of trick.plays) shown.add(play.card);
  for (const group of view.faceUp) for (const card of group.cards) shown.add(card);
  return shown;
}
