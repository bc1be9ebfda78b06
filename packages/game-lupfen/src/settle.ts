/**
 * Settlement of a Lupfen deal (docs/rules/lupfen.md, section 8) and its outcome fields (section 13).
 *
 *   P = before + fees + antes (the stake);   B = m × min(P, payLimit)  (m = 2 after a blind lupf)
 *   played / three Unters: P/3 per trick to its taker, then B from every participant without a trick;
 *   uncontested: the lupfer takes P; passed out: the pot stays P; Verworfen: everything refunded.
 */
import type { DealOutcome } from '@arena/engine/game';
import { suitOf } from './cards.ts';
import type { DealState } from './state.ts';
import type { DealResult } from './types.ts';

export interface Settlement {
  readonly payoffs: readonly number[];
  readonly pot: number;
}

/** The loss payment `B` of the deal. */
export function lossPayment(state: DealState): number {
  const { payLimit } = state.options;
  const capped = payLimit > 0 ? Math.min(state.stake, payLimit) : state.stake;
  return (state.blind ? 2 : 1) * capped;
}

export function settle(state: DealState, result: DealResult): Settlement {
  const n = state.seats;
  if (result === 'verworfen') return { payoffs: Array.from({ length: n }, () => 0), pot: state.before };
  const payoffs = state.paid.map((p) => 0 - p); // never -0
  if (result === 'passed-out') return { payoffs, pot: state.stake };
  if (result === 'uncontested') {
    const lupfer = state.lupfer ?? -1;
    payoffs[lupfer] = (payoffs[lupfer] ?? 0) + state.stake;
    return { payoffs, pot: 0 };
  }
  const third = state.stake / 3;
  const loss = lossPayment(state);
  let pot = 0;
  for (let seat = 0; seat < n; seat++) {
    if (!state.participants[seat]) continue;
    const won = state.won[seat] ?? 0;
    const change = won > 0 ? won * third : -loss;
    if (won === 0) pot += loss;
    payoffs[seat] = (payoffs[seat] ?? 0) + change;
  }
  return { payoffs, pot };
}

/** The outcome of a settled deal: payoffs, pot, tricks, then the fields of section 13 in order. */
export function dealOutcome(state: DealState): DealOutcome {
  const { result, payoffs } = state;
  if (result === null || payoffs === null) throw new Error('invariant broken: the deal is not over');
  const countsTricks = result === 'played' || result === 'three-unters';
  const participants: number[] = [];
  state.participants.forEach((p, seat) => {
    if (p) participants.push(seat);
  });
  return {
    payoffs,
    pot: state.pot,
    tricks: countsTricks ? state.won : state.won.map(() => 0),
    kind: state.kind,
    result,
    dealer: state.dealer,
    pushes: state.pushes,
    trump: state.trumpCard === null ? null : suitOf(state.trumpCard),
    trumpCard: state.trumpCard,
    lupfer: state.lupfer,
    blind: state.blind,
    participants,
    threeUnters: state.threeUnters,
    verworfen: state.verworfen,
    staender: state.staender,
  };
}
