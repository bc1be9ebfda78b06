/**
 * Starting a deal (docs/rules/kontraspiel.md, sections 3 and 4 phase A): the cards as dealt (a
 * scenario) or dealt 3-2 from a shuffled pack starting with eldest, then the automatic turn-up
 * handling: a Wenzel forces the dealer's solo, a blind turn-up asks the dealer (or is taken at
 * once by a bound dealer), anything else opens the first bidding round.
 */
import type { Card } from '@arena/engine/cards';
import type { DealCards } from '@arena/engine/game';
import { insertCard, isAce, isWenzel, printedSuit, sortCanonical } from './cards.ts';
import { eldestOf } from './flow.ts';
import { patch, type DealState, type MatchState } from './state.ts';

interface Dealt {
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

/** Section 3.2: packets of 3 then 2, clockwise from eldest; the last 4 cards are the stock. */
export function dealPack(pack: readonly Card[], dealer: number): Dealt {
  const hands: Card[][] = [[], [], [], []];
  let next = 0;
  for (const packet of [3, 2]) {
    for (let i = 1; i <= 4; i++) {
      const seat = (dealer + i) % 4;
      hands[seat] = [...(hands[seat] ?? []), ...pack.slice(next, next + packet)];
      next += packet;
    }
  }
  return { hands, stock: pack.slice(next, next + 4) };
}

export function startDeal(match: MatchState, dealer: number, cards: DealCards): DealState {
  const { hands, stock } = cards.kind === 'dealt' ? cards : dealPack(cards.pack, dealer);
  const turnUp = stock[0];
  if (turnUp === undefined || hands.length !== 4 || stock.length !== 4) throw new Error('invariant broken: a deal needs 4 hands and a stock of 4');
  const eldest = eldestOf(dealer);
  const state: DealState = {
    options: match.options, dealNumber: match.dealsPlayed, dealer, eldest,
    chips: match.chips, potBefore: match.pot, blindBound: match.blindBound,
    phase: 'first-round', toAct: eldest,
    hands: hands.map(sortCanonical), turnUp, preferred: printedSuit(turnUp), turnUpHolder: null, dead: stock.slice(1),
    discarded: null, exchanged: null, blindTake: false,
    soloist: null, trump: null, contract: null, contra: null, recontra: null,
    tricks: [], trick: [], leader: eldest, trickCounts: [0, 0, 0, 0], history: [],
  };
  return handleTurnUp(state);
}

/** Phase A of section 4. */
function handleTurnUp(state: DealState): DealState {
  const { turnUp, options: o } = state;
  if (isWenzel(turnUp) && o.wenzelTurnUp === 'automatic') return takeTurnUp(state, false);
  const blind = (isAce(turnUp) && o.aceTurnUp) || (isWenzel(turnUp) && o.wenzelTurnUp === 'choice');
  if (!blind) return state;
  if (o.blindTakeBinds && state.blindBound[state.dealer] === true) return takeTurnUp(state, true);
  return patch(state, { phase: 'blind', toAct: state.dealer });
}

/** The dealer takes the turn-up: soloist in the preferred suit, 6 cards, then he discards. */
export function takeTurnUp(state: DealState, blind: boolean): DealState {
  const { dealer } = state;
  const hands = state.hands.map((h, s) => (s === dealer ? insertCard(h, state.turnUp) : h));
  return patch(state, {
    hands, turnUpHolder: dealer, blindTake: blind,
    soloist: dealer, trump: state.preferred, contract: 'turn-up', phase: 'discard', toAct: dealer,
  });
}
