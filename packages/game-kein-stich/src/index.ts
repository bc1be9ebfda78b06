/**
 * Kein Stich (Herzeln, King Louis, Fünferspiel), exactly as docs/rules/kein-stich.md specifies:
 * parties of penalty trick deals (`no-tricks`, `no-hearts`, `no-obers`, `no-max`, optionally
 * `no-second-last`/`no-first-last`, or one merged `power` deal) that fill a pot, and a closing
 * layout deal that pays it out; 3 to 6 seats; options in options.ts.
 *
 * Action vocabulary (rules section 7), one type:
 *   { "type": "play", "card": C }   play C to the trick, or lay C in the layout deal
 * Automatic steps: completing tricks, the layout deal's passes (recorded as `pass` events),
 * settlement. Rule codes: not-your-turn, deal-over, unknown-action, no-such-card, bad-action,
 * card-not-in-pack, card-not-in-hand, must-follow-suit, must-lay-start-card, card-not-layable.
 */
import type { GameDefinition } from '@arena/engine/game';
import { handSize, packFor } from './cards.ts';
import { applyAction } from './apply.ts';
import { startDeal } from './deal.ts';
import { ALL_ACTIONS, compareActions, legalActions, parseAction } from './legal.ts';
import { finishDeal, isMatchOver, matchLength, newMatch, nextDealer } from './match.ts';
import { actionKind, cardsInPlay, observe, swapHiddenCards, tableView } from './observe.ts';
import { checkArenaOptions, parseOptions } from './options.ts';
import type { DealState, MatchState } from './state.ts';
import type { Action, Observation, Options } from './types.ts';

export const keinStich: GameDefinition<Options, MatchState, DealState, Action, Observation> = {
  id: 'kein-stich',
  name: 'Kein Stich',
  seatRange: { min: 3, max: 6, default: 4 },
  duplicateScoring: 'matchpoints',
  scoringMeasure: {
    chips: { matches: 15 }, matchpoints: { matches: 5 },
    why: 'a deal\'s chips mostly say who won it, and matchpoints need a third of the matches.',
  },

  parseOptions,
  checkArenaOptions,
  pack: (_options, seats) => packFor(seats),
  dealShape: (_options, seats) => ({ handSizes: Array.from({ length: seats }, () => handSize(seats)), stockSize: 0 }),

  newMatch,
  nextDealer,
  isMatchOver,
  matchLength,
  matchChips: (match) => match.chips,
  matchPot: (match) => match.pot,
  dealsPlayed: (match) => match.dealsPlayed,
  startDeal,
  finishDeal,

  seatToAct: (state) => state.toAct,
  legalActions,
  compareActions,
  parseAction,
  applyAction,
  defaultAction: (state) => {
    const first = legalActions(state)[0];
    if (!first) throw new Error('invariant broken: no seat to act');
    return first;
  },
  observe,
  ownHand: (observation) => observation.hand,
  tableView,
  actionKind,

  cardsInPlay,
  swapHiddenCards,
  actionCandidates: () => ALL_ACTIONS,
};
