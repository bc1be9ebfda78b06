/**
 * Starting a league's next round, for the organiser pages, until the league platform
 * (packages/league) takes this over: schedule the tables (@arena/schedule), derive the seeds from
 * the league secret, publish their commitment, and create the round with its queued matches
 * (@arena/db createRound). Playing the queued matches is the worker's job.
 */
import type { Db } from '@arena/db/client';
import { getLeague, getLeagueSecret, listEntries } from '@arena/db/leagues';
import { createRound, type CreateRoundError, type CreatedRound } from '@arena/db/rounds';
import { err, type Result } from '@arena/db/result';
import { scheduleRound } from '@arena/schedule/round';
import { roundCommitment, roundSeeds } from '@arena/schedule/seeds';

export type StartRoundError = CreateRoundError | { readonly code: 'schedule'; readonly detail: string };

/** Entry ids in seat order of every table of the league's earlier rounds (site query; to move to @arena/db). */
async function previousTables(db: Db, leagueId: number): Promise<string[][]> {
  const rows = await db.sql<{ seating: number[] }[]>`select seating from matches where league_id = ${leagueId} order by round_id, table_index`;
  return rows.map((r) => r.seating.map(String));
}

export async function startNextRound(db: Db, leagueId: number): Promise<Result<CreatedRound, StartRoundError>> {
  const league = await getLeague(db, leagueId);
  const secret = await getLeagueSecret(db, leagueId);
  if (!league || secret === undefined) return err({ code: 'league-not-found' });
  const entries = await listEntries(db, leagueId);
  const [last] = await db.sql<{ number: number }[]>`select coalesce(max(number), 0)::int as number from rounds where league_id = ${leagueId}`;
  const number = (last?.number ?? 0) + 1;
  const plan = scheduleRound(
    entries.map((e) => ({ id: String(e.id), owner: String(e.ownerId), house: e.isHouse })),
    { seats: league.seatsPerTable, seed: `${leagueId}/${number}`, separateOwners: league.separateOwners, previous: await previousTables(db, leagueId), searchSteps: 50_000 },
  );
  if (!plan.ok) return err({ code: 'schedule', detail: plan.error.code === 'too-few-entries' ? `${plan.error.entries} entries for ${plan.error.seats}-seat tables` : plan.error.code });
  const seeds = roundSeeds(secret, String(leagueId), number, plan.value.tables.length);
  return createRound(db, {
    leagueId,
    seedCommitment: roundCommitment(seeds),
    tables: plan.value.tables.map((t, i) => ({ seed: seeds[i] ?? '', seating: t.map(Number) })),
  });
}
