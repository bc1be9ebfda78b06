import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '@arena/games';
import { liveHeaderOf } from '@arena/match/live';
import { resolveLimits } from '@arena/sandbox/limits';
import { dealStartSteps } from '@arena/record/steps';
import { recordOf } from '@/lib/replay/record-fixture';
import { followEntries, liveFrames, NOT_STARTED } from './follow.ts';

describe.each(GAME_IDS)('live frames of %s', (id) => {
  const { game, record } = recordOf(id);
  const header = liveHeaderOf({ game: id, options: record.options, seed: record.seed, seats: record.seats, limits: resolveLimits({}), maxDeals: 2 });
  const entries = [
    { id: '1-0', event: { t: 'start', header } },
    ...record.decisions.map((d, index) => ({ id: `2-${index}`, event: { t: 'decision', index, record: d } })),
  ];
  const firstDeal = record.deals[0]?.decisions ?? 0;

  test('all hands stay public until the deal ends; a bots-only seat view is live', () => {
    const state = followEntries(NOT_STARTED, entries.slice(0, 1 + firstDeal - 1));
    const all = liveFrames(state, { game, requested: { kind: 'all' }, table: { hasPerson: false }, from: 0, max: 1000, key: `t-${id}-a` });
    expect(all?.steps).toBe(firstDeal);
    expect(all?.messages.every((m) => m.view === 'public' && m.frame.observation === null)).toBe(true);
    const over = liveFrames(followEntries(state, entries.slice(firstDeal, 1 + firstDeal)), { game, requested: { kind: 'all' }, table: { hasPerson: false }, from: 0, max: 1000, key: `t-${id}-b` });
    expect(over?.messages.filter((m) => m.view === 'all').map((m) => m.step)).toEqual(Array.from({ length: firstDeal + 2 }, (_, s) => s));
    expect(over?.messages.at(-1)).toMatchObject({ view: 'public', step: firstDeal + 2, frame: { kind: 'deal-start', deal: 1 } });
    const seat = liveFrames(state, { game, requested: { kind: 'seat', seat: 1 }, table: { hasPerson: false }, from: 0, max: 1000, key: `t-${id}-c` });
    expect(seat?.messages.every((m) => m.view === 'seat-1')).toBe(true);
    const person = liveFrames(state, { game, requested: { kind: 'seat', seat: 1 }, table: { hasPerson: true }, from: 0, max: 1000, key: `t-${id}-d` });
    expect(person?.messages.every((m) => m.view === 'public')).toBe(true);
  });

  test('the whole stream gives the replay frames, the latest `max` only, and a retry starts again', () => {
    const state = followEntries(NOT_STARTED, entries);
    const frames = liveFrames(state, { game, requested: { kind: 'seat', seat: 0 }, table: { hasPerson: false }, from: 0, max: 3, key: `t-${id}-e` });
    const total = dealStartSteps(record).at(-1) ?? 0;
    expect(frames?.steps).toBe(total);
    expect(frames?.messages.map((m) => m.step)).toEqual([total - 3, total - 2, total - 1]);
    const again = followEntries(state, [{ id: '9-0', event: { t: 'start', header } }, { id: '9-1', event: 'not an event' }, { id: '9-2', event: { t: 'decision', index: 5 } }]);
    expect(again).toMatchObject({ attempt: '9-0', decisions: [], ended: null });
    expect(followEntries(again, [{ id: '9-3', event: { t: 'end', status: 'done' } }]).ended).toBe('done');
    // Events of one tick share a stream entry: a start later in it still names a new attempt.
    const start = { t: 'start', header };
    const twice = followEntries(NOT_STARTED, [{ id: '10-0', at: 0, event: start }, { id: '10-0', at: 1, event: { t: 'decision', index: 0, record: record.decisions[0] } }, { id: '10-0', at: 2, event: start }]);
    expect(twice).toMatchObject({ attempt: '10-0/2', decisions: [] });
  });
});
