/**
 * Lupfen, the Vorarlberg/Allgäu pot game of the Loo family, as docs/rules/lupfen.md specifies it
 * (3–6 seats, 20 cards A 10 K O U, three cards each, a pot carried from deal to deal; forced rounds
 * when the pot is empty, Lupfen rounds otherwise; three Unters, Verworfen, Ständer; every option).
 *
 * Action vocabulary (rules section 6), in `compareActions` order:
 *   { type: 'deal' }            Schieben: the seat holding the deal deals
 *   { type: 'push' }            Schieben: it pays the fee and passes the deal to its left
 *   { type: 'look' }            blindLupf: the asked seat looks at its cards
 *   { type: 'blind-lupf' }      blindLupf: it lupfs without looking (doubles the loss payment)
 *   { type: 'lupf' }            lupf phase: become the lupfer, the trump card is turned
 *   { type: 'pass' }            lupf phase: decline; mit phase: drop out
 *   { type: 'mit' }             mit phase: play against the lupfer
 *   { type: 'play', card }      play: a card, following suit, else trumping
 *   { type: 'verworfen' }       play, first turn of the first trick, two Unters and an Ober: cancel
 * Automatic steps: fees, antes, dealing, Ständer, the forced-round turn-up, heartsCompulsory, three
 * Unters, settlement.
 */
import type { GameDefinition } from '@arena/engine/game';
import { ALL_ACTIONS, compareActions, parseAction } from './actions.ts';
import { PACK } from './cards.ts';
import { applyAction } from './apply.ts';
import { startDeal } from './deal.ts';
import { defaultAction, legalActions } from './legal.ts';
import { dealsPlayed, finishDeal, isMatchOver, matchLength, matchChips, matchPot, newMatch, nextDealer } from './match.ts';
import { actionKind, cardsInPlay, observe, swapHiddenCards, tableView } from './observe.ts';
import { checkArenaOptions, parseOptions } from './options.ts';
import type { DealState, MatchState } from './state.ts';
import type { Action, Observation, Options } from './types.ts';

export type { Action, Observation, Options } from './types.ts';
export type { DealState, MatchState } from './state.ts';

export const lupfen: GameDefinition<Options, MatchState, DealState, Action, Observation> = {
  id: 'lupfen',
  name: 'Lupfen',
  seatRange: { min: 3, max: 6, default: 4 },
  duplicateScoring: 'chips',
  scoringMeasure: {
    chips: { matches: 79 }, matchpoints: { matches: 160, moreThan: true },
    why: 'the skill is in how much is won or lost (staying out of a pot you cannot take), which matchpoints reduce to many ties.',
  },
  parseOptions,
  checkArenaOptions,
  pack: () => PACK,
  dealShape: (_options, seats) => ({ handSizes: Array.from({ length: seats }, () => 3), stockSize: PACK.length - 3 * seats }),
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
  actionCandidates: () => ALL_ACTIONS,
};
