/// <reference types="node" />
/**
 * Every worked example of docs/scenarios/lupfen/ (the public ones) and of this package's scenarios/
 * (one per option and phase the public ones do not cover) replayed through the engine core's
 * scenario parser and replay; each field the scenario's `expect` names is compared (`why`/`note`
 * and the error's `message` are explanations, not results).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AnyGameDefinition } from '@arena/engine/game';
import { replayScenario } from '@arena/engine/replay';
import { parseScenario } from '@arena/engine/scenario';
import { lupfen } from './index.ts';

const DIRS = [new URL('../../../docs/scenarios/lupfen/', import.meta.url), new URL('../scenarios/', import.meta.url)];
const files = DIRS.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => new URL(f, dir)));
const label = (url: URL): string => url.pathname.split('/').slice(-3).join('/');
const lookup = (id: string): AnyGameDefinition | undefined => (id === lupfen.id ? lupfen : undefined);

const IGNORED = new Set(['why', 'note']);

/** `expected` with its explanation keys removed (recursively). */
function strip(expected: unknown): unknown {
  if (Array.isArray(expected)) return expected.map(strip);
  if (typeof expected !== 'object' || expected === null) return expected;
  return Object.fromEntries(Object.entries(expected).filter(([k]) => !IGNORED.has(k)).map(([k, v]) => [k, strip(v)]));
}

/** The actual value restricted to the keys `expected` names (recursively, arrays element-wise). */
function pick(actual: unknown, expected: unknown): unknown {
  if (Array.isArray(expected) && Array.isArray(actual) && expected.some((e) => typeof e === 'object' && e !== null)) {
    return actual.map((a, i) => pick(a, expected[i]));
  }
  if (typeof expected !== 'object' || expected === null || Array.isArray(expected)) return actual;
  if (typeof actual !== 'object' || actual === null) return actual;
  const a = actual as Record<string, unknown>;
  return Object.fromEntries(Object.keys(expected).map((k) => [k, pick(a[k], (expected as Record<string, unknown>)[k])]));
}

describe('lupfen scenarios', () => {
  test('the scenario directory is not empty', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files.map((url) => [label(url), url] as const))('%s', (_name, url) => {
    const text = readFileSync(url, 'utf8');
    const scenario = parseScenario(text, lookup);
    if (!scenario.ok) throw new Error(`malformed: ${scenario.error}`);
    const outcome = replayScenario(scenario.value);
    const raw = (JSON.parse(text) as { expect: Record<string, unknown> }).expect;
    const expected = strip(raw) as Record<string, unknown>;
    if (expected.error && typeof expected.error === 'object') delete (expected.error as Record<string, unknown>).message;
    if (!('error' in expected)) expected.error = null;
    expect(pick(outcome, expected)).toEqual(expected);
  });
});
