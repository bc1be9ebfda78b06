/**
 * Settlement (rules file, "Settlement" and "Outcome fields"): the declarer wins or loses the
 * contract's value times the stake against each defender; there is no pot.
 */
import type { DealOutcome } from '@arena/engine/game';
import { assert } from '@arena/engine/result';
import { TRICKS_PER_DEAL, type DealState } from './state.ts';
import { BASE_VALUE, type ContractId } from './types.ts';

/** Is the contract made with `t` tricks? Brand ≥ 6, Bettel 0, Mord all 10. */
export function contractWon(contract: ContractId, t: number): boolean {
  if (contract === 'bettel') return t === 0;
  if (contract === 'mord') return t === TRICKS_PER_DEAL;
  return t >= 6;
}

/** Payoffs per seat: won, declarer +2v and each defender −v; lost, the reverse. */
export function payoffsOf(declarer: number, won: boolean, value: number): number[] {
  const sign = won ? 1 : -1;
  return [0, 1, 2].map((seat) => (seat === declarer ? 2 * value * sign : -value * sign));
}

/** The outcome of a finished deal, with the fields in the rules file's order. */
export function settle(state: DealState): DealOutcome {
  const { declarer, contract } = state;
  assert(state.phase === 'over' && declarer !== null && contract !== null, 'settle: the deal is not over');
  const won = contractWon(contract, state.tricks[declarer] ?? 0);
  const value = BASE_VALUE[contract] * state.options.stake;
  const demand = state.demand === null ? null : { card: state.demand.card, from: state.demand.from };
  return {
    payoffs: payoffsOf(declarer, won, value),
    pot: 0,
    tricks: state.tricks,
    declarer,
    contract,
    trump: state.trump,
    bid: state.bid,
    forced: state.forced,
    won,
    demand,
  };
}
