/**
 * Rounds of a league: scheduling the next one (tables by @arena/schedule, seeds from the league
 * secret, the commitment published with the round, all matches created in one transaction),
 * settling one whose matches have all ended (void matches rescheduled, then the seeds revealed),
 * and the progress of the current one.
 */
import type { Db } from '@arena/db/client';
import { getLeague, getLeagueSecret, listEntries, setLeagueState, type LeagueRow } from '@arena/db/leagues';
import { PLATFORM_CEILINGS } from './game-settings.ts';
import { listRoundMatches, requeueMatch } from '@arena/db/matches';
import { err, ok, type Result } from '@arena/db/result';
import {
  createRound, finishRound, getRound, getRoundProgress, listRounds, type CreateRoundError, type RoundProgress, type RoundRow,
} from '@arena/db/rounds';
import { scheduleRound, type RoundPlan } from '@arena/schedule/round';
import { roundCommitment, roundSeeds } from '@arena/schedule/seeds';

/** A match voided this many times (attempts exhausted each time) stays void; its round finishes without it. */
export const MAX_VOIDS_PER_MATCH = 2;
/** Move budget of the balanced design's search (a few hundred ms for 20 entries). */
const SEARCH_STEPS = 50_000;

export type StartRoundError =
  | CreateRoundError
  | { readonly code: 'schedule'; readonly message: string };

export interface StartedRound {
  readonly round: RoundRow;
  /** In table order: the BullMQ job ids are `match-<id>`. */
  readonly matchIds: readonly string[];
  readonly design: RoundPlan['design'];
  readonly dropped: RoundPlan['dropped'];
  readonly unmetPairs: RoundPlan['unmetPairs'];
}

/** Entry ids (as strings) of every table of the league's rounds so far, to balance pairs over rounds. */
async function previousTables(db: Db, leagueId: number): Promise<string[][]> {
  const tables: string[][] = [];
  for (const round of await listRounds(db, leagueId)) {
    for (const m of await listRoundMatches(db, round.id)) tables.push(m.seating.map(String));
  }
  return tables;
}

function describeScheduleError(e: { code: string; entries?: number; seats?: number }): string {
  return e.code === 'too-few-entries' ? `${e.entries ?? 0} entries cannot fill ${e.seats ?? 0}-seat tables` : e.code;
}

/** Schedules and creates the league's next round (the league must be `running`). */
export async function startRound(db: Db, leagueId: number): Promise<Result<StartedRound, StartRoundError>> {
  const league = await getLeague(db, leagueId);
  const secret = await getLeagueSecret(db, leagueId);
  if (!league || secret === undefined) return err({ code: 'league-not-found' });
  const number = ((await listRounds(db, leagueId)).at(-1)?.number ?? 0) + 1;
  if (league.continuous) return err({ code: 'schedule', message: 'a continuous league schedules its own tables' });
  const entries = (await listEntries(db, leagueId)).filter((e) => !e.retired); // retired: the account was deleted
  const plan = scheduleRound(
    entries.map((e) => ({ id: String(e.id), owner: String(e.ownerId), house: e.isHouse })),
    {
      seats: league.seatsPerTable, seed: `${leagueId}/${number}`, separateOwners: league.separateOwners,
      previous: await previousTables(db, leagueId), searchSteps: SEARCH_STEPS,
    },
  );
  if (!plan.ok) return err({ code: 'schedule', message: describeScheduleError(plan.error) });
  if (plan.value.tables.length === 0) return err({ code: 'schedule', message: 'the owner rule leaves no table to play' });
  if (plan.value.tables.length > PLATFORM_CEILINGS.tablesPerRound) {
    return err({ code: 'schedule', message: `${plan.value.tables.length} tables: at most ${PLATFORM_CEILINGS.tablesPerRound} tables per round on this platform` });
  }
  const seeds = roundSeeds(secret, String(leagueId), number, plan.value.tables.length);
  const created = await createRound(db, {
    leagueId,
    seedCommitment: roundCommitment(seeds),
    tables: plan.value.tables.map((t, i) => ({ seed: seeds[i] ?? '', seating: t.map(Number) })),
  });
  if (!created.ok) return created;
  if (created.value.round.number !== number) throw new Error(`round ${number} was created as ${created.value.round.number} by a concurrent scheduler`);
  const { design, dropped, unmetPairs } = plan.value;
  return ok({ ...created.value, design, dropped, unmetPairs });
}

