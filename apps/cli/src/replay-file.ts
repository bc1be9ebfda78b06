/**
 * Reads a scenario file or a match record (what `arena play --out` writes) and replays it: the
 * outcome, or the one-line reason it is malformed. A record replays from its seed and recorded
 * actions, and must reproduce every recorded deal outcome and the final chips.
 */
import { replayScenario, type Outcome } from '@arena/engine/replay';
import { err, ok, type Result } from '@arena/engine/result';
import { parseScenarioValue } from '@arena/engine/scenario';
import { findGame } from '@arena/games';
import { matchRecordSchema } from '@arena/match/record';
import { replayRecord } from '@arena/match/replay-record';

export function replayFile(text: string): Result<Outcome, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (isRecordLike(raw)) return replayMatchRecord(raw);
  const scenario = parseScenarioValue(raw, findGame);
  if (!scenario.ok) return scenario;
  return ok(replayScenario(scenario.value));
}

function isRecordLike(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && 'version' in raw && 'decisions' in raw && 'seed' in raw;
}

function replayMatchRecord(raw: unknown): Result<Outcome, string> {
  const record = matchRecordSchema.safeParse(raw);
  if (!record.success) {
    const issue = record.error.issues[0];
    return err(`not a valid match record: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`);
  }
  const game = findGame(record.data.game);
  if (!game) return err(`unknown game ${JSON.stringify(record.data.game)}`);
  const replayed = replayRecord(record.data, game);
  if (!replayed.ok) return err(`the match record does not replay: ${replayed.error}`);
  return ok({ deals: replayed.value.outcomes, chips: replayed.value.chips, error: null });
}
