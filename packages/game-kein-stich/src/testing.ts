/**
 * Helpers for this package's tests: build a deal from given hands (as a scenario would), play
 * cards, finish a deal with the default move. Not exported by the package.
 */
import type { Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
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
