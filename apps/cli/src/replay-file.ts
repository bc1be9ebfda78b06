/**
 * Reads a scenario file, a match record (what `arena play --out` writes), a league's stored record
 * (one match or a duplicate set of rotations) or the site's download (`/matches/<id>.json`,
 * @arena/record/match-download), and replays it: the outcome, or the one-line reason it is
 * malformed. A record replays from its seed and recorded actions, and must reproduce every
 * recorded deal outcome and the final chips. A duplicate set's outcome lists every rotation and
 * the chips per bot summed over them.
 */
import { replayScenario, type Outcome, type ReplayDeal } from '@arena/engine/replay';
import { err, ok, type Result } from '@arena/engine/result';
import { parseScenarioValue } from '@arena/engine/scenario';
import { findGame } from '@arena/games';
import { isDuplicateRecord, parseLeagueRecord, totalChips, type LeagueRecord } from '@arena/record/league-record';
import { isMatchDownloadLike, parseMatchDownload, SEED_HIDDEN } from '@arena/record/match-download';
import type { MatchRecord } from '@arena/record/match-record';
import { replayRecord } from '@arena/record/replay-record';

export interface RotationOutcome {
  /** order[seat] = the bot (seat of rotation 0) on `seat`. */
  readonly order: readonly number[];
  readonly deals: readonly ReplayDeal[];
  readonly chips: readonly number[];
}

/** A duplicate set's outcome: each rotation's, and `chips` per bot over all of them. */
export interface DuplicateOutcome extends Outcome {
  readonly rotations: readonly RotationOutcome[];
}

export function replayFile(text: string): Result<Outcome | DuplicateOutcome, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (isMatchDownloadLike(raw)) {
    const download = parseMatchDownload(raw);
    return download.ok ? replayLeagueRecordFile(download.value.record) : download;
  }
  if (isRecordLike(raw)) {
    const record = parseLeagueRecord(raw);
    return record.ok ? replayLeagueRecordFile(record.value) : err(`not a valid match record: ${record.error}`);
  }
  const scenario = parseScenarioValue(raw, findGame);
  if (!scenario.ok) return scenario;
  return ok(replayScenario(scenario.value));
}

function isRecordLike(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  return ('version' in raw && 'decisions' in raw && 'seed' in raw) || (raw as { format?: unknown }).format === 'duplicate';
}

function replayLeagueRecordFile(stored: LeagueRecord): Result<Outcome | DuplicateOutcome, string> {
  if (!isDuplicateRecord(stored)) return replayOne(stored);
  const rotations: RotationOutcome[] = [];
  for (const [i, { order, record }] of stored.rotations.entries()) {
    const outcome = replayOne(record);
    if (!outcome.ok) return err(`rotation ${i}: ${outcome.error}`);
    rotations.push({ order, deals: outcome.value.deals, chips: outcome.value.chips });
  }
  return ok({ deals: [], chips: totalChips(stored), error: null, rotations });
}

function replayOne(record: MatchRecord): Result<Outcome, string> {
  if (record.seed === SEED_HIDDEN) return err('the seed is hidden until the round is over: download the record again then');
  const game = findGame(record.game);
  if (!game) return err(`unknown game ${JSON.stringify(record.game)}`);
  const replayed = replayRecord(record, game);
  if (!replayed.ok) return err(`the match record does not replay: ${replayed.error}`);
  return ok({ deals: replayed.value.outcomes, chips: replayed.value.chips, error: null });
}

