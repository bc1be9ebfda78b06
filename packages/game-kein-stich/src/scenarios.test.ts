/** Every worked example of docs/scenarios/kein-stich/ replays to its `expect` (SCENARIOS.md). */
import { readdirSync, readFileSync } from 'node:fs';
import type { AnyGameDefinition } from '@arena/engine/game';
import { replayScenario } from '@arena/engine/replay';
import { parseScenario } from '@arena/engine/scenario';
import { describe, expect, test } from 'vitest';
import { keinStich } from './index.ts';

const dir = new URL('../../../docs/scenarios/kein-stich/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const lookup = (id: string): AnyGameDefinition | undefined => (id === keinStich.id ? (keinStich) : undefined);

/** `expect` without its explanations (`why`, `note`) and without `error.message`. */
function stripNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNotes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'why' && k !== 'note').map(([k, v]) => [k, stripNotes(v)]));
}

describe('kein-stich scenarios', () => {
  test.each(files)('%s', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const parsed = parseScenario(text, lookup);
    if (!parsed.ok) throw new Error(`malformed: ${parsed.error}`);
    const outcome = replayScenario(parsed.value);
    const expected = stripNotes((JSON.parse(text) as { expect: Record<string, unknown> }).expect) as Record<string, unknown>;
    for (const [field, value] of Object.entries(expected)) {
      if (field === 'error') continue;
      expect(outcome[field as keyof typeof outcome], field).toEqual(value);
    }
    if (expected.error === undefined || expected.error === null) {
      expect(outcome.error).toBeNull();
    } else {
      const { message: _m, ...where } = outcome.error ?? { message: '' };
      const { message: _e, ...want } = expected.error as Record<string, unknown>;
      expect(where).toEqual(want);
    }
  });
});
