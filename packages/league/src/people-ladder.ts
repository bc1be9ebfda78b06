/**
 * The people's ladder (issue 19): Bradley–Terry on the Elo scale (@arena/rating, the leagues' own
 * fit), from the tables with a person alone, so that people and the bots they played can be
 * compared on one scale while no league rating ever moves. Each done table is one table result,
 * every seat's chips its points; people and bot versions are players alike (`person:<id>`,
 * `bot:<version id>`). A pure function of the set of results: the order tables finish in never
 * changes it.
 */
import type { PersonTableResultRow } from '@arena/db/person-tables';
import type { TableResult } from '@arena/rating/comparisons';
import { fitTableRatings, type Ladder } from '@arena/rating/ladder';

export interface PeopleLadderRow {
  readonly player: string;
  readonly name: string;
  readonly kind: 'person' | 'bot';
  readonly rating: number;
  readonly low: number;
  readonly high: number;
  readonly games: number;
  readonly tables: number;
  readonly provisional: boolean;
}

export function tablesOfPersonResults(rows: readonly PersonTableResultRow[]): TableResult[] {
  const tables = new Map<string, { id: string; points: number }[]>();
  for (const row of rows) {
    const totals = tables.get(row.tableId) ?? [];
    totals.push({ id: row.player, points: row.chips });
    tables.set(row.tableId, totals);
  }
  return [...tables.values()].filter((t) => t.length > 1).map((totals) => ({ totals }));
}

/** The ladder of everyone who sat at a done table of one game, best first. */
export function peopleLadder(rows: readonly PersonTableResultRow[]): PeopleLadderRow[] {
  const tables = tablesOfPersonResults(rows);
  if (tables.length === 0) return [];
  const ladder: Ladder = fitTableRatings(tables);
  const names = new Map(rows.map((r) => [r.player, r.name]));
  const tableCount = new Map<string, number>();
  for (const t of tables) for (const { id } of t.totals) tableCount.set(id, (tableCount.get(id) ?? 0) + 1);
  return ladder.rows.map((r) => ({
    player: r.id, name: names.get(r.id) ?? r.id, kind: r.id.startsWith('person:') ? 'person' : 'bot',
    rating: Math.round(r.rating), low: Math.round(r.low), high: Math.round(r.high), games: r.games,
    tables: tableCount.get(r.id) ?? 0, provisional: r.provisional,
  }));
}
