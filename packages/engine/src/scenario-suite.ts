/// <reference types="node" />
/**
 * The scenario suite every game runs (STYLE.md 17 a), beside the conformance suite: each scenario
 * file of the given directories (the game's public docs/scenarios/<id>/ and its package's own
 * scenarios/) is parsed and replayed as `arena replay` does, and its outcome must hold what its
 * `expect` names (scenario-expect.ts, the one comparison).
 *
 *   describeScenarios(lupfen, [new URL('../../../docs/scenarios/lupfen/', import.meta.url), new URL('../scenarios/', import.meta.url)]);
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AnyGameDefinition } from './game.ts';
import { replayScenario } from './replay.ts';
import { expectedOutcome, namedOutcome } from './scenario-expect.ts';
import { parseScenario } from './scenario.ts';

const scenarioFiles = (dir: URL): string[] => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

/** Replays one scenario file's text; throws when it is malformed, fails when its outcome is not as expected. */
export function checkScenario(game: AnyGameDefinition, text: string): void {
  const scenario = parseScenario(text, (id) => (id === game.id ? game : undefined));
  if (!scenario.ok) throw new Error(`malformed: ${scenario.error}`);
  const wanted = expectedOutcome((JSON.parse(text) as { expect?: unknown }).expect);
  expect(namedOutcome(replayScenario(scenario.value), wanted)).toEqual(wanted);
}

export function describeScenarios(game: AnyGameDefinition, dirs: readonly URL[]): void {
  describe(`${game.id} scenarios`, () => {
    for (const dir of dirs) {
      const label = dir.pathname.split('/').filter(Boolean).slice(-2).join('/');
      const files = scenarioFiles(dir);
      test(`${label} holds scenarios`, () => expect(files.length).toBeGreaterThan(0));
      test.each(files)(`${label}/%s`, (file) => checkScenario(game, readFileSync(new URL(file, dir), 'utf8')));
    }
  });
}
