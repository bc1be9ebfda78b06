/**
 * Starting a deal (docs/rules/kontraspiel.md, sections 3 and 4 phase A): the cards as dealt (a
 * scenario) or dealt 3-2 from a shuffled pack starting with eldest, then the automatic turn-up
 * handling: a Wenzel forces the dealer's solo, a blind turn-up asks the dealer (or is taken at
 * once by a bound dealer), anything else opens the first bidding round. The automatic steps fill
 * in the new deal's `Draft` before `startDeal` returns it.
 */
import { replaced } from '@arena/engine/arrays';
import type { Card } from '@arena/engine/cards';
import type { DealCards } from '@arena/engine/game';
import { insertCard, isAce, isWenzel, printedSuit, sortCanonical } from './cards.ts';
import { eldestOf } from './flow.ts';
import type { DealState, Draft, MatchState } from './state.ts';

interface Dealt {
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

/** Section 3.2: packets of 3 then 2, clockwise from eldest; the last 4 cards are the stock. */
export function dealPack(pack: readonly Card[], dealer: number): Dealt {
  const hands: Card[][] = [[], [], [], []];
  let next = 0;
  for (const packet of PACKETS) {
    for (let i = 1; i <= 4; i++) {
      const hand = hands[(dealer + i) % 4] as Card[];
      for (let k = 0; k < packet; k++) hand.push(pack[next++] as Card);
    }
  }
  return { hands, stock: pack.slice(next, next + 4) };
}

const PACKETS = [3, 2] as const;

export function startDeal(match: MatchState, dealer: number, cards: DealCards): DealState {
  const { hands, stock } = cards.kind === 'dealt' ? cards : dealPack(cards.pack, dealer);
  const turnUp = stock[0];
  if (turnUp === undefined || hands.length !== 4 || stock.length !== 4) throw new Error('invariant broken: a deal needs 4 hands and a stock of 4');
  const eldest = eldestOf(dealer);
  const d: Draft = {
    options: match.options, dealNumber: match.dealsPlayed, dealer, eldest,
    chips: match.chips, potBefore: match.pot, blindBound: match.blindBound,
    phase: 'first-round', toAct: eldest,
    hands: hands.map(sortCanonical), turnUp, preferred: printedSuit(turnUp), turnUpHolder: null, dead: stock.slice(1),
    discarded: null, exchanged: null, blindTake: false,
    soloist: null, trump: null, contract: null, contra: null, recontra: null,
    tricks: [], trick: [], leader: eldest, trickCounts: [0, 0, 0, 0], history: [],
  };
  handleTurnUp(d);
  return d;
}

/** Phase A of section 4, on the new deal `d`. */
function handleTurnUp(d: Draft): void {
  const { turnUp, options: o } = d;
  if (isWenzel(turnUp) && o.wenzelTurnUp === 'automatic') return takeTurnUp(d, false);
  const blind = (isAce(turnUp) && o.aceTurnUp) || (isWenzel(turnUp) && o.wenzelTurnUp === 'choice');
  if (!blind) return;
  if (o.blindTakeBinds && d.blindBound[d.dealer] === true) return takeTurnUp(d, true);
  d.phase = 'blind';
  d.toAct = d.dealer;
}

/** The dealer takes the turn-up: soloist in the preferred suit, 6 cards, then he discards. */
export function takeTurnUp(d: Draft, blind: boolean): void {
  const { dealer } = d;
  d.hands = replaced(d.hands, dealer, insertCard(d.hands[dealer] ?? [], d.turnUp));
  d.turnUpHolder = dealer;
  d.blindTake = blind;
  d.soloist = dealer;
  d.trump = d.preferred;
  d.contract = 'turn-up';
  d.phase = 'discard';
  d.toAct = dealer;
}
