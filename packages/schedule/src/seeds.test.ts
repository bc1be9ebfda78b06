import { describe, expect, it } from 'vitest';
import { isSeed, matchSeed, roundCommitment, roundSeeds, verifyRound } from './seeds.ts';

// Known answers computed independently (Python hmac/hashlib over the same JSON text).
const SEED_0 = '4ccd225803f61f889ef3500c296c62cd2c373a19f1afd37fca9e139c9b99f4f3';
const SEED_1 = 'eb25f0c02a26a08dedc78a6dddb5e8944806e2b31307c4d4026bb09c4307c98e';
const COMMITMENT = '3371531b1be026451a2f9195d4074255815d0fb1ba6cfdd6775669ddf72bec59';

describe('match seeds', () => {
  it('are HMAC-SHA256 of the league, round and table under the secret', () => {
    expect(matchSeed('league-secret', 'lupfen-1', 0, 0)).toBe(SEED_0);
    expect(roundSeeds('league-secret', 'lupfen-1', 0, 2)).toEqual([SEED_0, SEED_1]);
  });

  it('differ for every input and cannot be confused across fields', () => {
    const seeds = [
      matchSeed('s', 'L', 1, 2), matchSeed('s', 'L', 2, 1), matchSeed('s', 'L', 1, 3), matchSeed('t', 'L', 1, 2),
      matchSeed('s', 'L/1', 2, 0), matchSeed('s', 'L', 12, 0), matchSeed('s', 'L1', 2, 0),
    ];
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(seeds.every(isSeed)).toBe(true);
  });

  it('reject an empty secret and bad indexes (bugs)', () => {
    expect(() => matchSeed('', 'L', 0, 0)).toThrow(RangeError);
    expect(() => matchSeed('s', 'L', -1, 0)).toThrow(RangeError);
    expect(() => matchSeed('s', 'L', 0, 1.5)).toThrow(RangeError);
  });
});

describe('round commitment (commit-reveal)', () => {
  const seeds = [SEED_0, SEED_1];

  it('is SHA-256 of the seeds in order, one per line', () => {
    expect(roundCommitment(seeds)).toBe(COMMITMENT);
  });

  it('verifies the revealed seeds against the published commitment', () => {
    expect(verifyRound(COMMITMENT, seeds)).toBe(true);
    expect(verifyRound(COMMITMENT.toUpperCase(), seeds)).toBe(true);
  });

  it('rejects changed, reordered, missing, extra or malformed seeds', () => {
    const other = matchSeed('other-secret', 'lupfen-1', 0, 0);
    expect(verifyRound(COMMITMENT, [other, SEED_1])).toBe(false);
    expect(verifyRound(COMMITMENT, [SEED_1, SEED_0])).toBe(false);
    expect(verifyRound(COMMITMENT, [SEED_0])).toBe(false);
    expect(verifyRound(COMMITMENT, [...seeds, other])).toBe(false);
    expect(verifyRound(COMMITMENT, [`${SEED_0}\n${SEED_1}`])).toBe(false);
    expect(verifyRound(COMMITMENT, [SEED_0.toUpperCase(), SEED_1])).toBe(false);
    expect(() => roundCommitment(['not-a-seed'])).toThrow(RangeError);
  });
});
