/** The match process holds nothing worth stealing: its environment and its OS limits. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHILD_ENV, matchProcess } from './launch.ts';

const dir = mkdtempSync(join(tmpdir(), 'arena-launch-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('matchProcess', () => {
  it('starts with the fixed minimal environment only, no core dumps, no file writes and few files', () => {
    const script = join(dir, 'probe.mjs');
    writeFileSync(script, "import { readFileSync } from 'node:fs';\nprocess.stdout.write(JSON.stringify({ env: process.env, limits: readFileSync('/proc/self/limits', 'utf8') }));\n");
    const launch = matchProcess(script);
    process.env.DATABASE_URL = 'postgres://secret@db/arena';
    const run = spawnSync(launch.command, launch.args, { env: launch.env, encoding: 'utf8' });
    delete process.env.DATABASE_URL;
    const { env, limits } = JSON.parse(run.stdout) as { env: Record<string, string>; limits: string };
    expect(env).toEqual(CHILD_ENV);
    expect(Object.keys(env).sort()).toEqual(['LANG', 'LC_ALL', 'NODE_ENV', 'TZ']);
    expect(limits).toMatch(/Max core file size\s+0\s+0/);
    expect(limits).toMatch(/Max file size\s+0\s+0/);
    expect(limits).toMatch(/Max open files\s+256\s+256/);
  });
});
