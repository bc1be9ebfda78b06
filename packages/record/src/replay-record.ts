/**
 * Replays a match record through its game with the engine's record player: the seed's deals, the
 * recorded actions, and checks that every deal's outcome and the final chips come out as recorded.
 * Mismatches are values. `playRecordedDeal` is the one way through a recorded deal: record replay,
 * the site's replay frames and live tables all take it.
 */
import type { AnyGameDefinition, DealOutcome, GameAction } from '@arena/engine/game';
import { MatchPlayer, type DealEndStep, type PlayerStart } from '@arena/engine/player';
import { err, ok, type Result } from '@arena/engine/result';
import type { DecisionRecord, MatchRecord } from './match-record.ts';

export type RecordPlayer = MatchPlayer<unknown, unknown, unknown, GameAction>;

/** What the player needs of a record (a live table's header has it too). */
export type RecordTable = Pick<MatchRecord, 'options' | 'seed' | 'maxDeals'> & { readonly seats: readonly unknown[] };

/** The record player of a match with this seed and table, from its start or from `start`. */
export function recordPlayer(record: RecordTable, game: AnyGameDefinition, start?: PlayerStart<unknown>): RecordPlayer {
  return new MatchPlayer(game, { options: record.options, seats: record.seats.length }, { kind: 'seeded', seed: record.seed, maxDeals: record.maxDeals }, start);
}

export interface ReplayedMatch {
  readonly outcomes: readonly DealOutcome[];
  readonly chips: readonly number[];
}

/** `beforeDecision` sees the state each recorded decision was taken in (e.g. to read its phase). */
export type BeforeDecision = (state: unknown, decision: DecisionRecord) => void;

export function replayRecord(record: MatchRecord, game: AnyGameDefinition, beforeDecision?: BeforeDecision): Result<ReplayedMatch, string> {
  if (game.id !== record.game) return err(`the record is of ${record.game}, not ${game.id}`);
  const player = recordPlayer(record, game);
  const outcomes: DealOutcome[] = [];
  for (const [k, deal] of record.deals.entries()) {
    const start = player.step;
    if (start.kind !== 'deal-start') return err(`deal ${k}: the match was already over`);
    if (start.dealer !== deal.dealer) return err(`deal ${k}: dealer ${start.dealer}, recorded ${deal.dealer}`);
    const played = playRecordedDeal(player, record, beforeDecision);
    if (!played.ok) return played;
    if (!played.value) return err(`deal ${k}: not over after its recorded decisions`);
    if (JSON.stringify(played.value.outcome) !== JSON.stringify(deal.outcome)) return err(`deal ${k}: outcome differs from the record`);
    outcomes.push(played.value.outcome);
    player.advance();
  }
  const chips = game.matchChips(player.match);
  if (JSON.stringify(chips) !== JSON.stringify(record.chips)) return err(`final chips ${JSON.stringify(chips)}, recorded ${JSON.stringify(record.chips)}`);
  if (record.maxDeals === null && player.step.kind !== 'match-end') return err('the match is not over after the recorded deals');
  return ok({ outcomes, chips });
}

/**
 * Plays the recorded decisions of the deal whose start the player stands at. Its settlement, or
 * null when the record stops inside the deal (a live table's deal in progress); the player then
 * stands at the deal's end or at its next decision.
 */
export function playRecordedDeal(
  player: RecordPlayer, record: Pick<MatchRecord, 'deals' | 'decisions'>, beforeDecision?: BeforeDecision,
): Result<DealEndStep<unknown, unknown> | null, string> {
  const start = player.step;
  if (start.kind !== 'deal-start') throw new Error(`invariant broken: a recorded deal starts at a ${start.kind} step`);
  const k = start.deal;
  const deal = record.deals[k];
  if (!deal) return err(`the record has no deal ${k}`);
  player.advance();
  for (let i = deal.firstDecision; i < deal.firstDecision + deal.decisions; i++) {
    const d = record.decisions[i];
    if (!d) return err(`the record misses decision ${i}`);
    const played = playRecordedDecision(player, d, beforeDecision);
    if (played) return err(`deal ${k}, decision ${i}: ${played}`);
  }
  const end = player.step;
  return ok(end.kind === 'deal-end' ? end : null);
}

/** Applies one recorded decision where the player stands; what is wrong with it, or null. */
export function playRecordedDecision(player: RecordPlayer, d: DecisionRecord, beforeDecision?: BeforeDecision): string | null {
  const step = player.step;
  const seat = step.kind === 'decision' ? step.seat : null;
  if (step.kind !== 'decision' || seat !== d.seat) return `seat ${String(seat)} to act, recorded ${d.seat}`;
  beforeDecision?.(step.state, d);
  const action = player.game.parseAction(d.action);
  if (!action.ok) return action.error.message;
  const played = player.play(action.value);
  return played.ok ? null : `${played.error.code}: ${played.error.message}`;
}
