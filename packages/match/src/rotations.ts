/**
 * The seat orders of the duplicate format (duplicate.ts), in a module of their own so that readers
 * (the site's live tables) get them without the match runner: `order[seat]` = bot index.
 * 3 seats: all 6 permutations; 4 or more: each cyclic rotation.
 */
export function rotations(n: number): number[][] {
  if (n === 3) return [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, seat) => (seat + r) % n));
}
