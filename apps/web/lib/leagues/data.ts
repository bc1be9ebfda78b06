/** Read models of the league pages (STYLE.md 15). */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getLeagueBySlug, listEntries, listLeagues, LISTED_LEAGUE_STATES, type LeagueRow } from '@arena/db/leagues';
import type { UserRow } from '@arena/db/users';
import { getCrosstable, getLadder } from '@arena/db/ratings';
import { listActiveLeagues } from '@arena/db/rounds';
import { getDb } from '../db.ts';
import { canOrganise, canSee } from './access.ts';

type Viewer = Pick<UserRow, 'id' | 'role'> | undefined;

/** The league of this slug as `viewer` may see it; 404 when there is none or it is someone else's draft. */
export const fetchLeague = cache(async (slug: string, viewer: Viewer): Promise<LeagueRow> => {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug)) notFound();
  const league = await getLeagueBySlug(await getDb(), slug);
  if (!league || !canSee(league, viewer)) notFound();
  return league;
});

export async function fetchLadder(leagueId: number) {
  return getLadder(await getDb(), leagueId);
}

export async function fetchCrosstable(leagueId: number) {
  return getCrosstable(await getDb(), leagueId);
}

export async function fetchEntries(leagueId: number) {
  return listEntries(await getDb(), leagueId);
}

export interface RoundSummary {
  readonly id: number;
  readonly number: number;
  readonly state: 'running' | 'finished';
  readonly queued: number;
  readonly running: number;
  readonly done: number;
  readonly void: number;
  readonly total: number;
}

/**
 * The league's newest rounds with their match counts, in one query (site query; to move to
 * @arena/db/rounds). Only running rounds are counted live; a finished round's matches no longer
 * change, so its counts come from the same index-only scan but are few.
 */
export async function fetchRounds(leagueId: number, limit = 5): Promise<{ rounds: RoundSummary[]; total: number }> {
  const db = await getDb();
  const rounds = await db.sql<RoundSummary[]>`
    select rs.id, rs.number, rs.state, p.queued, p.running, p.done, p.void, p.total
    from (select id, number, state from rounds where league_id = ${leagueId} order by number desc limit ${limit}) rs
    cross join lateral (
      select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'running')::int as running,
        count(*) filter (where status = 'done')::int as done, count(*) filter (where status = 'void')::int as void, count(*)::int as total
      from matches m where m.round_id = rs.id) p
    order by rs.number desc`;
  const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from rounds where league_id = ${leagueId}`;
  return { rounds, total: count?.n ?? 0 };
}

export async function fetchActiveLeagues() {
  return listActiveLeagues(await getDb());
}

/** The public leagues (drafts left out). */
export async function fetchListedLeagues() {
  return listLeagues(await getDb(), LISTED_LEAGUE_STATES);
}

/** The leagues `user` may enter bots into: the open ones, and drafts `user` organises. */
export async function fetchEnterableLeagues(user: Pick<UserRow, 'id' | 'role'>) {
  const leagues = await listLeagues(await getDb(), ['open', 'draft', 'running']);
  return leagues.filter((l) => (l.state !== 'running' || l.continuous) && canSee(l, user)); // a running continuous ladder takes entries
}

/** The leagues `user` organises (every league for an admin), drafts included. */
export async function fetchOrganisedLeagues(user: Pick<UserRow, 'id' | 'role'>) {
  return (await listLeagues(await getDb())).filter((l) => canOrganise(l, user));
}

export interface MatchCounts {
  readonly queued: number;
  readonly running: number;
  readonly done: number;
  readonly void: number;
}

/** Matches of the league by status (a continuous league's progress). */
export async function fetchMatchCounts(leagueId: number): Promise<MatchCounts> {
  const [row] = await (await getDb()).sql<MatchCounts[]>`
    select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'done')::int as done, count(*) filter (where status = 'void')::int as void
    from matches where league_id = ${leagueId}`;
  return row ?? { queued: 0, running: 0, done: 0, void: 0 };
}
