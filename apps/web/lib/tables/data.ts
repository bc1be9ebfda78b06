/** The table pages' data: a person's tables, one table, what the form may seat, the people's ladder. */
import { getPersonTable, listPersonTableResults, listPersonTables, type PersonTableDetail } from '@arena/db/person-tables';
import { findGame, type GameId } from '@arena/games';
import { peopleLadder, type PeopleLadderRow } from '@arena/league/people-ladder';
import { PERSON_TABLE_RULES } from '@arena/league/person-tables';
import { fetchOpponentChoices, type VersionChoice } from '../challenges/data.ts';
import { getDb } from '../db.ts';

export async function fetchMyTables(userId: number): Promise<PersonTableDetail[]> {
  return listPersonTables(await getDb(), userId, 30);
}

export async function fetchTable(id: string): Promise<PersonTableDetail | undefined> {
  return getPersonTable(await getDb(), id);
}

/** Who sits where at a table: fixed once it is stored, so kept in memory (the turn API reads it every second). */
export interface TableHead {
  readonly personId: number;
  readonly personSeat: number;
}

const heads = new Map<string, TableHead>();

export async function fetchTableHead(id: string): Promise<TableHead | undefined> {
  const hit = heads.get(id);
  if (hit) return hit;
  const table = await fetchTable(id);
  if (!table) return undefined;
  const head = { personId: table.personId, personSeat: table.personSeat };
  if (heads.size >= 1000) heads.delete(heads.keys().next().value ?? '');
  heads.set(id, head);
  return head;
}

export interface TableFormData {
  readonly game: string;
  readonly seats: { readonly min: number; readonly max: number; readonly default: number };
  readonly maxDeals: number;
  readonly bots: readonly VersionChoice[];
}

export async function fetchTableForm(gameId: string): Promise<TableFormData | undefined> {
  const game = findGame(gameId);
  if (!game) return undefined;
  return {
    game: gameId, seats: { min: game.seatRange.min, max: game.seatRange.max, default: game.seatRange.default },
    maxDeals: PERSON_TABLE_RULES.maxDeals, bots: await fetchOpponentChoices(gameId),
  };
}

export async function fetchPeopleLadder(game: GameId): Promise<PeopleLadderRow[]> {
  return peopleLadder(await listPersonTableResults(await getDb(), game));
}
