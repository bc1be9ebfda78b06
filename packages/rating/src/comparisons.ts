/**
 * Duplicate results as pairwise comparisons.
 *
 * A table result lists the bots of one match played in the duplicate format (every seat rotation
 * of the same deals) with each bot's points over all rotations: its matchpoints (each deal compared
 * across its rotations) or its summed chips, as the league scores. Every pair of bots at the table
 * is one comparison: the bot with more points wins it, equal points are a draw. A table of k bots
 * gives k·(k−1)/2 comparisons; they share the table's deals, so they are not independent (the
 * ladder's intervals account for that: see cluster-covariance.ts).
 */

/** One bot's points at a table (over all rotations of the duplicate set). */
export interface SeatTotal {
  readonly id: string;
  readonly points: number;
}

/** The bots of one duplicate match with their points, in seat order of the first rotation. */
export interface TableResult {
  readonly totals: readonly SeatTotal[];
}

/** 1 = a won, 0.5 = draw, 0 = b won. */
export type Score = 0 | 0.5 | 1;

/** One pairwise comparison: `score` is a's score against b. */
export interface Comparison {
  readonly a: string;
  readonly b: string;
  readonly score: Score;
}

/** a's score against b from their points. */
export function scoreFromPoints(pointsA: number, pointsB: number): Score {
  if (pointsA > pointsB) return 1;
  if (pointsA < pointsB) return 0;
  return 0.5;
}

/**
 * Every pair of bots at the table, in seat order (seat i before seat j for i < j).
 * Throws (a bug upstream) when a bot sits twice at the table or points are not finite.
 */
export function comparisonsFromTable(table: TableResult): Comparison[] {
  const { totals } = table;
  const ids = new Set(totals.map((t) => t.id));
  if (ids.size !== totals.length) throw new Error('comparisonsFromTable: a bot sits twice at one table');
  const out: Comparison[] = [];
  totals.forEach((first, i) => {
    if (!Number.isFinite(first.points)) throw new RangeError(`comparisonsFromTable: points of ${first.id} not finite`);
    for (const second of totals.slice(i + 1)) {
      out.push({ a: first.id, b: second.id, score: scoreFromPoints(first.points, second.points) });
    }
  });
  return out;
}

/** The comparisons of many tables, table by table. */
export function comparisonsFromTables(tables: readonly TableResult[]): Comparison[] {
  return tables.flatMap(comparisonsFromTable);
}

/** The same comparison seen from b's side. */
export function flipComparison(c: Comparison): Comparison {
  return { a: c.b, b: c.a, score: (1 - c.score) as Score };
}
