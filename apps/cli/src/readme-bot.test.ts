/**
 * The README's example bot is real: it compiles and plays practice deals without a fault.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('the README example bot passes arena check', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toMatch(/export function decide/);
  expect(code?.trim().split('\n').length).toBeLessThanOrEqual(12);
  const file = join(mkdtempSync(join(tmpdir(), 'readme-bot-')), 'example.ts');
  writeFileSync(file, code ?? '');
  const bin = fileURLToPath(new URL('../bin/arena.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [bin, 'check', file, '--game', 'lupfen', '--deals', '3'], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout).toMatch(/ok: no faults/);
  expect(r.status).toBe(0);
});
