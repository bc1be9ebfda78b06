/**
 * The next tables of a continuous league, chosen by what they would teach the ladder:
 *
 * 1. The most urgent entry anchors a table: placement entries (provisional) first, then the widest
 *    rating interval, then the fewest games, then the id (so the choice is deterministic).
 * 2. The other seats go to the entries that met the table's bots least (summed over the seated),
 *    ties broken by urgency; the owner rule holds as in rounds (no two non-house entries of one
 *    owner at a table, unless `separateOwners` is off).
 * 3. Each table chosen counts at once (games + 1, pairs met + 1), so a batch spreads out.
 *
 * A table is a placement table when it seats a placement entry. The duplicate format needs nothing
 * here: the match host plays every rotation of a table's seating.
 */

export interface LadderCandidate {
  readonly id: string;
  readonly owner: string;
  readonly house?: boolean;
  /** Width of the rating interval (high − low); Infinity without a rating yet. */
  readonly width: number;
  readonly games: number;
  /** Still provisional: its tables are placement tables. */
  readonly placement: boolean;
}

export interface PickOptions {
  readonly seats: number;
  readonly separateOwners: boolean;
  /** Placement tables wanted at most (tables that seat a placement entry). */
  readonly placementTables: number;
  /** After the placement tables, routine tables until the batch has this many tables in all. */
  readonly fillTo: number;
  /** Times each pair met so far, keyed by `pairKey`. */
  readonly meetings: ReadonlyMap<string, number>;
}

export interface PickedTable {
  readonly seating: readonly string[];
  readonly placement: boolean;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

interface Live { readonly c: LadderCandidate; games: number }

function moreUrgent(p: Live, q: Live): number {
  if (p.c.placement !== q.c.placement) return p.c.placement ? -1 : 1;
  if (p.c.width !== q.c.width) return q.c.width > p.c.width ? 1 : -1;
  if (p.games !== q.games) return p.games - q.games;
  return p.c.id < q.c.id ? -1 : p.c.id > q.c.id ? 1 : 0;
}

function fits(table: readonly Live[], x: Live, separateOwners: boolean): boolean {
  if (table.includes(x)) return false;
  if (!separateOwners || x.c.house === true) return true;
  return table.every((y) => y.c.house === true || y.c.owner !== x.c.owner);
}

function fillTable(anchor: Live, pool: readonly Live[], o: PickOptions, met: Map<string, number>): Live[] | undefined {
  const table = [anchor];
  while (table.length < o.seats) {
    const met0 = (x: Live): number => table.reduce((sum, y) => sum + (met.get(pairKey(x.c.id, y.c.id)) ?? 0), 0);
    const next = pool.filter((x) => fits(table, x, o.separateOwners))
      .sort((p, q) => met0(p) - met0(q) || moreUrgent(p, q))[0];
    if (!next) return undefined;
    table.push(next);
  }
  return table;
}

function count(table: readonly Live[], met: Map<string, number>): void {
  for (const [i, x] of table.entries()) {
    x.games += 1;
    for (const y of table.slice(i + 1)) met.set(pairKey(x.c.id, y.c.id), (met.get(pairKey(x.c.id, y.c.id)) ?? 0) + 1);
  }
}

/**
 * Up to `placementTables` placement tables (anchored on placement entries), then routine tables
 * (anchored on the most urgent entry of all) until there are `fillTo` tables.
 */
export function pickLadderTables(candidates: readonly LadderCandidate[], o: PickOptions): PickedTable[] {
  const pool: Live[] = candidates.map((c) => ({ c, games: c.games }));
  const met = new Map(o.meetings);
  const picked: PickedTable[] = [];
  const pick = (upTo: number, anchors: (x: Live) => boolean): void => {
    while (picked.length < upTo) {
      const anchor = pool.filter(anchors).sort(moreUrgent)[0];
      const table = anchor && fillTable(anchor, pool, o, met);
      if (!table) return;
      count(table, met);
      picked.push({ seating: table.map((x) => x.c.id), placement: table.some((x) => x.c.placement) });
    }
  };
  pick(o.placementTables, (x) => x.c.placement);
  pick(o.fillTo, () => true);
  return picked;
}
