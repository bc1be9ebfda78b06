/**
 * `arena rerun` end to end: records written by the real `arena play`, rerun through the real
 * command and sandbox, as a plain record and wrapped as the site's download of a duplicate set.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/arena.mjs', import.meta.url));
const arena = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'arena-rerun-'));
const record = join(dir, 'kein-stich-rerun.json');
/** A bot of its own, so that no example bot has its source hash. */
const ownBot = join(dir, 'own.ts');

interface RerunJson {
  identical: boolean;
  firstDifference: { deal: number; step: number; seat: number; recorded: { action: unknown }; rerun: { action: unknown } } | null;
  seats: { seat: number; as: string }[];
  chips: { recorded: number[]; rerun: number[] };
}

beforeAll(() => {
  writeFileSync(ownBot, "import type { Observation, Action } from '@arena/bot-sdk/kein-stich';\nexport function decide(obs: Observation): Action {\n  return obs.legalActions[obs.legalActions.length - 1]!;\n}\n");
  const r = arena('play', '--game', 'kein-stich', 'heuristic', 'random', ownBot, 'first-legal', '--deals', '2', '--seed', 'rerun', '--out', dir);
  expect(r.status, r.stderr).toBe(0);
});

describe('arena rerun', () => {
  it('reports identical play for the identical bot, its opponents found by their source hash or given', () => {
    const r = arena('rerun', record, '--seat', '0', 'heuristic', '--opponent', `2=${ownBot}`, '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as RerunJson;
    expect(out).toMatchObject({ identical: true, firstDifference: null });
    expect(out.seats.map((s) => s.as)).toEqual(['new', 'recorded', 'recorded', 'recorded']);
    expect(out.chips.rerun).toEqual(out.chips.recorded);
  });

  it('finds the first decision where a new bot plays otherwise, and the chips either way', () => {
    const r = arena('rerun', record, '--seat', '0', 'first-legal', '--opponent', `2=${ownBot}`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^first difference: deal \d+, step \d+ \(decision \d+\), your bot\n {2}recorded: \{"type":"play","card":"\w+"\} by seat 0\n {2}now: {6}\{"type":"play","card":"\w+"\} by seat 0\nchips, recorded: \[.*\]; now: \[.*\]; seat 0: -?\d+ -> -?\d+ over 2 deals\n$/);
    const json = JSON.parse(arena('rerun', record, '--seat', '0', 'first-legal', '--opponent', `2=${ownBot}`, '--json').stdout) as RerunJson;
    expect(json.firstDifference?.seat).toBe(0);
    expect(json.firstDifference?.recorded.action).not.toEqual(json.firstDifference?.rerun.action);
  });

  it('refuses a seat whose source the record does not hold, naming --opponent, and plays a stand-in when given one', () => {
    const r = arena('rerun', record, '--seat', '0', 'heuristic');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^arena rerun: seat 2 \(own, sha256 [0-9a-f]{12}…\) is not a house or example bot, and records hold no bot sources: pass --opponent 2=FILE with its source \(or another bot as a stand-in\)\n$/);
    const stand = arena('rerun', record, '--seat', '0', 'heuristic', '--opponent', '2=random');
    expect(stand.status, stand.stderr).toBe(0);
    expect(stand.stdout).toMatch(/^note: seat 2 \(own\) is played by a stand-in, not the recorded version\n/);
  });

  it('reruns one rotation of a duplicate set downloaded from the site', () => {
    const out = join(dir, 'dup');
    const played = arena('play', '--game', 'kein-stich', 'heuristic', 'random', 'heuristic', 'first-legal', '--deals', '1', '--seed', 'dl', '--duplicate', '--out', out);
    expect(played.status, played.stderr).toBe(0);
    const rotations = [0, 1, 2, 3].map((r) => ({ order: [0, 1, 2, 3].map((seat) => (seat + r) % 4), record: JSON.parse(readFileSync(join(out, `kein-stich-dl-r${r}.json`), 'utf8')) as unknown }));
    const download = join(dir, 'download.json');
    writeFileSync(download, JSON.stringify({
      format: 'stich-arena-match-download', version: 1, matchId: 'm1', league: 'demo', round: 1,
      record: { format: 'duplicate', version: 1, seating: ['heuristic', 'random', 'heuristic', 'first-legal'], rotations },
    }));
    const r = arena('rerun', download, '--rotation', '1', '--seat', '3', 'heuristic', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as RerunJson).identical).toBe(true);
    const bad = arena('rerun', download, '--rotation', '7', '--seat', '0', 'heuristic');
    expect(bad.stderr).toBe(`arena rerun: ${download}: --rotation 7: the duplicate set has rotations 0 to 3\n`);
    expect(bad.status).toBe(1);
  });
});
