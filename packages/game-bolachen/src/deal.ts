/**
 * Starting a deal (rules file, "Dealing"): the cards as given by a scenario, or a shuffled pack
 * dealt 3 – Doppler 2 – 4 – 3, clockwise from forehand.
 */
import type { Card } from '@arena/engine/cards';
import type { DealCards } from '@arena/engine/game';
import { assert } from '@arena/engine/result';
import { sortCards } from './cards.ts';
import type { DealState, MatchState } from './state.ts';
import { copyState, forehandOf } from './state.ts';

/** Pack positions (index 0 = top) of forehand's, middlehand's and the dealer's cards, and of the Doppler. */
const FOREHAND_SLOTS = [0, 1, 2, 11, 12, 13, 14, 23, 24, 25];
const MIDDLEHAND_SLOTS = [3, 4, 5, 15, 16, 17, 18, 26, 27, 28];
const DEALER_SLOTS = [6, 7, 8, 19, 20, 21, 22, 29, 30, 31];
const DOPPLER_SLOTS = [9, 10];

/** The cards at `slots` of a 32-card pack (its length is checked once, by `dealPack`). */
function take(pack: readonly Card[], slots: readonly number[]): Card[] {
  const out: Card[] = [];
  for (const i of slots) out.push(pack[i] as Card);
  return out;
}

/** The hands by seat and the Doppler, from a shuffled 32-card pack. */
export function dealPack(pack: readonly Card[], dealer: number): { hands: Card[][]; doppler: Card[] } {
  assert(pack.length === 32, 'a Bolachen pack has 32 cards');
  const hands: Card[][] = [[], [], []];
  hands[forehandOf(dealer)] = take(pack, FOREHAND_SLOTS);
  hands[(dealer + 2) % 3] = take(pack, MIDDLEHAND_SLOTS);
  hands[dealer] = take(pack, DEALER_SLOTS);
  return { hands, doppler: take(pack, DOPPLER_SLOTS) };
}

export function startDeal(match: MatchState, dealer: number, cards: DealCards): DealState {
  const dealt = cards.kind === 'dealt' ? { hands: cards.hands, doppler: cards.stock } : dealPack(cards.pack, dealer);
  assert(dealt.hands.length === 3 && dealt.doppler.length === 2, 'three hands and a Doppler of two');
  return copyState({
    options: match.options,
    chips: match.chips,
    dealer,
    phase: 'announce',
    toAct: forehandOf(dealer),
    hands: dealt.hands.map(sortCards),
    doppler: [...dealt.doppler],
    pickedUp: [],
    discards: [],
    calls: [],
    highBid: null,
    lastBids: [null, null, null],
    declarer: null,
    bid: null,
    forced: false,
    declared: null,
    demand: null,
    trump: null,
    contract: null,
    leader: null,
    trick: [],
    played: [],
    tricks: [0, 0, 0],
  });
}
