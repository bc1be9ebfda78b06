/**
 * A fifth game is one package and one registry line (docs/adding-a-game.md). The engine's toy game
 * ("High card", @arena/engine/toy-game) is registered here with one line, the registry's test
 * setting `ARENA_EXTRA_GAMES`, and then goes through the paths every real game takes, unchanged:
 * `arena play` in the sandbox, `arena replay` of the record it wrote, and a league round played by
 * a real worker through BullMQ, recorded in Postgres and re-simulated from the stored record.
 * (The site's replay viewer shows such a match in apps/web/test/extra-game.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test, vi } from 'vitest';

// The one line: this process, and every process it starts (the command, the worker and its match processes), know the toy game.
vi.hoisted(() => { process.env.ARENA_EXTRA_GAMES = '@arena/engine/toy-game'; });

import { listRoundMatches } from '@arena/db/matches';
import { getLadder, listLeagueResults } from '@arena/db/ratings';
import { findGame, GAME_IDS } from '@arena/games';
import { setUpLeague, startAndEnqueue, waitForRound } from './support.ts';
import { workerTestBed } from './test-bed.ts';
import { expectRecordsReplay } from './records.ts';

const ARENA = fileURLToPath(new URL('../../cli/bin/arena.mjs', import.meta.url));
const arena = (...args: string[]) => spawnSync(process.execPath, [ARENA, ...args], { encoding: 'utf8', env: process.env });

describe('the toy game, registered by one line', () => {
  test('the registry lists it after the built-in games, and the command\'s help names it', () => {
    expect(GAME_IDS.at(-1)).toBe('toy');
    expect(findGame('toy')?.name).toBe('High card (test game)');
    expect(arena('play', '--help').stdout).toMatch(/-g, --game <game>\s+lupfen, kein-stich, bolachen, kontraspiel or\s+toy/);
  });

  test('arena play plays it in the sandbox and writes a record that arena replay reproduces', () => {
    const out = mkdtempSync(join(tmpdir(), 'arena-toy-'));
    const played = arena('play', '--game', 'toy', 'first-legal', 'random', 'random', '--seed', 'toy-1', '--out', out);
    expect(played.status, played.stderr).toBe(0);
    expect(played.stdout).toMatch(/toy, seed toy-1: 3 deals/);
    const file = join(out, 'toy-toy-1.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { game: string; chips: number[]; deals: unknown[] };
    expect(record).toMatchObject({ game: 'toy', deals: expect.any(Array) as unknown });
    expect(record.deals).toHaveLength(3);
    const replayed = arena('replay', file);
    expect(replayed.status, replayed.stderr).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({ chips: record.chips, error: null });
  }, 120_000);
});

describe('the toy game in a league round through BullMQ', () => {
  const { t, env, start } = workerTestBed();

  beforeAll(() => {
    start({ concurrency: 2 });
  });

  test('every match is played once, recorded, rated, and re-simulates to its stored chips', async () => {
    const league = await setUpLeague(t.db, { game: 'toy', seats: 3, deals: 2, entries: 3 });
    const { roundId } = await startAndEnqueue(t.db, league.id, env);
    await waitForRound(t.db, roundId, 280_000);
    const matches = await listRoundMatches(t.db, roundId);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.status === 'done')).toBe(true);
    const results = await listLeagueResults(t.db, league.id);
    expect(results).toHaveLength(matches.length * 3);
    expect((await getLadder(t.db, league.id)).every((r) => r.games > 0)).toBe(true);
    await expectRecordsReplay(t.db, league.id, roundId, 'toy');
  }, 300_000);
});
