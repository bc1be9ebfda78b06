/**
 * Playing a round without a queue: the matches of the round are played by this process (each in
 * the match host's child processes, as a worker would), `concurrency` at a time. For `arena league
 * run --local` and for the embedded database, which only one process can open. A platform fault
 * is retried `attempts` times, then the match is voided and `settleRound` reschedules it.
 */
import type { Db } from '@arena/db/client';
import type { LeagueRow } from '@arena/db/leagues';
import { listRoundMatches, voidMatch } from '@arena/db/matches';
import { scheduleContinuous } from './continuous.ts';
import { playMatch, type PlayOptions } from './play-match.ts';
import { settleRound, type SettleOutcome } from './rounds.ts';

export interface LocalOptions extends PlayOptions {
  readonly concurrency?: number;
  readonly attempts?: number;
  /** Called after each match ends. */
  readonly onMatch?: (matchId: string) => void;
}

/** Plays one match; false when it was held (its league is not running). */
async function playWithRetries(db: Db, matchId: string, options: LocalOptions): Promise<boolean> {
  const attempts = options.attempts ?? 3;
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const played = await playMatch(db, matchId, options);
      if (played.ok) return played.value.kind !== 'held';
      lastError = played.error.code === 'bad-spec' ? `bad match spec: ${played.error.message}` : 'the match vanished';
      break;
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
  }
  await voidMatch(db, matchId, lastError);
  return true;
}

/** Plays every queued match of the round until the round is finished, or its league is paused. */
export async function playRoundLocally(db: Db, roundId: number, options: LocalOptions = {}): Promise<SettleOutcome> {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  for (;;) {
    const queued = (await listRoundMatches(db, roundId, 'queued')).map((m) => m.id);
    let next = 0;
    // Each lane reports whether it left a match held back (not played after its retries).
    const lanes = await Promise.all(Array.from({ length: Math.min(concurrency, queued.length) }, async () => {
      let heldBack = false;
      for (let i = next++; i < queued.length; i = next++) {
        const id = queued[i];
        if (id === undefined) continue;
        if (await playWithRetries(db, id, options)) options.onMatch?.(id);
        else heldBack = true;
      }
      return heldBack;
    }));
    const held = lanes.includes(true);
    const settled = await settleRound(db, roundId, () => Promise.resolve());
    if (settled.state === 'finished') return settled;
    if (settled.state === 'running' && (queued.length === 0 || held)) return settled;
  }
}

/**
 * Plays `tables` tables of a running continuous league in this process, batch by batch as the
 * workers' scheduler would schedule them (placement first); stops early when nothing can be
 * scheduled (too few entries, or the league is not running). Returns the tables played.
 */
export async function playContinuousLocally(db: Db, league: LeagueRow, tables: number, options: LocalOptions = {}): Promise<number> {
  let played = 0;
  while (played < tables) {
    const batch = await scheduleContinuous(db, league, Math.max(1, options.concurrency ?? 1));
    if (!batch.ok) return played;
    const settled = await playRoundLocally(db, batch.value.round.id, options);
    played += batch.value.matchIds.length;
    if (settled.state !== 'finished') return played;
  }
  return played;
}
