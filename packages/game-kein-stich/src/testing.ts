/**
 * Helpers for this package's tests: build a deal from given hands (as a scenario would), play
 * cards, finish a deal with the default move. Not exported by the package.
 */
import type { Card } from '@arena/engine/cards';
import type { DealOutcome, RuleError } from '@arena/engine/game';
import type { Result } from '@arena/engine/result';
import { keinStich } from './index.ts';
import { playAction } from './legal.ts';
import type { DealState, MatchState } from './state.ts';
import type { Options } from './types.ts';

/** `cards('EA EK GU')` → `['EA', 'EK', 'GU']`. */
export const cards = (text: string): Card[] => text.split(/\s+/).filter(Boolean) as Card[];

export function options(raw: unknown, seats = 4): Options {
  const parsed = keinStich.parseOptions(raw, seats);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A match at deal 0 (or later) with the given pot, as replay would start it. */
export function matchWith(raw: unknown, seats: number, pot = 0, dealsPlayed = 0): MatchState {
  const match = keinStich.newMatch(options(raw, seats), seats, Array.from({ length: seats }, () => 0));
  return { ...match, pot, dealsPlayed };
}

/** Starts a deal from hands written as strings, like a scenario file's deal. */
export function deal(match: MatchState, dealer: number, hands: readonly string[]): DealState {
  return keinStich.startDeal(match, dealer, { kind: 'dealt', hands: hands.map(cards), stock: [] });
}

export function tryPlay(state: DealState, seat: number, card: string): Result<DealState, RuleError> {
  return keinStich.applyAction(state, seat, { type: 'play', card: card as Card });
}

/** Plays `[seat, card]` moves, throwing on the first refusal. */
export function play(state: DealState, moves: readonly (readonly [number, string])[]): DealState {
  let s = state;
  for (const [seat, card] of moves) {
    const r = tryPlay(s, seat, card);
    if (!r.ok) throw new Error(`seat ${seat} ${card}: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

/** Plays the default move (first legal card in canonical order) until the deal is over. */
export function playDefaults(state: DealState, log?: [number, Card][]): DealState {
  let s = state;
  for (let seat = s.toAct; seat !== null; seat = s.toAct) {
    const action = keinStich.defaultAction(s);
    log?.push([seat, action.card]);
    const r = keinStich.applyAction(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

export const playCard = playAction;

/** The first deal of the public scenario full-partie.json (dealer 0) and its 32 plays. */
export const PARTIE_HANDS = [
  'EK E8 E7 G7 HU H9 SK S7', 'EA E10 GA GO HO SO SU S10', 'EO EU GU G9 HA HK H10 S9', 'E9 GK G10 G8 H8 H7 SA S8',
];
export const PARTIE_PLAYS = [
  [1, 'E10'], [2, 'EO'], [3, 'E9'], [0, 'E8'], [2, 'G9'], [3, 'G8'], [0, 'G7'], [1, 'GA'],
  [1, 'S10'], [2, 'S9'], [3, 'S8'], [0, 'S7'], [1, 'SU'], [2, 'HA'], [3, 'SA'], [0, 'SK'],
  [3, 'H7'], [0, 'HU'], [1, 'HO'], [2, 'H10'], [1, 'GO'], [2, 'GU'], [3, 'G10'], [0, 'EK'],
  [1, 'SO'], [2, 'HK'], [3, 'GK'], [0, 'H9'], [1, 'EA'], [2, 'EU'], [3, 'H8'], [0, 'E7'],
] as const;

/** The deal of no-hearts-start-contract.json (dealer 1): HK falls to seat 3, GO to seat 1. */
export const SPLIT_HANDS = [
  'EA EK E7 G10 G8 H7 SA S10', 'EO EU HK HU H10 H8 SK S9', 'GO GU G9 G7 SO SU S8 S7', 'E10 E9 E8 GA GK HA HO H9',
];
export const SPLIT_PLAYS = [
  [2, 'G7'], [3, 'GA'], [0, 'G10'], [1, 'HK'], [3, 'E8'], [0, 'E7'], [1, 'EO'], [2, 'GO'],
  [1, 'H8'], [2, 'SO'], [3, 'HA'], [0, 'H7'], [3, 'E9'], [0, 'EA'], [1, 'EU'], [2, 'GU'],
  [0, 'G8'], [1, 'HU'], [2, 'G9'], [3, 'GK'], [3, 'H9'], [0, 'SA'], [1, 'H10'], [2, 'SU'],
  [1, 'S9'], [2, 'S8'], [3, 'HO'], [0, 'S10'], [0, 'EK'], [1, 'SK'], [2, 'S7'], [3, 'E10'],
] as const;

/** Seat 1 (forehand of dealer 0) holds every Ace and King: with default play it wins every trick. */
export const MARCH_HANDS = ['E8 E7 G8 G7 H8 H7 S8 S7', 'EA EK GA GK HA HK SA SK', 'EO EU GO GU HO HU SO SU', 'E10 E9 G10 G9 H10 H9 S10 S9'];

/** The layout deal of layout-only.json (dealer 2): seat 2 holds EU. */
export const LAYOUT_HANDS = ['E9 E8 GU G8 H8 H7 SA SU', 'GA GK G9 G7 H9 SO S10 S8', 'EO EU E7 HA HO H10 SK S7', 'EA EK E10 GO G10 HK HU S9'];

/** The outcome of a finished deal, settled against a match holding `pot`. */
export function settle(state: DealState, pot = 0): DealOutcome {
  const match = { ...keinStich.newMatch(state.info.options, state.info.seats, state.info.chips), pot, dealsPlayed: state.info.dealNumber };
  return keinStich.finishDeal(match, state).outcome;
}

/** The rule code of a refusal, or `ok`. */
export function code(result: Result<DealState, RuleError>): string {
  return result.ok ? 'ok' : result.error.code;
}
