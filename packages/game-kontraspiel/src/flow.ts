/**
 * Whose turn it is and how the phases follow each other (docs/rules/kontraspiel.md, section 4):
 * "in order from eldest" rounds, the announcement round, and the declaration windows D0, D1, D2.
 * The steps fill in `d`, a fresh `Draft` that the caller (applyAction, startDeal) copied once for
 * this decision and owns: never a state it was given.
 */
import type { DealState, Draft, Phase } from './state.ts';

export const eldestOf = (dealer: number): number => (dealer + 1) % 4;

/** May `seat` act in a round of `phase`? */
export function isEligible(state: DealState, phase: Phase, seat: number): boolean {
  switch (phase) {
    case 'first-round':
    case 'second-round':
      return true;
    case 'announce':
    case 'contra-window':
      return seat !== state.soloist;
    case 'recontra-window':
      return seat !== state.soloist && seat !== state.contra;
    case 'blind':
    case 'discard':
      return seat === state.dealer;
    case 'play':
    case 'over':
      return false;
  }
}

/** The next eligible seat after `from` in order from eldest (`from` null: the first one), or null. */
export function nextEligible(state: DealState, phase: Phase, from: number | null): number | null {
  const start = from === null ? 0 : ((from - state.eldest + 4) % 4) + 1;
  for (let p = start; p < 4; p++) {
    const seat = (state.eldest + p) % 4;
    if (isEligible(state, phase, seat)) return seat;
  }
  return null;
}

/** A round of `phase` starts with its first eligible seat. */
export function enterRound(d: Draft, phase: Phase): void {
  d.toAct = nextEligible(d, phase, null);
  d.phase = phase;
}

/** The kind of window Dk, k = completed tricks (the table of section 4), or null if absent. */
export function windowKind(state: DealState, k: number): 'contra-window' | 'recontra-window' | null {
  const o = state.options;
  if (!o.contra) return null;
  const recontraOpen = o.recontra && state.contra !== null && state.recontra === null;
  if (k === 0) return 'contra-window';
  if (k === 1) return state.contra === null ? 'contra-window' : recontraOpen ? 'recontra-window' : null;
  if (k === 2) return recontraOpen ? 'recontra-window' : null;
  return null;
}

/** Trick play resumes (or starts) with the current leader. */
export function startTrickPlay(d: Draft): void {
  d.phase = 'play';
  d.toAct = d.leader;
}

/** Before trick k+1 (k tricks done): the window Dk if there is one, else the trick itself. */
export function enterWindow(d: Draft): void {
  const kind = windowKind(d, d.tricks.length);
  if (kind === null) startTrickPlay(d);
  else enterRound(d, kind);
}

/** The bidding produced a soloist (`accept` or `choose`): the announcement round, or straight to D0. */
export function afterBidding(d: Draft): void {
  if (d.options.announce) enterRound(d, 'announce');
  else enterWindow(d);
}

/** Everybody eligible in the current round has passed: what follows (section 4). */
export function endOfRound(d: Draft): void {
  switch (d.phase) {
    case 'blind':
      return enterRound(d, 'first-round');
    case 'first-round':
      return enterRound(d, 'second-round');
    case 'second-round':
      return endDeal(d);
    case 'announce':
      return enterWindow(d);
    case 'contra-window':
    case 'recontra-window':
      return startTrickPlay(d);
    case 'discard':
    case 'play':
    case 'over':
      throw new Error(`invariant broken: no round to end in phase ${d.phase}`);
  }
}

/** The deal is over: nobody acts any more (settlement is `finishDeal`'s). */
export function endDeal(d: Draft): void {
  d.phase = 'over';
  d.toAct = null;
}
