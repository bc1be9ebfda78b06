/**
 * Bolachen, the Bavarian three-handed plain-trick game, exactly as docs/rules/bolachen.md
 * specifies: announcements and bidding, the forced dealer, the declaration, the card demand in
 * Bettel and Mord, the Doppler exchange, naming trumps, the partner exemption from following suit,
 * settlement, and the arena match.
 *
 * Action vocabulary (rules file, "Actions"):
 *   { type: 'announce' }                          phase 1, forehand then middlehand
 *   { type: 'pass' }                              phase 1; phase 2 (the bidder to act)
 *   { type: 'bid', contract: ContractId }         phase 2 (acorn-/leaf-/bell-/heart-brand, bettel, mord)
 *   { type: 'declare', contract: 'brand' | 'bettel' | 'mord' }   phase 3, declarer
 *   { type: 'demand', card: Card, give: Card }    phase 4, declarer (Bettel/Mord, option cardDemand)
 *   { type: 'no-demand' }                         phase 4, declarer
 *   { type: 'discard', cards: [Card, Card] }      phase 5, declarer (12 cards after the Doppler)
 *   { type: 'trump', suit: 'E' | 'G' | 'H' | 'S' } phase 6, declarer (Brand only)
 *   { type: 'play', card: Card }                  phase 7, the player to act
 */
import type { GameDefinition } from '@arena/engine/game';
import { compareActions } from './actions.ts';
import { applyAction } from './apply.ts';
import { PACK } from './cards.ts';
import { startDeal } from './deal.ts';
import { actionCandidates, defaultAction, legalActions } from './legal.ts';
import { dealsPlayed, finishDeal, isMatchOver, matchLength, matchChips, matchPot, newMatch, nextDealer } from './match.ts';
import { actionKind, cardsInPlay, observe, swapHiddenCards, tableView } from './observe.ts';
import { checkArenaOptions, parseOptions } from './options.ts';
import { parseAction } from './parse.ts';
import type { DealState, MatchState } from './state.ts';
import type { Action, Observation, Options } from './types.ts';

export type { Action, Observation, Options } from './types.ts';
export type { DealState, MatchState } from './state.ts';

export const bolachen: GameDefinition<Options, MatchState, DealState, Action, Observation> = {
  id: 'bolachen',
  name: 'Bolachen',
  seatRange: { min: 3, max: 3, default: 3 },
  duplicateScoring: 'chips',
  scoringMeasure: { chips: { matches: 9 }, matchpoints: { matches: 11 } },
  parseOptions,
  checkArenaOptions,
  pack: () => PACK,
  dealShape: () => ({ handSizes: [10, 10, 10], stockSize: 2 }),
  newMatch,
  nextDealer,
  isMatchOver,
  matchLength,
  matchChips,
  matchPot,
  dealsPlayed,
  startDeal,
  finishDeal,
  seatToAct: (state) => state.toAct,
  legalActions,
  compareActions,
  parseAction,
  applyAction,
  defaultAction,
  observe,
  ownHand: (observation) => observation.hand,
  tableView,
  actionKind,
  cardsInPlay,
  swapHiddenCards,
  actionCandidates,
};
