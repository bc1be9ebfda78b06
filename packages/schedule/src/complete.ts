/** The complete design: every k-subset of the entries, in lexicographic order. */

/** C(n, k) (exact for the sizes of a league). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) out = (out * (n - i + 1)) / i;
  return Math.round(out);
}

/** Every k-subset of 0 … n−1 as a sorted index list, in lexicographic order. */
export function kSubsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= n - (k - chosen.length); i++) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return out;
}
