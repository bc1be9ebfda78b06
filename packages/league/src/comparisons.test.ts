/**
 * Comparisons on a fresh database, their challenges played through the real match host (child
 * processes, sandbox) with playChallenge as the worker plays them: every set is a pair with one
 * seed, the SPRT decides, and the quota or a void challenge stops a comparison.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { createBot } from '@arena/db/bots';
import { getChallenge, voidChallenge } from '@arena/db/challenges';
import { getComparison } from '@arena/db/comparisons';
import { testDatabase } from '@arena/db/test-hooks';
import { createUser } from '@arena/db/users';
import { advanceComparisonOf, comparisonErrorMessage, requestComparison, setSeed, type ComparisonRequest } from './comparisons.ts';
import { playChallenge } from './play-challenge.ts';
import { addCompiledVersion } from './testing.ts';

const t = testDatabase();
let userId = 0;
const versions: Record<string, number> = {};
const bounds = { cpuMsPerDay: 600_000, maxOpen: 3 };

async function upload(name: string): Promise<number> {
  const filename = `bots/kein-stich/${name}.ts`;
  const source = readFileSync(new URL(`../../../${filename}`, import.meta.url), 'utf8');
  const bot = await createBot(t.db, { ownerId: userId, name, game: 'kein-stich' });
  if (!bot.ok) throw new Error(bot.error);
  return addCompiledVersion(t.db, bot.value.id, source, filename);
}

beforeAll(async () => {
  const user = await createUser(t.db, { name: 'ada', email: 'ada@example.org', passwordHash: 'h' });
  if (!user.ok) throw new Error(user.error);
  userId = user.value.id;
  versions.heuristic = await upload('heuristic');
  versions.random = await upload('random');
}, 60_000);

const request = (extra: Partial<ComparisonRequest> = {}): ComparisonRequest => ({
  game: 'kein-stich', versionA: versions.heuristic ?? 0, versionB: versions.random ?? 0,
  opponents: ['house:random', 'house:random', 'house:random'], deals: 2, elo0: 0, elo1: 200, maxSets: 20, seed: 'cmp', ...extra,
});

async function pairOf(id: string, setNo: number) {
  const found = await getComparison(t.db, id);
  const set = found?.sets.find((s) => s.setNo === setNo);
  if (!set) throw new Error(`no set ${setNo}`);
  const [a, b] = await Promise.all([getChallenge(t.db, set.challengeA), getChallenge(t.db, set.challengeB)]);
  if (!a || !b) throw new Error('a challenge of the set is missing');
  return { set, a, b };
}

describe('comparisons', () => {
  test('refusals name the problem', async () => {
    const refused = async (raw: unknown): Promise<string> => {
      const r = await requestComparison(t.db, userId, raw, bounds);
      if (r.ok) throw new Error('expected a refusal');
      return comparisonErrorMessage(r.error);
    };
    expect(await refused(request({ versionB: versions.heuristic }))).toMatch(/versionB: choose two different versions/);
    expect(await refused(request({ elo0: 10, elo1: 5 }))).toMatch(/elo1: elo0 must be below elo1/);
    expect(await refused(request({ maxSets: 201 }))).toMatch(/^maxSets: /);
    expect(await refused(request({ deals: 40 }))).toMatch(/lasts 20 deals, not 40/);
    expect(await refused({ ...request(), bot: 'x' })).toMatch(/bot/);
    expect(await refused(request({ versionA: 999_999 }))).toMatch(/seat 0: there is no public bot version 999999/);
  });

  test('every set is a pair with one seed; the SPRT rejects a clearly weaker B and no pair follows', async () => {
    const created = await requestComparison(t.db, userId, request(), bounds);
    if (!created.ok) throw new Error(comparisonErrorMessage(created.error));
    const { comparison } = created.value;
    expect(comparison).toMatchObject({ state: 'running', sets: 0, elo0: 0, elo1: 200 });
    expect(comparison.lowerBound).toBeCloseTo(Math.log(0.05 / 0.95));
    expect(comparison.upperBound).toBeCloseTo(Math.log(0.95 / 0.05));
    let outcome = 'next';
    for (let n = 1; outcome === 'next'; n++) {
      const { a, b, set } = await pairOf(comparison.id, n);
      expect(set.seed).toBe(setSeed('cmp', n));
      expect([a.seed, b.seed]).toEqual([set.seed, set.seed]);
      expect(a.deals).toBe(2);
      expect(a.seats.map((s) => s.botVersionId)).toEqual([versions.heuristic, ...b.seats.slice(1).map((s) => s.botVersionId)]);
      expect(b.seats[0]?.botVersionId).toBe(versions.random);
      expect(a.seats).toHaveLength(4);
      // The first of the pair done: nothing to judge yet.
      expect((await playChallenge(t.db, a.id)).ok).toBe(true);
      expect((await advanceComparisonOf(t.db, a.id, bounds)).kind).toBe('waiting');
      expect((await playChallenge(t.db, b.id)).ok).toBe(true);
      const advanced = await advanceComparisonOf(t.db, b.id, bounds);
      outcome = advanced.kind;
      // A second call (a retried job) finds the set scored: no further pair, the next set (if any) waits.
      const sets = (await getComparison(t.db, comparison.id))?.sets.length;
      expect((await advanceComparisonOf(t.db, b.id, bounds)).kind).toBe(outcome === 'next' ? 'waiting' : 'settled');
      expect((await getComparison(t.db, comparison.id))?.sets.length).toBe(sets);
      expect(sets).toBe(outcome === 'next' ? n + 1 : n);
      if (n > 20) throw new Error('no decision');
    }
    expect(outcome).toBe('decided');
    const done = await getComparison(t.db, comparison.id);
    if (!done) throw new Error('comparison vanished');
    expect(done.comparison.state).toBe('rejected');
    expect(done.comparison.llr).toBeLessThanOrEqual(done.comparison.lowerBound);
    expect(done.comparison.sets).toBe(done.sets.length);
    expect(done.sets.every((s) => s.score !== null)).toBe(true);
    // 2 tables x 4 rotations x 2 deals a set.
    expect(done.comparison.dealsPlayed).toBe(16 * done.comparison.sets);
    expect(done.comparison.elo).toBeLessThan(0);
    expect(done.comparison.eloHigh).toBeGreaterThanOrEqual(done.comparison.elo ?? 0);
    expect(done.comparison.finishedAt).not.toBeNull();
  }, 300_000);

  test('a quota used up stops a comparison after its set; a void challenge stops it too', async () => {
    const created = await requestComparison(t.db, userId, request({ seed: 'quota' }), { ...bounds, maxOpen: 10 });
    if (!created.ok) throw new Error(comparisonErrorMessage(created.error));
    const [a, b] = created.value.pair;
    for (const c of [a, b]) expect((await playChallenge(t.db, c.id)).ok).toBe(true);
    const stopped = await advanceComparisonOf(t.db, b.id, { cpuMsPerDay: 1 });
    expect(stopped).toMatchObject({ kind: 'stopped', comparison: { state: 'stopped', stopReason: 'quota-used', sets: 1 } });
    const found = await getComparison(t.db, created.value.comparison.id);
    expect(found?.sets).toHaveLength(1);

    const other = await requestComparison(t.db, userId, request({ seed: 'void' }), { ...bounds, maxOpen: 10 });
    if (!other.ok) throw new Error(comparisonErrorMessage(other.error));
    expect((await voidChallenge(t.db, other.value.pair[0].id, 'platform fault')).ok).toBe(true);
    expect(await advanceComparisonOf(t.db, other.value.pair[0].id, bounds)).toMatchObject({ kind: 'stopped', comparison: { state: 'stopped', stopReason: 'void' } });
    await voidChallenge(t.db, other.value.pair[1].id, 'cleanup');
  }, 120_000);

  test('a comparison needs room for both challenges of a pair under the open bound', async () => {
    const r = await requestComparison(t.db, userId, request({ seed: 'room' }), { ...bounds, maxOpen: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(comparisonErrorMessage(r.error)).toMatch(/room for 2 open challenges/);
    const [open] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from challenges where seed = ${setSeed('room', 1)}`;
    expect(open?.n).toBe(0);
  });
});
