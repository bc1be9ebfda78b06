/**
 * Every scenario of docs/scenarios/bolachen/ replayed: each field `expect` names must match
 * (`why`/`note` and `error.message` are explanations, not compared).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AnyGameDefinition } from '@arena/engine/game';
import { replayScenario } from '@arena/engine/replay';
import { parseScenario } from '@arena/engine/scenario';
import { describe, expect, test } from 'vitest';
import { bolachen } from './index.ts';

const DIR = new URL('../../../docs/scenarios/bolachen/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

const lookup = (id: string): AnyGameDefinition | undefined => (id === bolachen.id ? bolachen : undefined);

/** `expect` without its explanations. */
function stripNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNotes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'why' && k !== 'note').map(([k, v]) => [k, stripNotes(v)]));
}

describe('bolachen scenarios', () => {
  test('the directory has scenarios', () => {
    expect(FILES.length).toBeGreaterThan(0);
  });

  test.each(FILES)('%s', (file) => {
    const text = readFileSync(new URL(file, DIR), 'utf8');
    const scenario = parseScenario(text, lookup);
    if (!scenario.ok) throw new Error(`malformed: ${scenario.error}`);
    const outcome = replayScenario(scenario.value);
    const wanted = stripNotes((JSON.parse(text) as { expect: Record<string, unknown> }).expect) as Record<string, unknown>;
    if (!('error' in wanted)) expect(outcome.error).toBeNull();
    for (const [key, value] of Object.entries(wanted)) {
      if (key === 'error' && value !== null) {
        expect(outcome.error).toMatchObject(Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== 'message')));
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
  });
});
