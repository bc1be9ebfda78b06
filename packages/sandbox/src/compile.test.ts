import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compileBot } from './compile.ts';

describe('compileBot', () => {
  it('bundles TypeScript that imports the SDK and an engine, and names the bot by the hash of its source', async () => {
    const source = `import type { Observation } from '@arena/bot-sdk/contract';\nimport { createRng } from '@arena/engine/rng';\n` +
      `const rng = createRng('x');\nexport function decide(obs: Observation) { return obs.legalActions[rng.nextInt(obs.legalActions.length)]; }\n`;
    const result = await compileBot(source, { filename: 'mine.ts' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.hash).toBe(createHash('sha256').update(source).digest('hex'));
    expect(result.value.code).toContain('var __arenaBot');
    expect(result.value.mapSource).toBe('mine.ts');
    expect(JSON.parse(result.value.sourceMap)).toMatchObject({ version: 3 });
  });

  it('reports a syntax error with line and column in the bot source', async () => {
    const result = await compileBot('export function decide() {\n  return 1 +;\n}\n', { filename: 'broken.ts' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'compile-error', line: 2, column: 13 } });
  });

  it.each([
    ['node:fs', 'import { readFileSync } from "node:fs";\nexport const decide = () => readFileSync;'],
    ['fs', 'import fs from "fs";\nexport const decide = () => fs;'],
    ['child_process', 'import cp from "child_process";\nexport const decide = () => cp;'],
    ['zod (not allowed directly)', 'import { z } from "zod";\nexport const decide = () => z;'],
    ['isolated-vm', 'import ivm from "isolated-vm";\nexport const decide = () => ivm;'],
    ['a relative file', 'import x from "./other.ts";\nexport const decide = () => x;'],
  ])('refuses an import of %s, with its position', async (_name, source) => {
    const result = await compileBot(source, { filename: 'b.ts' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'compile-error', line: 1 } });
    if (!result.ok) expect(result.error.message).toMatch(/is not allowed/);
  });

  it('refuses a 10 MB source cleanly, without bundling it', async () => {
    const source = `export function decide(o: any) { return o.legalActions[0]; }\n// ${'x'.repeat(10 * 1024 * 1024)}\n`;
    const result = await compileBot(source, { filename: 'huge.ts' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'compile-error' } });
    if (!result.ok) expect(result.error.message).toMatch(/limit/);
  });

  it('refuses require() of a built-in too', async () => {
    const result = await compileBot('const fs = require("fs");\nexport const decide = () => fs;', { filename: 'r.ts' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'compile-error', line: 1 } });
  });
});
