/**
 * The worker's side of a challenge (@arena/league/challenges has the request side): claim it, play
 * every seat rotation of its deals through the match host's child processes (sandboxed bots, the
 * same table play as a league match), and record the results, the replay and the measured CPU
 * exactly once. Nothing is written to a league, an entry or a rating. With `options.live` it is
 * published as it is played, as a league match is (watched on its match page).
 */
import { claimChallenge, recordChallengeResult } from '@arena/db/challenges';
import type { Db } from '@arena/db/client';
import { err, ok, type Result } from '@arena/db/result';
import type { MatchSpec } from '@arena/match/host/spec';
import { playDuplicateTable, publishEnd, storedBotSpecs, type PlayOptions } from './play-match.ts';
import { HOUSE_USER } from './users.ts';

export type PlayChallengeOutcome = 'recorded' | 'already-recorded' | 'void';
export type PlayChallengeError = { readonly code: 'not-found' } | { readonly code: 'bad-spec'; readonly message: string };

/** Plays and records one challenge: a bot's fault is part of the result; a platform fault throws (the queue retries). */
export async function playChallenge(db: Db, id: string, options: PlayOptions = {}): Promise<Result<PlayChallengeOutcome, PlayChallengeError>> {
  const claimed = await claimChallenge(db, id);
  if (!claimed.ok) {
    if (claimed.error.code === 'not-found') return err({ code: 'not-found' });
    return ok(claimed.error.status === 'void' ? 'void' : 'already-recorded');
  }
  const { challenge, seats } = claimed.value;
  const bots = await storedBotSpecs(db, seats.map((s) => ({ ...s, isHouse: s.ownerName === HOUSE_USER })), `challenge ${id}`);
  const spec: MatchSpec = {
    game: challenge.game, options: challenge.options, seed: challenge.seed, bots,
    limits: { decisionMs: challenge.timeLimitMs, memoryMb: challenge.memoryLimitMb },
    maxDeals: Math.min(challenge.deals, options.maxDeals ?? challenge.deals),
  };
  const played = await playDuplicateTable(spec, seats.map((s) => s.botName), challenge.scoring, options);
  if (!played.ok) return err({ code: 'bad-spec', message: played.error });
  const results = played.value.figures.map(({ rotations: _, ...f }, seat) => ({ seat, ...f }));
  const recorded = await recordChallengeResult(db, id, played.value.record, results);
  if (recorded.ok) {
    publishEnd(options.live, played.value.record);
    return ok(recorded.value);
  }
  if (recorded.error.code === 'challenge-void') return ok('void');
  if (recorded.error.code === 'not-found') return err({ code: 'not-found' });
  throw new Error(`results of challenge ${id} do not fit its seats`);
}
