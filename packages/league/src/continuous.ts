/**
 * Continuous leagues: the workers keep their tables coming. Each scheduler tick (see `tickArena`)
 * tops up every running continuous league to a bounded number of open (queued or running)
 * matches, with tables chosen by `pickLadderTables` (@arena/schedule/continuous): placement tables
 * for provisional entries first, queued with a higher BullMQ priority, then the routine tables
 * that teach the ladder most. Each batch is a round of its own (seeds from the league secret, the
 * commitment published with it, the seeds revealed when its matches ended), so rounds keep their
 * meaning: the commit-reveal unit and one point of each entry's rating history.
 */
import type { Db } from '@arena/db/client';
import { getLeagueSecret, listEntries, type LeagueRow } from '@arena/db/leagues';
import { err, type Result } from '@arena/db/result';
import { createBatch, type BatchState, type CreateBatchError, type CreatedRound } from '@arena/db/rounds';
import { pairKey, pickLadderTables, type LadderCandidate } from '@arena/schedule/continuous';
import { roundCommitment, roundSeeds } from '@arena/schedule/seeds';
import type { QueuedMatch } from '@arena/jobs/queue';

/**
 * BullMQ priorities (lower runs first, FIFO within one; a job without a priority runs before every
 * prioritised job): round leagues' jobs have none, then placement, then routine ladder tables, and
 * challenges (@arena/league/challenges) last, so on-demand matches never delay ranked play.
 */
export const PLACEMENT_PRIORITY = 1;
export const ROUTINE_PRIORITY = 10;
export const CHALLENGE_PRIORITY = 100;

export interface ScheduledBatch extends CreatedRound {
  /** The batch's matches with the priorities to queue them with. */
  readonly jobs: readonly QueuedMatch[];
}

interface EntryFigures { readonly entryId: number; readonly width: number | null; readonly provisional: boolean | null }

async function entryFigures(db: Db, leagueId: number): Promise<Map<number, EntryFigures>> {
  const rows = await db.sql<EntryFigures[]>`
    select e.id as entry_id, r.high - r.low as width, r.provisional
    from entries e left join ratings r on r.entry_id = e.id and r.league_id = e.league_id
    where e.league_id = ${leagueId} and e.retired_at is null`;
  return new Map(rows.map((r) => [r.entryId, r]));
}

/** Tables scheduled per entry and per pair (void matches left out): what the league has seen. */
async function scheduledSoFar(db: Db, leagueId: number): Promise<{ games: Map<string, number>; meetings: Map<string, number> }> {
  const pairs = await db.sql<{ a: string; b: string; n: number }[]>`
    select a.value as a, b.value as b, count(*)::int as n
    from matches m, jsonb_array_elements_text(m.seating) a, jsonb_array_elements_text(m.seating) b
    where m.league_id = ${leagueId} and m.status <> 'void' and a.value <= b.value
    group by 1, 2`;
  const games = new Map<string, number>();
  const meetings = new Map<string, number>();
  for (const p of pairs) {
    if (p.a === p.b) games.set(p.a, p.n);
    else meetings.set(pairKey(p.a, p.b), p.n);
  }
  return { games, meetings };
}

async function ladderCandidates(db: Db, leagueId: number, games: ReadonlyMap<string, number>): Promise<LadderCandidate[]> {
  const figures = await entryFigures(db, leagueId);
  return (await listEntries(db, leagueId)).filter((e) => !e.retired).map((e) => { // retired: the account was deleted
    const f = figures.get(e.id);
    return {
      id: String(e.id), owner: String(e.ownerId), house: e.isHouse,
      width: f?.width ?? Number.POSITIVE_INFINITY, games: games.get(String(e.id)) ?? 0, placement: f?.provisional ?? true,
    };
  });
}

/**
 * Tops the league up to `bound` open matches (placement tables may take up to `bound` more, so a
 * new bot never waits behind a full queue of routine tables) and returns the new batch.
 */
export async function scheduleContinuous(db: Db, league: LeagueRow, bound: number): Promise<Result<ScheduledBatch, CreateBatchError>> {
  const secret = await getLeagueSecret(db, league.id);
  if (secret === undefined) return err({ code: 'league-not-found' });
  const { games, meetings } = await scheduledSoFar(db, league.id);
  const candidates = await ladderCandidates(db, league.id, games);
  let placement: boolean[] = [];
  const created = await createBatch(db, league.id, ({ number, open }: BatchState) => {
    const tables = pickLadderTables(candidates, {
      seats: league.seatsPerTable, separateOwners: league.separateOwners, meetings,
      placementTables: Math.max(0, bound - open.placement), fillTo: bound - open.placement - open.routine,
    });
    if (tables.length === 0) return null;
    placement = tables.map((t) => t.placement);
    const seeds = roundSeeds(secret, String(league.id), number, tables.length);
    return {
      seedCommitment: roundCommitment(seeds),
      tables: tables.map((t, i) => ({
        seed: seeds[i] ?? '', seating: t.seating.map(Number), placement: t.placement,
        priority: t.placement ? PLACEMENT_PRIORITY : ROUTINE_PRIORITY,
      })),
    };
  });
  if (!created.ok) return created;
  const jobs = created.value.matchIds.map((matchId, i) => ({ matchId, priority: placement[i] === true ? PLACEMENT_PRIORITY : ROUTINE_PRIORITY }));
  return { ok: true, value: { ...created.value, jobs } };
}
