/**
 * Helpers for the Lupfen tests: deals written like scenario files (hands as text, the trump card on
 * top of the stock), played through the definition's own functions.
 */
import type { Result } from '@arena/engine/result';
import type { DealOutcome, RuleError } from '@arena/engine/game';
import { lupfen } from './index.ts';
import { PACK } from './cards.ts';
import type { DealState, MatchState } from './state.ts';
import type { Action, LupfenCard } from './types.ts';

/** `'EA E10 EK | GA G10 GK | …'`: one hand per seat. */
export function hands(text: string): LupfenCard[][] {
  return text.split('|').map((h) => h.trim().split(/\s+/) as LupfenCard[]);
}

/** The stock: the given top cards (trump card first), then the rest of the pack in canonical order. */
export function stockFor(handCards: readonly (readonly LupfenCard[])[], ...top: LupfenCard[]): LupfenCard[] {
  const used = new Set<LupfenCard>([...handCards.flat(), ...top]);
  return [...top, ...PACK.filter((c) => !used.has(c))];
}

export function matchWith(options: unknown, seats: number, pot = 0, chips?: readonly number[]): MatchState {
  const parsed = lupfen.parseOptions(options, seats);
  if (!parsed.ok) throw new Error(parsed.error);
  const m = lupfen.newMatch(parsed.value, seats, chips ?? Array.from({ length: seats }, () => 0));
  return { ...m, pot };
}

export interface Table {
  readonly match: MatchState;
  readonly dealer: number;
  readonly hands: string;
  readonly trump: LupfenCard;
}

export function start(t: Table): DealState {
  const h = hands(t.hands);
  return lupfen.startDeal(t.match, t.dealer, { kind: 'dealt', hands: h, stock: stockFor(h, t.trump) });
}

export type Step = readonly [number, Action | string];

/** `'play:EA'`, `'lupf'`, … as an action. */
export function act(a: Action | string): Action {
  if (typeof a !== 'string') return a;
  const [type, card] = a.split(':');
  const parsed = lupfen.parseAction(card === undefined ? { type } : { type, card });
  if (!parsed.ok) throw new Error(`bad test action ${a}`);
  return parsed.value;
}

/** Applies the steps; throws if any is refused. */
export function run(state: DealState, steps: readonly Step[]): DealState {
  let s = state;
  for (const [seat, a] of steps) {
    const r = lupfen.applyAction(s, seat, act(a));
    if (!r.ok) throw new Error(`step ${seat} ${JSON.stringify(a)} refused: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

/** The result of trying one more action after the steps. */
export function attempt(state: DealState, steps: readonly Step[], seat: number, a: Action | string): Result<DealState, RuleError> {
  return lupfen.applyAction(run(state, steps), seat, act(a));
}

export function finish(match: MatchState, state: DealState): { match: MatchState; outcome: DealOutcome } {
  return lupfen.finishDeal(match, state);
}
