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
  return new Sfc32(initial);
}

/**
 * sfc32 as a class over an `Int32Array`: the methods live on the prototype (no closures made per
 * generator, and a deal makes one generator) and the four words stay raw 32-bit integers (kept in
 * closure variables, each update of a word above 2^30 allocated a heap number; the profile of the
 * engine bench showed the generator at 8–15 % of all time). Storing into the `Int32Array` is
 * ToUint32 then a reinterpretation, so the bits, and hence the sequence, are exactly those of the
 * `>>> 0` arithmetic the algorithm is written in.
 */
class Sfc32 implements Rng {
  private readonly s = new Int32Array(4);

  constructor(initial: RngState) {
    this.s[0] = initial[0];
    this.s[1] = initial[1];
    this.s[2] = initial[2];
    this.s[3] = initial[3];
  }

  nextUint32(): number {
    const s = this.s;
    const a = s[0] as number, b = s[1] as number, c = s[2] as number;
    const d = ((s[3] as number) + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    s[3] = d;
    return t >>> 0;
  }

  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`nextInt: bad bound ${n}`);
    return n === 2 ** 32 ? this.nextUint32() : this.below(n >>> 0);
  }

  /**
   * A uniform integer in `0 … m-1` for a 32-bit `1 ≤ m < 2^32`, by rejection: draws at or above
   * `limit = 2^32 - (2^32 mod m)` are redrawn. As `2^32 mod m < m`, every draw `x ≤ 2^32 - m` is
   * below the limit, so only the last `m` values (rare for the small bounds of card games) need
   * `2^32 mod m`, computed as `(2^32 - m) mod m`. Both remainders here are of unsigned 32-bit
   * integers, which V8 computes with an integer division instead of the floating-point `fmod`
   * call that `2 ** 32 % n` and `x % n` cost.
   */
  private below(m: number): number {
    for (;;) {
      const x = this.nextUint32();
      if (x <= 2 ** 32 - m || x < 2 ** 32 - ((-m >>> 0) % m)) return (x % m) >>> 0;
    }
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  state(): RngState {
    const s = this.s;
    return [(s[0] as number) >>> 0, (s[1] as number) >>> 0, (s[2] as number) >>> 0, (s[3] as number) >>> 0];
  }
}

/** A generator seeded from any string (a match seed, or a seed derived with `deriveSeed`). */
export function createRng(seed: string): Rng {
  const rng = rngFromState(cyrb128(seed));
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng;
}

/** A sub-seed, e.g. `deriveSeed(matchSeed, 'deal', 3)`: independent streams from one match seed. */
export function deriveSeed(seed: string, ...parts: readonly (string | number)[]): string {
  let out = seed;
  for (const part of parts) out += `/${part}`;
  return out;
}
