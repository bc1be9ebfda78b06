/**
 * Helpers for this package's tests: a deal from given cards (as a scenario gives them), and
 * actions applied through `parseAction` + `applyAction` exactly as replay does.
 */
import type { Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import type { Result } from '@arena/engine/result';
import { bolachen } from './index.ts';
import type { DealState, MatchState } from './state.ts';

export type Step = readonly [number, Record<string, unknown>];

export function matchWith(options: unknown = {}, chips: readonly number[] = [0, 0, 0]): MatchState {
  const parsed = bolachen.parseOptions(options, 3);
  if (!parsed.ok) throw new Error(parsed.error);
  return bolachen.newMatch(parsed.value, 3, chips);
}

export function dealOf(hands: readonly (readonly Card[])[], stock: readonly Card[], dealer: number, options: unknown = {}): DealState {
  return bolachen.startDeal(matchWith(options), dealer, { kind: 'dealt', hands, stock });
}

/** Tries one raw action: the parse error or the rule error, or the new state. */
export function act(state: DealState, seat: number, raw: Record<string, unknown>): Result<DealState, RuleError> {
  const action = bolachen.parseAction(raw);
  return action.ok ? bolachen.applyAction(state, seat, action.value) : action;
}

/** Applies every step; throws on the first refused one. */
export function run(state: DealState, steps: readonly Step[]): DealState {
  let s = state;
  for (const [i, [seat, raw]] of steps.entries()) {
    const r = act(s, seat, raw);
    if (!r.ok) throw new Error(`step ${i} ${JSON.stringify(raw)} refused: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** The refusal code of one action (or 'ok'). */
export function codeOf(state: DealState, seat: number, raw: Record<string, unknown>): string {
  const r = act(state, seat, raw);
  return r.ok ? 'ok' : r.error.code;
}

/** Plays the deal to its end with the rules file's default move for every seat. */
export function playOut(state: DealState): DealState {
  let s = state;
  for (let seat = bolachen.seatToAct(s); seat !== null; seat = bolachen.seatToAct(s)) {
    const r = bolachen.applyAction(s, seat, bolachen.defaultAction(s));
    if (!r.ok) throw new Error(`default action refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

/** The deal of the public scenario basic-brand-won: dealer 0, so forehand 1 and middlehand 2. */
export const BASIC_HANDS: readonly (readonly Card[])[] = [
  ['GA', 'GK', 'GO', 'GU', 'G10', 'SK', 'SO', 'E10', 'E9', 'H8'],
  ['HA', 'HK', 'HO', 'HU', 'H10', 'EA', 'EK', 'SA', 'G7', 'S7'],
  ['G9', 'G8', 'SU', 'S10', 'S9', 'S8', 'EO', 'EU', 'E8', 'H7'],
];
export const BASIC_STOCK: readonly Card[] = ['H9', 'E7'];

/** Seat 1 has the top five Acorns and Leaves: a sure Mord, a sure Bettel loss. Dealer 0. */
export const TOP_HANDS: readonly (readonly Card[])[] = [
  ['H10', 'H9', 'H8', 'H7', 'SA', 'SK', 'SO', 'SU', 'S10', 'S9'],
  ['EA', 'EK', 'EO', 'EU', 'E10', 'GA', 'GK', 'GO', 'GU', 'G10'],
  ['E9', 'E8', 'E7', 'G9', 'G8', 'G7', 'HA', 'HK', 'HO', 'HU'],
];
export const TOP_STOCK: readonly Card[] = ['S8', 'S7'];

