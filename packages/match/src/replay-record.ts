/**
 * Replays a match record through its game: the seed's deals, the recorded actions, and checks
 * that every deal's outcome and the final chips come out as recorded. Mismatches are values.
 */
import { seededDealCards } from '@arena/engine/match';
import { err, ok, type Result } from '@arena/engine/result';
import type { AnyGameDefinition, DealOutcome } from '@arena/engine/game';
import type { MatchRecord } from './record.ts';

export interface ReplayedMatch {
  readonly outcomes: readonly DealOutcome[];
  readonly chips: readonly number[];
}

/** `beforeDecision` sees the state each recorded decision was taken in (e.g. to read its phase). */
export function replayRecord(record: MatchRecord, game: AnyGameDefinition,
  beforeDecision?: (state: unknown, decision: MatchRecord['decisions'][number]) => void): Result<ReplayedMatch, string> {
  if (game.id !== record.game) return err(`the record is of ${record.game}, not ${game.id}`);
  const n = record.seats.length;
  let match = game.newMatch(record.options, n, Array.from({ length: n }, () => 0));
  const outcomes: DealOutcome[] = [];
  for (const [k, deal] of record.deals.entries()) {
    if (game.isMatchOver(match)) return err(`deal ${k}: the match was already over`);
    if (game.nextDealer(match) !== deal.dealer) return err(`deal ${k}: dealer ${game.nextDealer(match)}, recorded ${deal.dealer}`);
    let state = game.startDeal(match, deal.dealer, seededDealCards(game, record.options, n, record.seed, k));
    const actions = record.decisions.slice(deal.firstDecision, deal.firstDecision + deal.decisions);
    for (const [j, d] of actions.entries()) {
      const where = `deal ${k}, decision ${deal.firstDecision + j}`;
      if (game.seatToAct(state) !== d.seat) return err(`${where}: seat ${String(game.seatToAct(state))} to act, recorded ${d.seat}`);
      beforeDecision?.(state, d);
      const action = game.parseAction(d.action);
      if (!action.ok) return err(`${where}: ${action.error.message}`);
      const next = game.applyAction(state, d.seat, action.value);
      if (!next.ok) return err(`${where}: ${next.error.code}: ${next.error.message}`);
      state = next.value;
    }
    if (game.seatToAct(state) !== null) return err(`deal ${k}: not over after its recorded decisions`);
    const settled = game.finishDeal(match, state);
    if (JSON.stringify(settled.outcome) !== JSON.stringify(deal.outcome)) return err(`deal ${k}: outcome differs from the record`);
    outcomes.push(settled.outcome);
    match = settled.match;
  }
  const chips = game.matchChips(match);
  if (JSON.stringify(chips) !== JSON.stringify(record.chips)) return err(`final chips ${JSON.stringify(chips)}, recorded ${JSON.stringify(record.chips)}`);
  if (record.maxDeals === null && !game.isMatchOver(match)) return err('the match is not over after the recorded deals');
  return ok({ outcomes, chips });
}
