/**
 * How `arena rerun` words a first difference, the same for a local rerun (@arena/match's
 * FirstDifference) and for one on the site (the API's comparison, actions only): where (deal and
 * step from 0, the decision's index), whose decision, and what the record holds against what was
 * played now.
 */
export interface DecisionLike {
  readonly seat: number;
  readonly action: unknown;
  readonly by: 'bot' | 'default';
}

export interface DifferenceLike {
  readonly decision: number;
  readonly deal: number;
  readonly step: number;
  readonly seat: number;
  readonly recorded: DecisionLike | null;
  readonly rerun: DecisionLike | null;
}

const actionText = (d: DecisionLike | null): string =>
  d === null ? 'nothing (that match was over)' : `${JSON.stringify(d.action)}${d.by === 'default' ? ' (the rules\' default after a fault)' : ''} by seat ${d.seat}`;

/** Three lines: the first difference (with `mine` the new bot's seat), what was recorded, what was played now. */
export function differenceLines(d: DifferenceLike, mine: number): string[] {
  const whose = d.seat === mine ? 'your bot' : `seat ${d.seat}, not your bot (its opponents' play differs)`;
  return [
    `first difference: deal ${d.deal}, step ${d.step} (decision ${d.decision}), ${whose}`,
    `  recorded: ${actionText(d.recorded)}`,
    `  now:      ${actionText(d.rerun)}`,
  ];
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
