/**
 * The seeded random generator of Stich Arena.
 *
 * Algorithm: **sfc32** (Chris Doty-Humphrey's "Small Fast Counting" generator, 32-bit variant, from
 * PractRand; passes PractRand and BigCrush) seeded from a string with **cyrb128** (bryc's public
 * domain 128-bit string hash), followed by 12 discarded outputs. Everything is 32-bit integer
 * arithmetic (`Math.imul`, `>>>`), so the sequence is the same on every platform and engine.
 *
 * Integers in a range use rejection sampling (no modulo bias); `shuffle` is Fisher–Yates from the
 * last position down, drawing `nextInt(i + 1)` for each i.
 *
 * Test vectors (see rng.test.ts): seed "stich-arena" gives first outputs that are pinned there.
 */
export type RngState = readonly [number, number, number, number];

export interface Rng {
  /** A uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number;
  /** A uniform integer in `0 … n-1`, for `1 ≤ n ≤ 2^32`. */
  nextInt(n: number): number;
  /** A new array: the input shuffled (Fisher–Yates). The input is not touched. */
  shuffle<T>(items: readonly T[]): T[];
  /** The generator's state, to store and later resume with `rngFromState`. */
  state(): RngState;
}

/** cyrb128: a 128-bit hash of a string, as four unsigned 32-bit words. */
export function cyrb128(text: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function rngFromState(initial: RngState): Rng {
  let [a, b, c, d] = initial;
  const nextUint32 = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  const nextInt = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`nextInt: bad bound ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
  return {
    nextUint32,
    nextInt,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = nextInt(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

/** A generator seeded from any string (a match seed, or a seed derived with `deriveSeed`). */
export function createRng(seed: string): Rng {
  const rng = rngFromState(cyrb128(seed));
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng;
}

/** A sub-seed, e.g. `deriveSeed(matchSeed, 'deal', 3)`: independent streams from one match seed. */
export function deriveSeed(seed: string, ...parts: readonly (string | number)[]): string {
  return [seed, ...parts.map(String)].join('/');
}
