/**
 * End to end through the real command (`arena replay`, as `npx arena replay` runs it): every public
 * scenario in docs/scenarios reproduces every field its `expect` names; exit codes and stderr lines.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/arena.mjs', import.meta.url));
const scenarioDir = fileURLToPath(new URL('../../../docs/scenarios/', import.meta.url));
const files = readdirSync(scenarioDir, { recursive: true }).map(String).filter((f) => f.endsWith('.json')).sort();

/** The expectation without commentary (`why`, `note`) and without error wording (`message`). */
function strip(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(strip);
  if (x && typeof x === 'object') {
    return Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'why' && k !== 'note' && k !== 'message').map(([k, v]) => [k, strip(v)]));
  }
  return x;
}

describe('arena replay reproduces every public scenario', () => {
  it('finds the scenarios', () => expect(files.length).toBeGreaterThanOrEqual(20));
  it.each(files)('%s', (file) => {
    const path = `${scenarioDir}${file}`;
    const expected = strip((JSON.parse(readFileSync(path, 'utf8')) as { expect: Record<string, unknown> }).expect) as Record<string, unknown>;
    const out = JSON.parse(execFileSync(process.execPath, [bin, 'replay', path], { encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toMatchObject(expected);
    if (!('error' in expected)) expect(out.error).toBeNull();
  });
});

describe('arena replay exit codes', () => {
  it('a malformed file: exit 1 and one line on stderr', () => {
    const r = spawnSync(process.execPath, [bin, 'replay', '/dev/null'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/not JSON/);
  });
  it('a missing file: exit 1 naming the file', () => {
    const r = spawnSync(process.execPath, [bin, 'replay', '/no/such/file.json'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot read \/no\/such\/file.json: ENOENT/);
  });
  it('--help lists the commands', () => {
    const out = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(out).toMatch(/replay/);
  });
});
