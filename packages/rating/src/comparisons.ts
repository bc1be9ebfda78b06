/**
 * Duplicate results as pairwise comparisons.
 *
 * A table result lists the bots of one match played in the duplicate format (every seat rotation
 * of the same deals) with each bot's chips summed over all rotations. Every pair of bots at the
 * table is one comparison: the bot with more chips wins it, equal chips are a draw. A table of k
 * bots gives k·(k−1)/2 comparisons.
 */

/** One bot's summed chips at a table (over all rotations of the duplicate set). */
export interface SeatTotal {
  readonly id: string;
  readonly chips: number;
}

/** The bots of one duplicate match with their summed chips, in seat order of the first rotation. */
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

/** a's score against b from their chips. */
export function scoreFromChips(chipsA: number, chipsB: number): Score {
  if (chipsA > chipsB) return 1;
  if (chipsA < chipsB) return 0;
  return 0.5;
}

/**
 * Every pair of bots at the table, in seat order (seat i before seat j for i < j).
 * Throws (a bug upstream) when a bot sits twice at the table or chips are not finite.
 */
export function comparisonsFromTable(table: TableResult): Comparison[] {
  const { totals } = table;
  const ids = new Set(totals.map((t) => t.id));
  if (ids.size !== totals.length) throw new Error('comparisonsFromTable: a bot sits twice at one table');
  const out: Comparison[] = [];
  totals.forEach((first, i) => {
    if (!Number.isFinite(first.chips)) throw new RangeError(`comparisonsFromTable: chips of ${first.id} not finite`);
    for (const second of totals.slice(i + 1)) {
      out.push({ a: first.id, b: second.id, score: scoreFromChips(first.chips, second.chips) });
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
