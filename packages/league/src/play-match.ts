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
import { listRatedEntries, type LeagueScoring } from '@arena/db/leagues';
import { claimMatch, getMatch, recordMatchResult, type ClaimedMatch, type SeatResultInput } from '@arena/db/matches';
import { err, ok, type Result } from '@arena/db/result';
import { liveSinkOf, type LiveChannel } from '@arena/match/live';
import { ranksOf, type MatchRecord } from '@arena/record/match-record';
import type { BotSpec, MatchSpec } from '@arena/match/host/spec';
import { runDuplicateIsolated } from '@arena/match/host/run-duplicate-isolated';
import { runMatchIsolated, type IsolatedOptions } from '@arena/match/host/run-isolated';
import { houseIdOfBundle } from './enter.ts';
import { isDuplicateRecord, type DuplicateRecord, type LeagueRecord } from '@arena/record/league-record';
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

/** A seat's bot as stored: the version and its bundle (a house marker for in-process house bots). */
export interface StoredSeat {
  readonly botVersionId: number;
  readonly botName: string;
  readonly bundle: string;
  /** Only a house-owned version may be played as an in-process house bot. */
  readonly isHouse: boolean;
}

/** The match host's bots of stored seats (sources loaded from the database). */
export async function storedBotSpecs(db: Db, seats: readonly StoredSeat[], what: string): Promise<BotSpec[]> {
  return Promise.all(seats.map(async (seat): Promise<BotSpec> => {
    const house = houseIdOfBundle(seat.bundle);
    if (house !== undefined && seat.isHouse) return { name: seat.botName, house };
    const code = await getBotVersionCode(db, seat.botVersionId);
    if (!code) throw new Error(`bot version ${seat.botVersionId} of ${what} vanished`);
    return { name: seat.botName, source: code.source, filename: safeFilename(seat.botName) };
  }));
}

const botSpecs = (db: Db, claim: ClaimedMatch): Promise<BotSpec[]> => storedBotSpecs(db, claim.seats, `match ${claim.match.id}`);

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


export interface Played {
  readonly record: LeagueRecord;
  readonly results: SeatResultInput[];
}

function seatFigures(record: MatchRecord, seat: number): { faults: number; cpuMs: number } {
  return { faults: record.faults.filter((f) => f.seat === seat).length, cpuMs: record.seats[seat]?.cpuMs ?? 0 };
}

/** One bot's figures over a duplicate set (bot i = seat i of rotation 0). */
export interface DuplicateFigures {
  readonly chips: number;
  readonly score: number;
  readonly rank: number;
  readonly faults: number;
  readonly cpuMs: number;
  readonly rotations: { seat: number; chips: number }[];
}

/**
 * Plays a table in the duplicate format (every seat rotation of the same deals) and scores it as
 * asked: the duplicate record and each bot's figures. Shared by league matches and challenges.
 */
export async function playDuplicateTable(
  spec: MatchSpec, names: readonly string[], scoring: LeagueScoring, options: PlayOptions = {},
): Promise<Result<{ record: DuplicateRecord; figures: DuplicateFigures[] }, string>> {
  const { live } = options;
  const run = await runDuplicateIsolated(spec, { ...options.isolated, ...(live ? { live: (r: number) => liveSinkOf(live, r) } : {}) });
  if (!run.ok) return run;
  const { rotations, totals } = run.value;
  const scores = names.map((_, i) => (scoring === 'matchpoints' ? totals[i]?.matchpoints : totals[i]?.chips) ?? 0);
  const ranks = ranksOf(scores);
  const figures = names.map((_, bot): DuplicateFigures => {
    let faults = 0;
    let cpuMs = 0;
    const perRotation = rotations.map(({ order, record }) => {
      const seat = order.indexOf(bot);
      const f = seatFigures(record, seat);
      faults += f.faults;
      cpuMs += f.cpuMs;
      return { seat, chips: record.chips[seat] ?? 0 };
    });
    return { chips: totals[bot]?.chips ?? 0, score: scores[bot] ?? 0, rank: ranks[bot] ?? 1, faults, cpuMs, rotations: perRotation };
  });
  const record: DuplicateRecord = {
    format: 'duplicate', version: 1, seating: [...names],
    rotations: rotations.map((r) => ({ order: [...r.order], record: r.record })),
  };
  return ok({ record, figures });
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
  const played = await playDuplicateTable(spec, claim.seats.map((s) => s.botName), claim.league.scoring, options);
  if (!played.ok) return played;
  const results = seating.map((entryId, bot) => ({ entryId, seat: bot, ...figuresAt(played.value.figures, bot), botVersionId: version(bot) }));
  return ok({ record: played.value.record, results });
}

function figuresAt(figures: readonly DuplicateFigures[], bot: number): DuplicateFigures {
  const f = figures[bot];
  if (!f) throw new Error(`no figures for bot ${bot}`);
  return f;
}

/** Tells the live viewers of every rotation that the match is recorded (they turn into the replay). */
export function publishEnd(live: LiveChannel | undefined, record: LeagueRecord): void {
  const rotationCount = isDuplicateRecord(record) ? record.rotations.length : 1;
  for (let r = 0; r < rotationCount; r++) live?.publish(r, { t: 'end', status: 'done' });
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
  const entries = await listRatedEntries(db, claim.league.id);
  const recorded = await recordMatchResult(db, matchId, played.value.record, played.value.results, refitRatings(entries));
  const roundId = claim.match.roundId;
  if (recorded.ok) {
    publishEnd(options.live, played.value.record);
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
