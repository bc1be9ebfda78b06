/**
 * Plays a round's queued matches through the league platform (@arena/league `playRoundLocally`:
 * each match in the match host's child processes as a worker would, results and ratings recorded,
 * the round settled with its seeds revealed).
 */
import type { Db } from '@arena/db/client';
import { playRoundLocally } from '@arena/league/local';

export async function playRound(db: Db, roundId: number): Promise<void> {
  const settled = await playRoundLocally(db, roundId);
  if (settled.state !== 'finished') throw new Error(`round ${roundId} did not finish: ${JSON.stringify(settled)}`);
}
