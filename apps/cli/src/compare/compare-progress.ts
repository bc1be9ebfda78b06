/**
 * How `arena compare` shows the test as it runs, on stderr: on a terminal a progress bar over the
 * maximum of deal sets with the test's state beside it; otherwise (a pipe, CI) one plain line per
 * deal set. Then the verdict, on stdout.
 */
import { progressBar } from '@arena/report/progress';
import type { SprtState } from '@arena/rating/sprt';

const signed = (x: number, digits = 0): string => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;

/** `LLR 1.23 in [-2.94, 2.94], Elo +35 [-10, +80], 4 sets, 384 deals` */
export function describeState(state: SprtState, deals: number): string {
  const { llr, lower, upper, elo, sets } = state;
  return `LLR ${llr.toFixed(2)} in [${lower.toFixed(2)}, ${upper.toFixed(2)}], Elo ${signed(elo.elo)} [${signed(elo.low)}, ${signed(elo.high)}], ${sets} sets, ${deals} deals`;
}

export interface CompareProgress {
  /** A deal set ended: the test's state after it. */
  update(state: SprtState, deals: number): void;
  /** A rotation of the deal set in play ended (of both tables together). */
  rotation(done: number, total: number): void;
  finish(): void;
}

export function compareProgress(maxSets: number, stream: NodeJS.WriteStream = process.stderr): CompareProgress {
  if (!stream.isTTY) {
    return {
      update: (state, deals) => stream.write(`arena compare: set ${state.sets}: ${describeState(state, deals)}\n`),
      rotation: () => undefined,
      finish: () => undefined,
    };
  }
  const bar = progressBar(maxSets, stream);
  let sets = 0;
  let last = 'no deal set played yet';
  return {
    update: (state, deals) => {
      sets = state.sets;
      last = describeState(state, deals);
      bar.update(sets, last);
    },
    rotation: (done, total) => bar.update(sets, `set ${sets + 1}: ${done}/${total} rotations | ${last}`),
    finish: () => bar.finish(),
  };
}

/** The verdict in words, naming the two bots. */
export function describeVerdict(state: SprtState, names: { readonly a: string; readonly b: string }, bounds: { readonly elo0: number; readonly elo1: number }): string {
  switch (state.decision) {
    case 'accept':
      return `${names.b} is better than ${names.a}: H1 (at least ${signed(bounds.elo1)} Elo) accepted`;
    case 'reject':
      return `${names.b} is not better than ${names.a} by ${signed(bounds.elo1)} Elo: H0 (at most ${signed(bounds.elo0)} Elo) accepted`;
    case 'inconclusive':
      return `inconclusive: no decision between ${signed(bounds.elo0)} and ${signed(bounds.elo1)} Elo within the maximum of deal sets`;
    case 'continue':
      return 'stopped before a decision';
  }
}
