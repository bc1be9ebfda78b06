/**
 * Helpers for the package's own tests: given deals written as in a scenario file, actions applied
 * one by one (a refused one throws with its code), and autoplay with the default action.
 */
import type { Card } from '@arena/engine/cards';
import type { DealOutcome, RuleError } from '@arena/engine/game';
import type { Result } from '@arena/engine/result';
import { parseAction } from './actions.ts';
import { PACK, sortCanonical } from './cards.ts';
import { kontraspiel } from './index.ts';
import type { DealState, MatchState } from './state.ts';
import type { Action } from './types.ts';

export const cards = (text: string): Card[] => text.split(/\s+/).filter(Boolean) as Card[];

/** A match with these options (and chips), for `given`. */
export function matchWith(options: Record<string, unknown> = {}, chips: readonly number[] = [0, 0, 0, 0]): MatchState {
  const parsed = kontraspiel.parseOptions(options, 4);
  if (!parsed.ok) throw new Error(parsed.error);
  return kontraspiel.newMatch(parsed.value, 4, chips);
}

/** A deal as a scenario gives it: four hands and the stock (turn-up first), as card lists in text. */
export function given(match: MatchState, dealer: number, hands: readonly string[], stock: string): DealState {
  const h = hands.map(cards);
  const s = cards(stock);
  const all = sortCanonical([...h.flat(), ...s]);
  if (all.join(' ') !== PACK.join(' ')) throw new Error(`not the pack: ${all.join(' ')}`);
  return kontraspiel.startDeal(match, dealer, { kind: 'dealt', hands: h, stock: s });
}

export function attempt(state: DealState, seat: number, raw: Record<string, unknown>): Result<DealState, RuleError> {
  const action = parseAction(raw);
  return action.ok ? kontraspiel.applyAction(state, seat, action.value) : action;
}

/** The error code of an action that must be refused (or 'accepted'). */
export function refusal(state: DealState, seat: number, raw: Record<string, unknown>): string {
  const r = attempt(state, seat, raw);
  return r.ok ? 'accepted' : r.error.code;
}

/** Applies `[seat, action]` pairs; throws on the first refused one. */
export function run(state: DealState, actions: readonly (readonly [number, Record<string, unknown>])[]): DealState {
  let s = state;
  for (const [i, [seat, raw]] of actions.entries()) {
    const r = attempt(s, seat, raw);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(raw)} by seat ${seat}: ${r.error.code}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** Plays on with the default action (pass where legal, else the first legal card) until the deal is over. */
export function autoplay(state: DealState): DealState {
  let s = state;
  for (let seat = s.toAct; seat !== null; seat = s.toAct) {
    const r = kontraspiel.applyAction(s, seat, kontraspiel.defaultAction(s));
    if (!r.ok) throw new Error(`default action refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

export function settleDeal(match: MatchState, state: DealState): { match: MatchState; outcome: DealOutcome } {
  return kontraspiel.finishDeal(match, state);
}

export const act = (type: string, fields: Record<string, unknown> = {}): Action => {
  const r = parseAction({ type, ...fields });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
