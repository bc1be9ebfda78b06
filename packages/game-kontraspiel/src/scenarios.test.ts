/// <reference types="node" />
/**
 * Every public scenario of docs/scenarios/kontraspiel/ replays to its `expect` (only the fields it
 * names are compared; `why`/`note` and `error.message` are ignored).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AnyGameDefinition } from '@arena/engine/game';
import { replayScenario } from '@arena/engine/replay';
import { parseScenario } from '@arena/engine/scenario';
import { describe, expect, test } from 'vitest';
import { kontraspiel } from './index.ts';

const DIR = new URL('../../../docs/scenarios/kontraspiel/', import.meta.url);
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const lookup = (id: string): AnyGameDefinition | undefined => (id === kontraspiel.id ? kontraspiel : undefined);

const IGNORED = new Set(['why', 'note']);

/** `expect` without the explanatory keys. */
function strip(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(strip);
  if (typeof x !== 'object' || x === null) return x;
  return Object.fromEntries(Object.entries(x).filter(([k]) => !IGNORED.has(k)).map(([k, v]) => [k, strip(v)]));
}

/** The part of `actual` that `expected` names, field by field (arrays element by element). */
function pickNamed(actual: unknown, expected: unknown): unknown {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return expected.length === actual.length ? expected.map((e, i) => pickNamed(actual[i], e)) : actual;
  }
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) return actual;
  const a = actual as Record<string, unknown>;
  return Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, k in a ? pickNamed(a[k], v) : '(missing)']));
}

describe('kontraspiel public scenarios', () => {
  test('the directory holds scenarios', () => expect(files.length).toBeGreaterThan(0));

  test.each(files)('%s', (file) => {
    const text = readFileSync(new URL(file, DIR), 'utf8');
    const parsed = parseScenario(text, lookup);
    if (!parsed.ok) throw new Error(`malformed: ${parsed.error}`);
    const outcome = replayScenario(parsed.value);
    const expected = strip((JSON.parse(text) as { expect: Record<string, unknown> }).expect) as Record<string, unknown>;
    const { error: expectedError, ...rest } = expected;
    expect(pickNamed(outcome, rest)).toEqual(rest);
    if (expectedError === undefined || expectedError === null) {
      expect(outcome.error).toBeNull();
    } else {
      const { message: _m, ...where } = expectedError as Record<string, unknown>;
      expect(pickNamed(outcome.error, where)).toEqual(where);
    }
  });
});
