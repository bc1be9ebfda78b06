/** The match page's data: the match, its seats and the parsed record, with who owns which seat. */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { findGame } from '@arena/games';
import type { AnyGameDefinition } from '@arena/engine/game';
import { getMatchPage, listRecentMatches, type MatchPage, type RecentMatchRow } from '@arena/db/match-pages';
import { matchRecordSchema, type MatchRecord } from '@arena/match/record';
import { getDb } from '../db.ts';

export interface MatchData {
  readonly page: MatchPage;
  readonly record: MatchRecord | null;
  readonly game: AnyGameDefinition | undefined;
  /** Bot owner per seat (from the results, or from the seating for an unplayed match). */
  readonly seatOwners: readonly (number | null)[];
}

export const fetchMatch = cache(async (id: string): Promise<MatchData> => {
  const page = await getMatchPage(await getDb(), id);
  if (!page) notFound();
  const parsed = page.record === null ? null : matchRecordSchema.safeParse(page.record);
  const record = parsed?.success ? parsed.data : null;
  const seatOwners = (record?.seats ?? page.results).map((_, seat) => page.results.find((r) => r.seat === seat)?.ownerId ?? null);
  return { page, record, game: findGame(page.league.game), seatOwners };
});

export function ownSeatsOf(data: MatchData, userId: number | undefined): Set<number> {
  const own = new Set<number>();
  if (userId === undefined) return own;
  data.seatOwners.forEach((owner, seat) => {
    if (owner === userId) own.add(seat);
  });
  return own;
}

export async function fetchRecentMatches(leagueId?: number, limit = 10): Promise<RecentMatchRow[]> {
  return listRecentMatches(await getDb(), { ...(leagueId === undefined ? {} : { leagueId }), limit });
}
