/**
 * The public scenarios (docs/scenarios/bolachen/) and this package's own (scenarios/: the options
 * and phases the public ones leave out), replayed as `arena replay` does. Every field `expect`
 * names must match (`why`/`note` and `error.message` are explanations, not compared); without an
 * `error` in `expect`, the outcome's error must be null.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { replayScenario } from '@arena/engine/replay';
import { parseScenario } from '@arena/engine/scenario';
import { describe, expect, test } from 'vitest';
import { bolachen } from './index.ts';
import { stripNotes } from './test-helpers.ts';

const PUBLIC = new URL('../../../docs/scenarios/bolachen/', import.meta.url);
const OWN = new URL('../scenarios/', import.meta.url);
const filesIn = (dir: URL): string[] => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

function check(dir: URL, file: string): void {
  const text = readFileSync(new URL(file, dir), 'utf8');
  const scenario = parseScenario(text, (id) => (id === bolachen.id ? bolachen : undefined));
  if (!scenario.ok) throw new Error(`malformed: ${scenario.error}`);
  const outcome = replayScenario(scenario.value);
  const wanted = stripNotes((JSON.parse(text) as { expect: unknown }).expect) as Record<string, unknown>;
  if (!('error' in wanted)) expect(outcome.error).toBeNull();
  for (const [key, value] of Object.entries(wanted)) {
    if (key === 'error' && value !== null) {
      const { message: _message, ...where } = value as Record<string, unknown>;
      expect(outcome.error).toMatchObject(where);
    } else if (key === 'deals') {
      const deals = value as Record<string, unknown>[];
      expect(outcome.deals).toHaveLength(deals.length);
      deals.forEach((d, k) => {
        for (const [field, v] of Object.entries(d)) expect((outcome.deals[k] as Record<string, unknown>)[field], `deal ${k} ${field}`).toEqual(v);
      });
    } else {
      expect((outcome as unknown as Record<string, unknown>)[key], key).toEqual(value);
    }
  }
}

describe('public scenarios', () => {
  test('the directory has scenarios', () => {
    expect(filesIn(PUBLIC).length).toBeGreaterThan(0);
  });
  test.each(filesIn(PUBLIC))('%s', (file) => check(PUBLIC, file));
});

describe('package scenarios', () => {
  test.each(filesIn(OWN))('%s', (file) => check(OWN, file));
});

describe('malformed scenario files', () => {
  const base = JSON.parse(readFileSync(new URL('basic-brand-won.json', PUBLIC), 'utf8')) as Record<string, unknown>;
  test.each([
    [{ options: { stake: 0 } }, 'stake'],
    [{ options: { matchDeals: 4 } }, 'matchDeals'],
    [{ options: { cardDemand: 'no' } }, 'cardDemand'],
    [{ options: { trumpsMustBeat: true } }, 'trumpsMustBeat'],
    [{ seats: 4 }, 'seats'],
  ])('%j is malformed', (change, name) => {
    const r = parseScenario(JSON.stringify({ ...base, ...change }), (id) => (id === bolachen.id ? bolachen : undefined));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(name);
  });
  test('options null means all defaults', () => {
    expect(parseScenario(JSON.stringify({ ...base, options: null }), (id) => (id === bolachen.id ? bolachen : undefined)).ok).toBe(true);
  });
});
