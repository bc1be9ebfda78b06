/**
 * The winner of a deal and its settlement (docs/rules/kontraspiel.md, sections 7, 8, 9.2, 9.6
 * and 13): ante, base value, pot stakes of the staked players, march / rebelled / failed
 * announcement side payments, and the blind binding flags.
 */
import type { DealOutcome } from '@arena/engine/game';
import type { DealState } from './state.ts';

export interface Settlement {
  readonly outcome: DealOutcome;
  readonly pot: number;
  readonly blindBound: readonly boolean[];
}

/** Section 7: 3+ tricks wins; otherwise the first to reach 2 tricks. Null without a game. */
export function dealWinner(state: DealState): number | null {
  if (state.soloist === null) return null;
  const most = state.trickCounts.findIndex((n) => n >= 3);
  if (most >= 0) return most;
  const count = [0, 0, 0, 0];
  for (const t of state.tricks) {
    count[t.winner] = (count[t.winner] ?? 0) + 1;
    if (count[t.winner] === 2) return t.winner;
  }
  throw new Error('invariant broken: a played deal always has a winner');
}

/** Section 8.2: `B = min(max(P + ante, 1), baseMax)`. */
export function baseValue(state: DealState): number {
  return Math.min(Math.max(state.potBefore + state.options.ante, 1), state.options.baseMax);
}

/** `payer` pays `amount` to each of the other three players. */
function payEachOther(payoffs: number[], payer: number, amount: number): void {
  for (let s = 0; s < 4; s++) {
    if (s === payer) continue;
    payoffs[s] = (payoffs[s] ?? 0) + amount;
    payoffs[payer] = (payoffs[payer] ?? 0) - amount;
  }
}

function stakedPlayers(state: DealState): number[] {
  return [state.soloist, state.contra, state.recontra].filter((s): s is number => s !== null);
}

/** Section 8.4: march, rebelled, failed announcement (cumulative). */
function sidePayments(state: DealState, soloist: number, payoffs: number[]): void {
  const preferred = state.trump === state.preferred ? 2 : 1;
  const announced = state.contract === 'announced';
  const soloTricks = state.trickCounts[soloist] ?? 0;
  if (soloTricks === 5) payEachOther(payoffs, soloist, -(preferred * (announced ? 2 : 1)));
  for (const s of stakedPlayers(state)) if (state.trickCounts[s] === 0) payEachOther(payoffs, s, preferred);
  if (announced && soloTricks < 5) payEachOther(payoffs, soloist, 2);
}

/** Section 9.2: a blind take played to the end binds the dealer unless he was rebelled. */
function nextBound(state: DealState): readonly boolean[] {
  if (!state.blindTake || !state.options.blindTakeBinds) return state.blindBound;
  const took = (state.trickCounts[state.dealer] ?? 0) > 0;
  return state.blindBound.map((b, s) => (s === state.dealer ? took : b));
}

/** Settles a deal that is over (phase `over`). */
export function settle(state: DealState): Settlement {
  const { dealer, options } = state;
  const payoffs = [0, 0, 0, 0];
  payoffs[dealer] = -options.ante;
  let pot = state.potBefore + options.ante;
  const winner = dealWinner(state);
  const base = state.soloist === null ? 0 : baseValue(state);
  if (state.soloist !== null) {
    for (const s of stakedPlayers(state)) {
      const stake = s === winner ? base : -base;
      payoffs[s] = (payoffs[s] ?? 0) + stake;
      pot -= stake;
    }
    sidePayments(state, state.soloist, payoffs);
  }
  const blindBound = nextBound(state);
  const outcome: DealOutcome = {
    payoffs, pot, tricks: [...state.trickCounts],
    turnUp: state.turnUp, preferred: state.preferred, soloist: state.soloist, contract: state.contract, trump: state.trump,
    contra: state.contra, recontra: state.recontra, winner, base, blindBound: [...blindBound],
  };
  return { outcome, pot, blindBound };
}
