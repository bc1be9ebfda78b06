/** Read models of the league pages (STYLE.md 15). */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getLeagueBySlug, listEntries, listLeagues, type LeagueRow } from '@arena/db/leagues';
import { getCrosstable, getLadder } from '@arena/db/ratings';
import { getRoundProgress, listActiveLeagues, listRounds } from '@arena/db/rounds';
import { getDb } from '../db.ts';

export const fetchLeague = cache(async (slug: string): Promise<LeagueRow> => {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug)) notFound();
  const league = await getLeagueBySlug(await getDb(), slug);
  if (!league) notFound();
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

export async function fetchRounds(leagueId: number) {
  const db = await getDb();
  const rounds = await listRounds(db, leagueId);
  return Promise.all(rounds.map(async (r) => ({ round: r, progress: await getRoundProgress(db, r.id) })));
}

export async function fetchActiveLeagues() {
  return listActiveLeagues(await getDb());
}

export async function fetchAllLeagues() {
  return listLeagues(await getDb());
}