export type SettleOutcome =
  | { readonly state: 'running'; readonly progress: RoundProgress }
  | { readonly state: 'rescheduled'; readonly matchIds: readonly string[] }
  | { readonly state: 'finished'; readonly round: RoundRow; readonly leagueFinished: boolean };

/**
 * Called whenever a match of the round ends (done or void): while matches are queued or running,
 * nothing happens; then (unless the league is finished) void matches voided fewer than
 * MAX_VOIDS_PER_MATCH times are requeued and
 * handed to `reschedule` (which queues their jobs again); once none is left to reschedule, the
 * round is finished with its seeds revealed, and the league too when it reached its target.
 * Idempotent and safe to call from several workers at once.
 */
export async function settleRound(
  db: Db,
  roundId: number,
  reschedule: (matchIds: readonly string[]) => Promise<void>,
): Promise<SettleOutcome> {
  const round = await getRound(db, roundId);
  if (!round) throw new Error(`round ${roundId} does not exist`);
  const progress = await getRoundProgress(db, roundId);
  if (round.state === 'finished') return { state: 'finished', round, leagueFinished: false };
  if (progress.queued + progress.running > 0) return { state: 'running', progress };
  const leagueOver = (await getLeague(db, round.leagueId))?.state === 'finished';
  const again = leagueOver ? [] : (await listRoundMatches(db, roundId, 'void')).filter((m) => m.voidCount < MAX_VOIDS_PER_MATCH);
  const requeued: string[] = [];
  for (const m of again) {
    if ((await requeueMatch(db, m.id)).ok) requeued.push(m.id);
  }
  if (requeued.length > 0) {
    await reschedule(requeued);
    return { state: 'rescheduled', matchIds: requeued };
  }
  if (again.length > 0) return { state: 'running', progress: await getRoundProgress(db, roundId) };
  return finish(db, round);
}

async function finish(db: Db, round: RoundRow): Promise<SettleOutcome> {
  const secret = await getLeagueSecret(db, round.leagueId);
  if (secret === undefined) throw new Error(`league ${round.leagueId} vanished`);
  const total = (await listRoundMatches(db, round.id)).length;
  const seeds = roundSeeds(secret, String(round.leagueId), round.number, total);
  const finished = await finishRound(db, round.id, seeds);
  if (!finished.ok) {
    const again = await getRound(db, round.id);
    if (finished.error.code === 'already-finished' && again) return { state: 'finished', round: again, leagueFinished: false };
    return { state: 'running', progress: await getRoundProgress(db, round.id) };
  }
  const league = await getLeague(db, round.leagueId);
  const leagueFinished = league !== undefined && !league.continuous && league.state === 'running' && round.number >= league.targetRounds
    && (await setLeagueState(db, league.id, 'finished')).ok;
  return { state: 'finished', round: finished.value, leagueFinished };
}

export interface LeagueStatus {
  readonly league: LeagueRow;
  readonly roundsFinished: number;
  readonly current: { readonly round: RoundRow; readonly progress: RoundProgress } | null;
}

/** The league with its latest round's progress. */
export async function leagueStatus(db: Db, leagueId: number): Promise<LeagueStatus | undefined> {
  const league = await getLeague(db, leagueId);
  if (!league) return undefined;
  const rounds = await listRounds(db, leagueId);
  const last = rounds.at(-1);
  return {
    league,
    roundsFinished: rounds.filter((r) => r.state === 'finished').length,
    current: last ? { round: last, progress: await getRoundProgress(db, last.id) } : null,
  };
}

/** Opens a draft/open league for play (`running`); a paused one resumes. */
export async function ensureRunning(db: Db, league: LeagueRow): Promise<Result<LeagueRow, string>> {
  if (league.state === 'running') return ok(league);
  if (league.state === 'finished') return err('the league is finished');
  if (league.state === 'draft') {
    const opened = await setLeagueState(db, league.id, 'open');
    if (!opened.ok) return err(`cannot open the league: ${opened.error.code}`);
  }
  const running = await setLeagueState(db, league.id, 'running');
  return running.ok ? ok(running.value) : err(`cannot start the league: ${running.error.code}`);
}
