/**
 * The public scenarios (docs/scenarios/bolachen/) and this package's own (scenarios/: the options
 * and phases the public ones leave out), replayed as `arena replay` does and compared by the
 * engine's one scenario suite; then malformed files.
 */
import { readFileSync } from 'node:fs';
import { parseScenario } from '@arena/engine/scenario';
import { describeScenarios } from '@arena/engine/scenario-suite';
import { describe, expect, test } from 'vitest';
import { bolachen } from './index.ts';

const PUBLIC = new URL('../../../docs/scenarios/bolachen/', import.meta.url);

describeScenarios(bolachen, [PUBLIC, new URL('../scenarios/', import.meta.url)]);

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
