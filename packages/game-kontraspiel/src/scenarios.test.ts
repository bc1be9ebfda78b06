/// <reference types="node" />
/**
 * Every public scenario of docs/scenarios/kontraspiel/, and this package's own scenarios of
 * the options and phases those do not cover (../scenarios/), replays to its `expect` through the
 * engine's scenario suite. Malformed files are refused with one line.
 */
import { readFileSync } from 'node:fs';
import type { AnyGameDefinition } from '@arena/engine/game';
import { parseScenario } from '@arena/engine/scenario';
import { describeScenarios } from '@arena/engine/scenario-suite';
import { describe, expect, test } from 'vitest';
import { kontraspiel } from './index.ts';

const DIR = new URL('../../../docs/scenarios/kontraspiel/', import.meta.url);
const lookup = (id: string): AnyGameDefinition | undefined => (id === kontraspiel.id ? kontraspiel : undefined);

describeScenarios(kontraspiel, [DIR, new URL('../scenarios/', import.meta.url)]);

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
