/**
 * Plays one match job: claim it, load its bots and options, play the table (in the duplicate
 * format when the league says so: every seat rotation of the same deals, scored by matchpoints or
 * summed chips as the league says, @arena/match/scoring) through the match host's
 * child processes (`runMatchIsolated`: sandboxed bots, a watched process per match), and write the
 * per-seat results, the record and a refit of the league's ratings in ONE transaction, exactly
 * once (`recordMatchResult`).
 *
 * A bot's fault (timeout, crash, illegal output, ...) is part of the record: a normal result. A
 * platform fault (the host failing outside a bot call, the database unreachable) throws, for the
 * queue to retry. Outcomes that no retry can change are error values (`not-found`, `bad-spec`).
 */
import { getBotVersionCode } from '@arena/db/bots';
import type { Db } from '@arena/db/client';
import { listAllEntryIds } from '@arena/db/leagues';
import { claimMatch, getMatch, recordMatchResult, type ClaimedMatch, type SeatResultInput } from '@arena/db/matches';
import { err, ok, type Result } from '@arena/db/result';
import { liveSinkOf, type LiveChannel } from '@arena/match/live';
import type { MatchRecord } from '@arena/match/record';
import type { BotSpec, MatchSpec } from '@arena/match/host/spec';
import { runDuplicateIsolated } from '@arena/match/host/run-duplicate-isolated';
import { runMatchIsolated, type IsolatedOptions } from '@arena/match/host/run-isolated';
import { houseIdOfBundle } from './enter.ts';
import { isDuplicateRecord, type LeagueRecord } from './league-record.ts';
import { refitRatings } from './refit.ts';

export interface PlayOptions {
  /** Caps the deals of each rotation below the league's deals per match (tests, benchmarks). */
  readonly maxDeals?: number;
  readonly isolated?: Omit<IsolatedOptions, 'inject' | 'live'>;
  /**
   * Live spectating (@arena/match/live): each rotation's decisions as they are taken, and an `end`
   * once the match is recorded (so a viewer turns into the replay).
   */
  readonly live?: LiveChannel;
}

export type PlayOutcome =
  /** Played and written now. */
  | { readonly kind: 'recorded'; readonly roundId: number }
  /** Already done (a retried or duplicate job): nothing written. */
  | { readonly kind: 'already-recorded'; readonly roundId: number }
  /** The match is void (voided while this job waited): nothing to do. */
  | { readonly kind: 'void'; readonly roundId: number }
  /** Its league is not running (paused): not played; the match stays queued for a job on resume. */
  | { readonly kind: 'held'; readonly roundId: number };

export type PlayError =
  | { readonly code: 'not-found' }
  | { readonly code: 'bad-spec'; readonly message: string };

const safeFilename = (name: string): string => `${name.replace(/[^\w.-]/g, '_').slice(0, 60) || 'bot'}.ts`;

async function botSpecs(db: Db, claim: ClaimedMatch): Promise<BotSpec[]> {
  return Promise.all(claim.seats.map(async (seat): Promise<BotSpec> => {
    const house = houseIdOfBundle(seat.bundle);
    if (house !== undefined && seat.isHouse) return { name: seat.botName, house };
    const code = await getBotVersionCode(db, seat.botVersionId);
    if (!code) throw new Error(`bot version ${seat.botVersionId} of match ${claim.match.id} vanished`);
    return { name: seat.botName, source: code.source, filename: safeFilename(seat.botName) };
  }));
}

/** The match host's spec of a claimed match (bots loaded from the database). */
export async function loadMatchSpec(db: Db, claim: ClaimedMatch, maxDeals?: number): Promise<MatchSpec> {
  return matchSpec(claim, await botSpecs(db, claim), maxDeals);
}

export function matchSpec(claim: ClaimedMatch, bots: BotSpec[], maxDeals?: number): MatchSpec {
  const { league } = claim;
  return {
    game: league.game, options: league.options, seed: claim.seed, bots,
    limits: { decisionMs: league.timeLimitMs, memoryMb: league.memoryLimitMb },
    maxDeals: Math.min(league.dealsPerMatch, maxDeals ?? league.dealsPerMatch),
  };
}

/** Ranks by points (chips or matchpoints): 1 = most, equal points share a rank. */
export function ranksOf(points: readonly number[]): number[] {
  return points.map((c) => 1 + points.filter((other) => other > c).length);
}

