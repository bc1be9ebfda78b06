/// <reference types="node" />
/**
 * Every public scenario of docs/scenarios/kontraspiel/, and this package's own scenarios of
 * the options and phases those do not cover (../scenarios/), replays to its `expect` (only the
 * fields it names are compared; `why`/`note` and `error.message` are ignored). Malformed files are
 * refused with one line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AnyGameDefinition } from '@arena/engine/game';
import { replayScenario } from '@arena/engine/replay';
import { parseScenario } from '@arena/engine/scenario';
import { describe, expect, test } from 'vitest';
import { kontraspiel } from './index.ts';

const DIR = new URL('../../../docs/scenarios/kontraspiel/', import.meta.url);
const OWN = new URL('../scenarios/', import.meta.url);
const jsonIn = (dir: URL): string[] => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const files = jsonIn(DIR);
const ownFiles = jsonIn(OWN);
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

function checkScenario(text: string): void {
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
}

describe('kontraspiel public scenarios', () => {
  test('the directory holds scenarios', () => expect(files.length).toBeGreaterThan(0));
  test.each(files)('%s', (file) => checkScenario(readFileSync(new URL(file, DIR), 'utf8')));
});

describe('kontraspiel package scenarios', () => {
  test.each(ownFiles)('%s', (file) => checkScenario(readFileSync(new URL(file, OWN), 'utf8')));
});

describe('malformed scenario files', () => {
  const base = JSON.parse(readFileSync(new URL('basic-first-round-solo.json', DIR), 'utf8')) as Record<string, unknown>;
  test.each([
    ['an unknown option', { options: { doubling: true } }, 'doubling'],
    ['startBound of 3 flags', { options: { startBound: [false, false, false] } }, 'startBound'],
    ['deals 0 (arena-only, still checked)', { options: { deals: 0 } }, 'deals'],
    ['5 seats', { seats: 5 }, 'seats'],
    ['options not an object', { options: [1] }, 'options'],
  ])('%s', (_what, change, word) => {
    const r = parseScenario(JSON.stringify({ ...base, ...change }), lookup);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(word);
      expect(r.error).not.toContain('\n');
    }
  });
  test('a hand of 6 cards, an 8 and a card twice', () => {
    const deal = (base.deals as Record<string, unknown>[])[0] as Record<string, unknown>;
    const hands = deal.hands as string[][];
    const bad = (h: string[][], stock: string[]) => parseScenario(JSON.stringify({ ...base, deals: [{ ...deal, hands: h, stock }] }), lookup).ok;
    expect(bad([[...(hands[0] ?? []), 'S10'], ...hands.slice(1)], ['H10', 'E9', 'G10'])).toBe(false);
    expect(bad(hands.map((h, i) => (i === 0 ? ['E8', ...h.slice(1)] : h)), ['H10', 'E9', 'G10', 'S10'])).toBe(false);
    expect(bad(hands.map((h, i) => (i === 1 ? [...h.slice(0, 4), 'SK'] : h)), ['H10', 'E9', 'G10', 'S10'])).toBe(false);
  });
});
