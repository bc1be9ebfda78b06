/** Reruns of a recorded match on a fresh database, played through the real match host by playChallenge. */
import { beforeAll, describe, expect, test } from 'vitest';
import { addBotVersion, createBot } from '@arena/db/bots';
import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { testDatabase } from '@arena/db/test-hooks';
import { createUser } from '@arena/db/users';
import { compileBot } from '@arena/sandbox/compile';
import { challengeErrorMessage, requestChallenge } from './challenges.ts';
import { firstRecord, parseLeagueRecord, type LeagueRecord } from '@arena/record/league-record';
import { playChallenge } from './play-challenge.ts';
import { compareRerun } from './rerun-comparison.ts';
import { requestRerun, rerunErrorMessage } from './rerun.ts';

const t = testDatabase();
const bounds = { cpuMsPerDay: 600_000, maxOpen: 3 };
const FIRST = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { return obs.legalActions[0]; }
`;
const LAST = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { return obs.legalActions[obs.legalActions.length - 1]; }
`;

async function programmer(name: string, sources: readonly string[]): Promise<{ id: number; versions: number[] }> {
  const user = await createUser(t.db, { name, email: `${name}@example.org`, passwordHash: 'h' });
  if (!user.ok) throw new Error(user.error);
  const bot = await createBot(t.db, { ownerId: user.value.id, name: `${name}-bot`, game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  const versions: number[] = [];
  for (const source of sources) {
    const compiled = await compileBot(source, { filename: 'bot.ts' });
    if (!compiled.ok) throw new Error(compiled.error.message);
    const added = await addBotVersion(t.db, { botId: bot.value.id, source, bundle: compiled.value.code });
    if (!added.ok) throw new Error(added.error);
    versions.push(added.value.version.id);
  }
  return { id: user.value.id, versions };
}

let ada: { id: number; versions: number[] };
let bob: { id: number; versions: number[] };
let originalId = '';
let original: LeagueRecord;

beforeAll(async () => {
  ada = await programmer('ada', [FIRST, LAST]);
  bob = await programmer('bob', [LAST]);
  // The recorded match: bob's bot, house first-legal in seat 1, house random in seat 2.
  const created = await requestChallenge(t.db, bob.id, { game: 'lupfen', botVersion: bob.versions[0], opponents: ['house:first-legal', 'house:random'], deals: 2, seed: 'recorded-deals' }, bounds);
  if (!created.ok) throw new Error(challengeErrorMessage(created.error));
  originalId = created.value.id;
  expect(await playChallenge(t.db, originalId)).toEqual({ ok: true, value: 'recorded' });
  const parsed = parseLeagueRecord(await getChallengeRecord(t.db, originalId));
  if (!parsed.ok) throw new Error(parsed.error);
  original = parsed.value;
}, 120_000);

async function rerun(version: number, seat: number): Promise<{ id: string; record: LeagueRecord }> {
  const created = await requestRerun(t.db, ada.id, { of: originalId, botVersion: version, seat }, bounds);
  if (!created.ok) throw new Error(rerunErrorMessage(created.error));
  expect(await playChallenge(t.db, created.value.id)).toEqual({ ok: true, value: 'recorded' });
  const parsed = parseLeagueRecord(await getChallengeRecord(t.db, created.value.id));
  if (!parsed.ok) throw new Error(parsed.error);
  return { id: created.value.id, record: parsed.value };
}

describe('rerunning a recorded match with my bot in seat K', () => {
  test('the rerun has the record\'s seed, deals, options and seating with my version in seat K; the same play is "identical"', async () => {
    const { id, record } = await rerun(ada.versions[0] ?? 0, 1);
    const source = await getChallenge(t.db, originalId);
    const detail = await getChallenge(t.db, id);
    expect(detail).toMatchObject({ seed: 'recorded-deals', deals: 2, challengerSeat: 1, rerunOf: originalId, challengerId: ada.id, scoring: source?.scoring, options: source?.options });
    expect(detail?.seats.map((s) => s.botVersionId)).toEqual([source?.seats[0]?.botVersionId, ada.versions[0], source?.seats[2]?.botVersionId]);
    expect(firstRecord(record).seed).toBe(firstRecord(original).seed);
    // A sandboxed "first legal action" bot plays exactly as the house first-legal bot did.
    const same = compareRerun(original, record, 1);
    expect(same.identical).toBe(true);
    expect(same.rotations).toHaveLength(6); // every seating of three bots
    expect(same.rotations.map((r) => r.seat)).toEqual('rotations' in original ? original.rotations.map((r) => r.order.indexOf(1)) : [1]);
    expect(same.rotations[0]?.seat).toBe(1);
    expect(same.chips.rerun).toBe(same.chips.recorded);
  }, 120_000);

  test('another version is found where it first plays otherwise, in every rotation, with the chips either way', async () => {
    const { record } = await rerun(ada.versions[1] ?? 0, 1);
    const c = compareRerun(original, record, 1);
    expect(c.identical).toBe(false);
    for (const r of c.rotations) {
      const d = r.difference;
      if (d === null) continue;
      expect(d.seat).toBe(r.seat);
      expect(d.recorded?.action).not.toEqual(d.rerun?.action);
      expect(d.step).toBeGreaterThanOrEqual(0);
    }
    const rotationsChips = c.rotations.reduce((s, r) => s + r.chips.rerun, 0);
    expect(c.chips.rerun).toBe(rotationsChips);
  }, 120_000);

  test('refused: another user\'s version, a seat the match does not have, a match not played, an unknown match', async () => {
    const refused = async (raw: unknown): Promise<string> => {
      const r = await requestRerun(t.db, ada.id, raw, bounds);
      if (r.ok) throw new Error('expected a refusal');
      return rerunErrorMessage(r.error);
    };
    expect(await refused({ of: originalId, botVersion: bob.versions[0], seat: 1 })).toBe(`bot version ${bob.versions[0]} is not one of your bots`);
    expect(await refused({ of: originalId, botVersion: ada.versions[0], seat: 3 })).toBe('seat 3: the match has seats 0 to 2');
    expect(await refused({ of: '00000000-0000-4000-8000-000000000000', botVersion: ada.versions[0], seat: 1 })).toBe('there is no such match');
    expect(await refused({ of: 'x', botVersion: ada.versions[0], seat: 1 })).toMatch(/^of: /);
    const queued = await requestChallenge(t.db, bob.id, { game: 'lupfen', botVersion: bob.versions[0], opponents: ['house:random', 'house:random'], deals: 1 }, bounds);
    if (!queued.ok) throw new Error('expected a challenge');
    expect(await refused({ of: queued.value.id, botVersion: ada.versions[0], seat: 1 })).toBe('the match has no record to rerun yet (queued)');
  }, 60_000);
});
