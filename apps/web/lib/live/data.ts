/** The live tables' data: the running matches to list, and a running match's seats and rotations. */
import { getLeague } from '@arena/db/leagues';
import { getMatchSeatNames, listLiveMatches, type LiveMatchRow } from '@arena/db/match-pages';
import { listLivePersonTables, type LivePersonTableRow } from '@arena/db/person-tables';
import { rotations } from '@arena/match/rotations';
import type { SeatName } from '@/components/replay/table';
import { getDb } from '@/lib/db';
import type { MatchData } from '@/lib/matches/data';

export async function fetchLiveMatches(leagueId?: number, limit = 10): Promise<LiveMatchRow[]> {
  return listLiveMatches(await getDb(), { ...(leagueId === undefined ? {} : { leagueId }), limit });
}

/** Tables with a person being played now (issue 19): the home page lists them too. */
export async function fetchLivePersonTables(limit = 10): Promise<LivePersonTableRow[]> {
  return listLivePersonTables(await getDb(), limit);
}

export interface LiveTableData {
  readonly names: readonly SeatName[];
  /** Rotations of the duplicate set (1 for a single match): one live stream each. */
  readonly rotations: number;
}

/** Seat names in rotation `rotation` (0: the match as seated; the others seat the same bots in another order). */
export async function fetchLiveTable(data: MatchData, rotation: number): Promise<LiveTableData> {
  const seats = data.seatOwners.length;
  if (data.context.kind === 'table') {
    const { personName, personSeat } = data.context;
    const names = Array.from({ length: seats }, (_, s) => (s === personSeat ? `${personName} (person)` : data.seats.find((x) => x.seat === s)?.botName ?? `seat ${s}`));
    return rotationSeats(names, seats, false, 0);
  }
  if (data.context.kind === 'challenge') {
    // A challenge is always a duplicate set, its seats known before it is played.
    const names = [...data.seats].sort((a, b) => a.seat - b.seat).map((s) => s.botName);
    return rotationSeats(names, seats, true, rotation);
  }
  const db = await getDb();
  const [names, league] = await Promise.all([getMatchSeatNames(db, data.id), getLeague(db, data.context.league.id)]);
  return rotationSeats(names, seats, league?.duplicate ?? false, rotation);
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
