/**
 * Placement progress of a provisional entry, for its bot page: tables played, an estimate of the
 * tables it needs, and of the time left.
 *
 * - Tables needed: an interval narrows about as 1/√tables, so an entry at half-width w after n
 *   tables needs about n·(w/limit)² (limit: the fit's provisional half-width); before its first
 *   table, as many as the league's entries needed on average to leave provisional, or
 *   `FIRST_GUESS` in a league where none has.
 * - Time left: tables left × the entry's recent pace (the time between its last finished tables),
 *   or the league's average match duration before it has two.
 */
import type { Db } from '@arena/db/client';
import { DEFAULT_FIT_OPTIONS } from '@arena/rating/ladder';

/** Tables guessed for a placement when nothing is known yet. */
export const FIRST_GUESS = 30;

export interface PlacementProgress {
  readonly tablesPlayed: number;
  readonly tablesNeeded: number;
  /** Null while there is no pace to go by. */
  readonly secondsLeft: number | null;
}

export interface PlacementInput {
  readonly tablesPlayed: number;
  /** (high − low) / 2 of its rating; null without one. */
  readonly halfWidth: number | null;
  /** Tables the league's settled entries took on average (null: none settled). */
  readonly typicalTables: number | null;
  readonly secondsPerTable: number | null;
  readonly limit?: number;
}

export function estimatePlacement(p: PlacementInput): PlacementProgress {
  const limit = p.limit ?? DEFAULT_FIT_OPTIONS.provisionalHalfWidth;
  const fromWidth = p.tablesPlayed > 0 && p.halfWidth !== null && Number.isFinite(p.halfWidth)
    ? Math.ceil(p.tablesPlayed * (p.halfWidth / limit) ** 2)
    : Math.round(p.typicalTables ?? FIRST_GUESS);
  const tablesNeeded = Math.max(p.tablesPlayed + 1, fromWidth);
  const left = tablesNeeded - p.tablesPlayed;
  return { tablesPlayed: p.tablesPlayed, tablesNeeded, secondsLeft: p.secondsPerTable === null ? null : Math.round(left * p.secondsPerTable) };
}

interface EntryPace { readonly tables: number; readonly span: number | null; readonly halfWidth: number | null }

async function entryPace(db: Db, entryId: number): Promise<EntryPace> {
  const [row] = await db.sql<EntryPace[]>`
    select count(*)::int as tables,
      extract(epoch from max(m.finished_at) - min(m.finished_at))::float8 as span,
      (select (r.high - r.low) / 2 from ratings r where r.entry_id = ${entryId}) as half_width
    from match_results mr join matches m on m.id = mr.match_id
    where mr.entry_id = ${entryId} and m.status = 'done'`;
  return row ?? { tables: 0, span: null, halfWidth: null };
}

async function leagueFigures(db: Db, leagueId: number): Promise<{ typicalTables: number | null; matchSeconds: number | null }> {
  const [row] = await db.sql<{ typicalTables: number | null; matchSeconds: number | null }[]>`
    select
      (select avg(n)::float8 from (
        select count(*) as n from ratings r join match_results mr on mr.entry_id = r.entry_id
        where r.league_id = ${leagueId} and not r.provisional group by r.entry_id) settled) as typical_tables,
      (select avg(extract(epoch from finished_at - started_at))::float8 from (
        select finished_at, started_at from matches
        where league_id = ${leagueId} and status = 'done' and started_at is not null
        order by finished_at desc limit 20) recent) as match_seconds`;
  return row ?? { typicalTables: null, matchSeconds: null };
}

/** The placement progress of an entry (call it for provisional entries). */
export async function placementOf(db: Db, leagueId: number, entryId: number): Promise<PlacementProgress> {
  const pace = await entryPace(db, entryId);
  const league = await leagueFigures(db, leagueId);
  const secondsPerTable = pace.tables >= 2 && pace.span !== null ? pace.span / (pace.tables - 1) : league.matchSeconds;
  return estimatePlacement({ tablesPlayed: pace.tables, halfWidth: pace.halfWidth, typicalTables: league.typicalTables, secondsPerTable });
}

/** "12 of about 30 tables, about 2 minutes left". */
export function describePlacement(p: PlacementProgress): string {
  const tables = `${p.tablesPlayed} of about ${p.tablesNeeded} tables`;
  if (p.secondsLeft === null) return tables;
  const minutes = Math.round(p.secondsLeft / 60);
  const left = p.secondsLeft < 90 ? 'about a minute left' : `about ${minutes} minutes left`;
  return `${tables}, ${left}`;
}
