import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeCheckBot } from './type-check.ts';

const LUPFEN_FIRST = `import type { Observation, Action } from '@arena/bot-sdk/lupfen';
export function decide(obs: Observation): Action {
  return obs.legalActions[0]!;
}
`;

describe('typeCheckBot', () => {
  it('passes a bot typed for its game, and a game-agnostic bot with the sandbox\'s console and performance', () => {
    expect(typeCheckBot(LUPFEN_FIRST, { game: 'lupfen' })).toEqual([]);
    expect(typeCheckBot(LUPFEN_FIRST.replace('@arena/bot-sdk/lupfen', '@arena/game-lupfen/bot'), { game: 'lupfen' })).toEqual([]);
    const generic = `import type { Observation } from '@arena/bot-sdk/contract';
let n = 0;
export function init(info: { seat: number }) { n = info.seat; }
export function decide(obs: Observation) { console.log(n, performance.now()); return obs.legalActions[0]!; }
`;
    expect(typeCheckBot(generic, { game: 'bolachen' })).toEqual([]);
  });

  it('reports a type error at its line and column in the bot\'s own source', () => {
    const source = `export function decide(obs: any) {\n  const n: number = 'three';\n  return obs.legalActions[n];\n}\n`;
    expect(typeCheckBot(source, { game: 'lupfen' })).toEqual([
      { line: 2, column: 9, code: 2322, message: 'Type \'string\' is not assignable to type \'number\'.' },
    ]);
  });

  it('finds a bot typed for another game', () => {
    const [problem, ...rest] = typeCheckBot(LUPFEN_FIRST, { game: 'kein-stich' });
    expect(rest).toEqual([]);
    expect(problem?.line).toBeUndefined();
    expect(problem?.message).toMatch(/^the bot's exports do not fit the kein-stich contract: .*kein-stich\.Observation' is not assignable to type 'lupfen\.Observation'/);
  });

  it.each([
    ['an async decide', 'export async function decide(o: any) { return o.legalActions[0]; }', /Promise<any>/],
    ['a decide that may return undefined', `import type { Observation } from '@arena/bot-sdk/lupfen';
export function decide(o: Observation) { return o.legalActions.find((a) => a.type === 'pass'); }`, /'undefined' is not assignable/],
    ['no decide at all', 'export const name = "nobody";', /Property 'decide' is missing/],
    ['an init that wants more than the info', 'export function init(info: { seat: number }, extra: string) {}\nexport function decide(o: any) { return o.legalActions[0]; }', /init/],
  ])('finds %s', (_name, source, pattern) => {
    const problems = typeCheckBot(source, { game: 'lupfen' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^the bot's exports do not fit the lupfen contract: /);
    expect(problems[0]?.message).toMatch(pattern);
  });

  it('knows the sandbox\'s global: no timers, no Node, no DOM', () => {
    const source = `export function decide(o: any) {
  setTimeout(() => 0);
  document.title = 'x';
  process.exit(1);
  return o.legalActions[0];
}
`;
    expect(typeCheckBot(source, { game: 'lupfen' }).map((p) => [p.line, p.code])).toEqual([[2, 2304], [3, 2584], [4, 2591]]);
  });

  it('reports a syntax error as a problem, not an exception', () => {
    const problems = typeCheckBot('export function decide( {', { game: 'lupfen' });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ line: 1 });
  });

  it('reads no file but the SDK, the engines and TypeScript\'s library: a bot cannot make it quote a server file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-secret-'));
    writeFileSync(join(dir, 'module.ts'), 'export declare const SECRET: "hunter2";\n');
    writeFileSync(join(dir, 'global.ts'), 'declare const LEAKED: "hunter2";\n');
    const viaReference = `/// <reference path="${join(dir, 'global.ts')}" />\nconst n: "x" = LEAKED;\nexport function decide(o: any) { return o.legalActions[n]; }\n`;
    const viaImport = `import { SECRET } from '${join(dir, 'module.ts')}';\nconst n: "x" = SECRET;\nexport function decide(o: any) { return o.legalActions[n]; }\n`;
    for (const source of [viaReference, viaImport]) {
      const problems = typeCheckBot(source, { game: 'lupfen' });
      expect(problems.length).toBeGreaterThan(0);
      expect(JSON.stringify(problems)).not.toContain('hunter2');
    }
    // The same declaration in the bot itself is quoted: a file that was read would show here.
    const inline = typeCheckBot('declare const LEAKED: "hunter2";\nconst n: "x" = LEAKED;\nexport function decide(o: any) { return o.legalActions[n]; }\n', { game: 'lupfen' });
    expect(JSON.stringify(inline)).toContain('hunter2');
  });
});
