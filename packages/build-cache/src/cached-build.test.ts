import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBuild, cachedBundleFile, type CachedBuildRequest } from './cached-build.ts';

let dir: string;
let builds: number;
/** Counts esbuild's real builds: a cached answer starts none. */
const counter: Plugin = { name: 'count-builds', setup: (b) => b.onStart(() => { builds++; }) };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
  builds = 0;
  writeFileSync(join(dir, 'main.ts'), "import { value } from './value.ts';\nexport const answer: number = value * 2;\n");
  writeFileSync(join(dir, 'value.ts'), 'export const value = 21;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function request(overrides: Partial<CachedBuildRequest> = {}): CachedBuildRequest {
  return {
    cacheDir: join(dir, '.cache'), name: 'main',
    options: { entryPoints: [join(dir, 'main.ts')], bundle: true, format: 'esm', outfile: 'main.mjs', absWorkingDir: dir, logLevel: 'silent', plugins: [counter] },
    ...overrides,
  };
}

async function answerOf(file: string): Promise<unknown> {
  return ((await import(`${file}?${Math.random()}`)) as { answer: unknown }).answer;
}

describe('cachedBuild', () => {
  it('builds once and answers later calls from the cache', async () => {
    const first = await cachedBundleFile(request(), 'main.mjs');
    const second = await cachedBundleFile(request(), 'main.mjs');
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(await answerOf(second)).toBe(42);
  });

  it('rebuilds when a file the bundle imports changes', async () => {
    await cachedBundleFile(request(), 'main.mjs');
    writeFileSync(join(dir, 'value.ts'), 'export const value = 50;\n');
    const rebuilt = await cachedBundleFile(request(), 'main.mjs');
    expect(builds).toBe(2);
    expect(await answerOf(rebuilt)).toBe(100);
  });

  it('rebuilds after an edit that keeps the size, and not after a touch that keeps the content', async () => {
    await cachedBundleFile(request(), 'main.mjs');
    const value = join(dir, 'value.ts');
    utimesSync(value, new Date(), new Date(Date.now() + 5000));
    await cachedBundleFile(request(), 'main.mjs');
    expect(builds).toBe(1);
    writeFileSync(value, 'export const value = 12;\n');
    expect(await answerOf(await cachedBundleFile(request(), 'main.mjs'))).toBe(24);
    expect(builds).toBe(2);
  });

  it('rebuilds when an extra input changes or an output is gone', async () => {
    const plugin = join(dir, 'plugin.ts');
    writeFileSync(plugin, '// v1\n');
    const first = await cachedBundleFile(request({ extraInputs: [plugin] }), 'main.mjs');
    writeFileSync(plugin, '// v2\n');
    await cachedBundleFile(request({ extraInputs: [plugin] }), 'main.mjs');
    expect(builds).toBe(2);
    unlinkSync(first);
    expect(await answerOf(await cachedBundleFile(request({ extraInputs: [plugin] }), 'main.mjs'))).toBe(42);
    expect(builds).toBe(3);
  });

  it('keys the cache by the options', async () => {
    const esm = await cachedBuild(request());
    const cjs = await cachedBuild(request({ options: { ...request().options, format: 'cjs' } }));
    expect(builds).toBe(2);
    expect(readFileSync(cjs[0]?.file ?? '', 'utf8')).not.toBe(readFileSync(esm[0]?.file ?? '', 'utf8'));
  });

  it('keeps at most `keep` builds of a name', async () => {
    for (const value of [1, 2, 3]) {
      writeFileSync(join(dir, 'main.ts'), `export const answer = ${value};\n`);
      await cachedBuild(request({ keep: 2, options: { ...request().options, define: { VERSION: String(value) } } }));
    }
    const manifests = readdirSync(join(dir, '.cache')).filter((f) => f.endsWith('.json'));
    expect(manifests).toHaveLength(2);
    expect(readdirSync(join(dir, '.cache'))).toHaveLength(4);
  });
});

describe('cachedBuild with code splitting', () => {
  it('keeps the layout of the outputs, so that a chunk loads from the cache', async () => {
    writeFileSync(join(dir, 'main.ts'), "export const answer = (await import('./value.ts')).value * 3;\n");
    const options = { entryPoints: [join(dir, 'main.ts')], bundle: true, format: 'esm' as const, splitting: true, outdir: 'out', outExtension: { '.js': '.mjs' }, absWorkingDir: dir, logLevel: 'silent' as const };
    const outputs = await cachedBuild({ cacheDir: join(dir, '.cache'), name: 'split', options });
    expect(outputs.length).toBeGreaterThan(1);
    expect(await answerOf(await cachedBundleFile({ cacheDir: join(dir, '.cache'), name: 'split', options }, 'main.mjs'))).toBe(63);
  });
});
