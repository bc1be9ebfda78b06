/**
 * Kontraspiel (Contra): the rules are docs/rules/kontraspiel.md; this definition implements them.
 *
 * Four players, 24 German-suited cards, the Wenzels `EU` and `GU` always the top trumps. The
 * turn-up card fixes the preferred suit (a Wenzel: the dealer's automatic solo; an Ace: the
 * dealer's blind take, with its binding); two bidding rounds, an announcement round, contra (with
 * the exchange for the turn-up) and recontra windows, five tricks, one winner, a pot with a capped
 * base value, and side payments.
 *
 * Action vocabulary (section 5), each `{ type, ...fields }`:
 *   take                           BLIND, dealer: take the turned-up card blind
 *   pass                           BLIND, FIRST-ROUND, SECOND-ROUND, ANNOUNCE, contra/recontra windows
 *   discard  { card }              DISCARD, dealer: any card but the turn-up just taken
 *   accept                         FIRST-ROUND: play the preferred suit
 *   choose   { suit }              SECOND-ROUND: name trumps (the preferred suit: eldest only)
 *   announce { suit }              ANNOUNCE: promise all five tricks in a suit other than the preferred one
 *   contra   { exchange?: card }   contra window (D0, D1); the exchange only in D0 against a first-round solo
 *   recontra                       recontra window (D1, D2)
 *   play     { card }              trick play, follow the (effective) suit led
 */
import type { GameDefinition } from '@arena/engine/game';
import { CANDIDATES, compareActions, parseAction } from './actions.ts';
import { applyAction } from './apply.ts';
import { PACK } from './cards.ts';
import { startDeal } from './deal.ts';
import { defaultAction, legalActions } from './legal.ts';
import { dealsPlayed, finishDeal, isMatchOver, matchLength, matchChips, matchPot, newMatch, nextDealer } from './match.ts';
import { actionKind, cardsInPlay, observe, swapHiddenCards, tableView } from './observe.ts';
import { checkArenaOptions, parseOptions, SEATS } from './options.ts';
import type { DealState, MatchState } from './state.ts';
import type { Action, Observation, Options } from './types.ts';

export type { Action, Observation, Options } from './types.ts';
export type { DealState, MatchState } from './state.ts';

export const kontraspiel: GameDefinition<Options, MatchState, DealState, Action, Observation> = {
  id: 'kontraspiel',
  name: 'Kontraspiel',
  seatRange: { min: SEATS, max: SEATS, default: SEATS },
  duplicateScoring: 'chips',
  scoringMeasure: { chips: { matches: 4 }, matchpoints: { matches: 7 } },

  parseOptions,
  checkArenaOptions,
  pack: () => PACK,
  dealShape: () => ({ handSizes: [5, 5, 5, 5], stockSize: 4 }),

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
  actionCandidates: () => CANDIDATES,
};