export interface Played {
  readonly record: LeagueRecord;
  readonly results: SeatResultInput[];
}

function seatFigures(record: MatchRecord, seat: number): { faults: number; cpuMs: number } {
  return { faults: record.faults.filter((f) => f.seat === seat).length, cpuMs: record.seats[seat]?.cpuMs ?? 0 };
}

/** Plays a claimed match (duplicate or single, as the league says): the record and per-seat results. */
export async function play(claim: ClaimedMatch, spec: MatchSpec, options: PlayOptions = {}): Promise<Result<Played, string>> {
  const seating = claim.match.seating;
  const version = (i: number): number => claim.seats[i]?.botVersionId ?? 0;
  const { live } = options;
  if (!claim.league.duplicate) {
    const run = await runMatchIsolated(spec, { ...options.isolated, ...(live ? { live: liveSinkOf(live, 0) } : {}) });
    if (!run.ok) return run;
    const record = run.value;
    const results = seating.map((entryId, seat) => ({
      entryId, seat, chips: record.chips[seat] ?? 0, rank: record.ranks[seat] ?? 1, ...seatFigures(record, seat), botVersionId: version(seat),
    }));
    return ok({ record, results });
  }
  const run = await runDuplicateIsolated(spec, { ...options.isolated, ...(live ? { live: (r: number) => liveSinkOf(live, r) } : {}) });
  if (!run.ok) return run;
  const { rotations, totals } = run.value;
  const chips = seating.map((_, i) => totals[i]?.chips ?? 0);
  const scores = seating.map((_, i) => (claim.league.scoring === 'matchpoints' ? totals[i]?.matchpoints : totals[i]?.chips) ?? 0);
  const ranks = ranksOf(scores);
  const results = seating.map((entryId, bot) => {
    let faults = 0;
    let cpuMs = 0;
    const perRotation = rotations.map(({ order, record }) => {
      const seat = order.indexOf(bot);
      const figures = seatFigures(record, seat);
      faults += figures.faults;
      cpuMs += figures.cpuMs;
      return { seat, chips: record.chips[seat] ?? 0 };
    });
    return {
      entryId, seat: bot, chips: chips[bot] ?? 0, score: scores[bot] ?? 0, rank: ranks[bot] ?? 1, faults, cpuMs, rotations: perRotation, botVersionId: version(bot),
    };
  });
  const record: LeagueRecord = {
    format: 'duplicate', version: 1, seating: claim.seats.map((s) => s.botName),
    rotations: rotations.map((r) => ({ order: [...r.order], record: r.record })),
  };
  return ok({ record, results });
}

/** Plays and records one match; see the module comment for what throws and what is a value. */
export async function playMatch(db: Db, matchId: string, options: PlayOptions = {}): Promise<Result<PlayOutcome, PlayError>> {
  const claimed = await claimMatch(db, matchId);
  if (!claimed.ok) {
    if (claimed.error.code === 'not-found') return err({ code: 'not-found' });
    if (claimed.error.code === 'league-not-running') return ok({ kind: 'held', roundId: (await getMatch(db, matchId))?.roundId ?? 0 });
    const { status } = claimed.error;
    const match = await getMatch(db, matchId);
    const roundId = match?.roundId ?? 0;
    return ok(status === 'void' ? { kind: 'void', roundId } : { kind: 'already-recorded', roundId });
  }
  const claim = claimed.value;
  const spec = matchSpec(claim, await botSpecs(db, claim), options.maxDeals);
  const played = await play(claim, spec, options);
  if (!played.ok) return err({ code: 'bad-spec', message: played.error });
  const entryIds = await listAllEntryIds(db, claim.league.id);
  const recorded = await recordMatchResult(db, matchId, played.value.record, played.value.results, refitRatings(entryIds));
  const roundId = claim.match.roundId;
  if (recorded.ok) {
    const stored = played.value.record;
    const rotationCount = isDuplicateRecord(stored) ? stored.rotations.length : 1;
    for (let r = 0; r < rotationCount; r++) options.live?.publish(r, { t: 'end', status: 'done' });
    return ok({ kind: recorded.value, roundId });
  }
  switch (recorded.error.code) {
    case 'not-found':
      return err({ code: 'not-found' });
    case 'match-void':
      return ok({ kind: 'void', roundId });
    case 'entries-mismatch':
      throw new Error(`results of match ${matchId} do not fit its seating: ${JSON.stringify(recorded.error)}`);
  }
}
