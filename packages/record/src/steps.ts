/**
 * The steps of a replay, numbered from the start of the match (UX.md §1): each deal has a start
 * step, one step per decision and a settlement step, exactly the record player's steps
 * (@arena/engine/player). "Which deal is this step in" and "which step is this decision" are
 * answered here and nowhere else.
 */
import type { DealRecord } from './match-record.ts';

type Deals = { readonly deals: readonly Pick<DealRecord, 'firstDecision' | 'decisions'>[] };

/** Steps of one deal: its start, its decisions, its settlement. */
const stepsOfDeal = (deal: Pick<DealRecord, 'decisions'>): number => deal.decisions + 2;

/** First step of each deal, plus the total as the last element. */
export function dealStartSteps(record: Deals): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const deal of record.deals) {
    starts.push(at);
    at += stepsOfDeal(deal);
  }
  starts.push(at);
  return starts;
}

export function totalSteps(record: Deals): number {
  return record.deals.reduce((sum, deal) => sum + stepsOfDeal(deal), 0);
}

/** The deal a step belongs to (the last deal for a step past the end). */
export function dealOfStep(record: Deals, step: number): number {
  let at = 0;
  for (const [k, deal] of record.deals.entries()) {
    at += stepsOfDeal(deal);
    if (step < at) return k;
  }
  return Math.max(0, record.deals.length - 1);
}

/** The deal that decision `index` (of the match's decisions) belongs to, or -1. */
export function dealOfDecision(record: Deals, index: number): number {
  return record.deals.findIndex((d) => index >= d.firstDecision && index < d.firstDecision + d.decisions);
}

/** The step of decision `index` (0 for a decision the record's deals do not hold). */
export function stepOfDecision(record: Deals, index: number): number {
  const k = dealOfDecision(record, index);
  const deal = record.deals[k];
  return deal ? (dealStartSteps(record)[k] ?? 0) + 1 + index - deal.firstDecision : 0;
}
