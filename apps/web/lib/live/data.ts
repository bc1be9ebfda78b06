/** The live tables' data: the running matches to list, and a running match's seats and rotations. */
import { getLeague } from '@arena/db/leagues';
import { getMatchSeatNames, listLiveMatches, type LiveMatchRow, type MatchPage } from '@arena/db/match-pages';
import { rotations } from '@arena/match/rotations';
import type { SeatName } from '@/components/replay/table';
import { getDb } from '@/lib/db';

export async function fetchLiveMatches(leagueId?: number, limit = 10): Promise<LiveMatchRow[]> {
  return listLiveMatches(await getDb(), { ...(leagueId === undefined ? {} : { leagueId }), limit });
}

export interface LiveTableData {
  readonly names: readonly SeatName[];
  /** Rotations of the duplicate set (1 for a single match): one live stream each. */
  readonly rotations: number;
}

/** Seat names in rotation `rotation` (0: the match as seated; the others seat the same bots in another order). */
export async function fetchLiveTable(page: MatchPage, rotation: number): Promise<LiveTableData> {
  const db = await getDb();
  const [names, league] = await Promise.all([getMatchSeatNames(db, page.match.id), getLeague(db, page.league.id)]);
  return rotationSeats(names, page.match.seating.length, league?.duplicate ?? false, rotation);
}

/** Seat names in a rotation: seat s of rotation r holds bot order[s] (rotation 0 is the match as seated). */
export function rotationSeats(names: readonly string[], n: number, duplicate: boolean, rotation: number): LiveTableData {
  const orders = duplicate ? rotations(n) : [Array.from({ length: n }, (_, s) => s)];
  const order = orders[Math.min(Math.max(rotation, 0), orders.length - 1)] ?? [];
  return {
    names: Array.from({ length: n }, (_, s) => ({ name: names[order[s] ?? s] ?? `seat ${s}`, botId: null })),
    rotations: orders.length,
  };
}
