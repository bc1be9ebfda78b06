/**
 * Starting a deal (docs/rules/kein-stich.md sections 4-6): the contract comes from the match's
 * position in the partie sequence; a shuffled pack is dealt clockwise from forehand in two rounds,
 * a packet of ⌈h/2⌉ cards to each seat, then one of ⌊h/2⌋. Nothing is turned up; forehand leads a
 * trick deal, the holder of the start card begins the layout deal.
 */
import { filled } from '@arena/engine/arrays';
import { cardIndex, type Card } from '@arena/engine/cards';
import type { DealCards } from '@arena/engine/game';
import { assert } from '@arena/engine/result';
import { ALL_CARDS, handSize } from './cards.ts';
import { sequencePosition } from './options.ts';
import type { DealInfo, DealState, MatchState } from './state.ts';

/** Puts each seat's cards in canonical order: `owner[i]` is the seat of canonical card i, or -1. */
function handsByOwner(owner: readonly number[], seats: number): Card[][] {
  const hands: Card[][] = [];
  for (let seat = 0; seat < seats; seat++) hands.push([]);
  for (let i = 0; i < owner.length; i++) {
    const seat = owner[i] as number;
    if (seat >= 0) hands[seat]?.push(ALL_CARDS[i] as Card);
  }
  return hands;
}

/** Each seat's hand in canonical order, from the cards as dealt or from a shuffled pack. */
export function dealHands(seats: number, dealer: number, cards: DealCards): Card[][] {
  const h = handSize(seats);
  const owner: number[] = filled(ALL_CARDS.length, -1);
  if (cards.kind === 'dealt') {
    assert(cards.hands.length === seats && cards.hands.every((hand) => hand.length === h), 'every hand has h cards');
    assert(cards.stock.length === 0, 'kein-stich deals the whole pack');
    cards.hands.forEach((hand, seat) => hand.forEach((c) => { owner[cardIndex(c)] = seat; }));
    return handsByOwner(owner, seats);
  }
  assert(cards.pack.length === h * seats, 'the shuffled pack is the whole pack');
  let next = 0;
  for (const packet of [Math.ceil(h / 2), Math.floor(h / 2)]) {
    for (let i = 1; i <= seats; i++) {
      const seat = (dealer + i) % seats;
      for (let j = 0; j < packet; j++) owner[cardIndex(cards.pack[next++] as Card)] = seat;
    }
  }
  return handsByOwner(owner, seats);
}

export function startDeal(match: MatchState, dealer: number, cards: DealCards): DealState {
  const { options, seats } = match;
  const { partie, contract } = sequencePosition(options, match.dealsPlayed);
  const hands = dealHands(seats, dealer, cards);
  const info: DealInfo = {
    seats, options, dealNumber: match.dealsPlayed, partie, contract, dealer, tricksTotal: handSize(seats),
    chips: match.chips, pot: match.pot, history: match.history,
  };
  const zeros: readonly number[] = filled(seats, 0);
  const layout = contract === 'layout';
  const forehand = (dealer + 1) % seats;
  const starter = layout ? hands.findIndex((hand) => hand.includes(options.layoutStartCard)) : forehand;
  assert(starter >= 0, 'some seat holds the start card');
  return {
    info, phase: layout ? 'layout' : 'trick-play', hands, toAct: starter, leader: layout ? -1 : forehand,
    trick: [], tricks: [], tricksWon: zeros, units: zeros, rows: [null, null, null, null], layout: [], finishOrder: [],
  };
}
