/**
 * The duplicate format: a table's match is played once per seating, every seating with the same
 * deals, so each bot holds each seat's cards once and the luck of the cards cancels in the bots'
 * summed chips.
 *
 * - k ≤ 3 seats: every permutation (2 seats: 2, 3 seats: 6), so each bot also sits once before and
 *   once after each other bot.
 * - k ≥ 4 seats: the k cyclic rotations (k! would be 24 or more replays of every deal).
 *
 * A seating lists the entry at seat 0, 1, …; rotation r puts `table[(s + r) % k]` at seat s.
 * The first seating is the table itself.
 */

/** The number of seatings of a table of k seats. */
export function seatingCount(k: number): number {
  if (k <= 3) return [1, 1, 2, 6][k] ?? 1;
  return k;
}

function rotations<T>(table: readonly T[]): T[][] {
  return table.map((_, r) => table.map((_x, s) => table[(s + r) % table.length] as T));
}

/**
 * Every seating of the table for the duplicate format, the table itself first. For 3 seats the
 * three rotations come first, then the three rotations of the reversed order.
 */
export function seatings<T>(table: readonly T[]): T[][] {
  if (table.length <= 2) return table.length === 2 ? rotations(table) : [[...table]];
  if (table.length === 3) return [...rotations(table), ...rotations([...table].reverse())];
  return rotations(table);
}
