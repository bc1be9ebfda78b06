/** Reads a scenario file's text and replays it: the outcome, or the one-line reason it is malformed. */
import { replayScenario, type Outcome } from '@arena/engine/replay';
import type { Result } from '@arena/engine/result';
import { parseScenario } from '@arena/engine/scenario';
import { findGame } from '@arena/games';

export function replayFile(text: string): Result<Outcome, string> {
  const scenario = parseScenario(text, findGame);
  if (!scenario.ok) return scenario;
  return { ok: true, value: replayScenario(scenario.value) };
}
