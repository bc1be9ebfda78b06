/** The organiser commands end to end on a fresh database (no matches are played here; apps/worker tests that). */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { testDatabase } from '@arena/db/test-hooks';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../bin/arena.mjs', import.meta.url));
const bot = fileURLToPath(new URL('../../../../bots/lupfen/heuristic.ts', import.meta.url));
const t = testDatabase();

async function arena(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: t.url, ARENA_QUEUE_PREFIX: 'test-cli-unused' } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}


describe('arena league / bot / ladder', () => {
  test('db migrate finds nothing to apply on a migrated database', async () => {
    expect(await arena('db', 'migrate')).toMatchObject({ code: 0, stdout: expect.stringMatching(/server database: nothing to apply/) as unknown });
  }, 400_000);

  test('league create validates with the game and prints one line on failure', async () => {
    const bad = await arena('league', 'create', '--game', 'kontraspiel', '--name', 'K', '--seats', '3');
    expect(bad).toMatchObject({ code: 1, stderr: 'arena: kontraspiel is played by 4 to 4, not 3\n' });
    const badJson = await arena('league', 'create', '--game', 'lupfen', '--name', 'K', '--options', '{');
    expect(badJson).toMatchObject({ code: 1, stderr: 'arena: --options is not valid JSON\n' });
    const long = await arena('league', 'create', '--game', 'kein-stich', '--name', 'K', '--deals', '40');
    expect(long).toMatchObject({ code: 1, stderr: 'arena: a Kein Stich match with these options lasts 20 deals, not 40: a longer match needs a larger parties option\n' });
    const made = await arena('league', 'create', '--game', 'lupfen', '--name', 'Spring Cup', '--deals', '3', '--rounds', '2');
    expect(made.stdout).toBe('league spring-cup (id 1): lupfen, 4 seats, 3 deals per match, scored by chips, 2 round(s), open\n');
  }, 400_000);

  test('league create --scoring picks how duplicate matches are scored', async () => {
    const single = await arena('league', 'create', '--game', 'kein-stich', '--name', 'K', '--no-duplicate', '--scoring', 'matchpoints');
    expect(single).toMatchObject({ code: 1, stderr: expect.stringMatching(/^arena: scoring: matchpoints .*duplicate format\n$/) as unknown });
    const scored = await arena('league', 'create', '--game', 'kein-stich', '--name', 'Autumn', '--scoring', 'chips');
    expect(scored.stdout).toMatch(/^league autumn \(id \d+\): kein-stich, 4 seats, 12 deals per match, scored by chips, /);
  }, 60_000);

  test('bot add compiles and enters; the same source again is the same entry', async () => {
    const added = await arena('bot', 'add', bot, '--league', 'spring-cup', '--owner', 'ann');
    expect(added).toMatchObject({ code: 0, stdout: 'heuristic v1 entered into spring-cup as entry 1\n' });
    expect((await arena('bot', 'add', bot, '--league', 'spring-cup', '--owner', 'ann')).stdout).toBe('heuristic v1 (unchanged source) entered into spring-cup as entry 1\n');
    expect((await arena('bot', 'add', bot, '--league', 'nope')).stderr).toBe('arena: no league "nope"\n');
  }, 400_000);

  test('a new version takes the entry\'s place unless --no-replace; ladder and status print the league', async () => {
    const v2 = join(mkdtempSync(join(tmpdir(), 'arena-cli-')), 'heuristic.ts');
    writeFileSync(v2, `${readFileSync(bot, 'utf8')}\n// v2\n`);
    expect(await arena('bot', 'add', v2, '--league', 'spring-cup', '--owner', 'ann', '--no-replace')).toMatchObject({ code: 1, stderr: 'arena: cannot enter heuristic: already-entered\n' });
    expect(await arena('bot', 'add', v2, '--league', 'spring-cup', '--owner', 'ann')).toMatchObject({ code: 0, stdout: 'heuristic v2 (unchanged source) entered into spring-cup as entry 2\n' }); // stored by the refused try
    expect((await arena('ladder', 'spring-cup')).stdout).toMatch(/## Spring Cup \(lupfen, spring-cup\)/);
    expect((await arena('league', 'status', 'spring-cup')).stdout).toMatch(/^Spring Cup \(spring-cup\): lupfen, open, 1 entries, 0\/2 rounds finished/);
  }, 400_000);

  test('a continuous league runs at once and takes entries; ladder --json; a bot that cannot enter exits 1', async () => {
    const made = await arena('league', 'create', '--game', 'lupfen', '--name', 'Ladder', '--deals', '2', '--continuous');
    expect(made.stdout).toMatch(/^league ladder \(id \d+\): lupfen, 4 seats, 2 deals per match, scored by chips, continuous \(the workers schedule its tables\), running\n$/);
    expect((await arena('bot', 'add', bot, '--league', 'ladder', '--owner', 'bea')).code).toBe(0);
    const ladder = await arena('ladder', 'ladder', '--json');
    expect(JSON.parse(ladder.stdout)).toEqual({ rows: [] });
    expect((await arena('league', 'run', 'ladder')).stderr).toMatch(/^arena: ladder is a continuous league/);
    await t.db.sql`update leagues set state = 'finished' where slug = 'ladder'`;
    expect(await arena('bot', 'add', bot, '--league', 'ladder', '--owner', 'cy')).toMatchObject({ code: 1, stderr: 'arena: cannot enter heuristic: league-closed\n' });
  }, 400_000);
});
