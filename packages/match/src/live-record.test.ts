import { describe, expect, it } from 'vitest';
import { resolveLimits } from '@arena/sandbox/limits';
import { houseBot } from './house-bots.ts';
import { liveHeaderOf } from './live.ts';
import { liveRecord } from './live-record.ts';
import { runMatch } from './run-match.ts';
import { defaultOptions, gameOf } from './test-support.ts';

const GAMES = ['lupfen', 'kein-stich', 'bolachen', 'kontraspiel'] as const;

describe('liveRecord', () => {
  it.each(GAMES)('rebuilds a %s match from its decisions: every prefix is the record so far, the whole is the record', (id) => {
    const game = gameOf(id);
    const n = game.seatRange.default;
    const seats = Array.from({ length: n }, (_, seat) => houseBot('random', `live-${id}`, seat));
    const record = runMatch({ game, options: defaultOptions(game, n), seed: `live-${id}`, seats, maxDeals: 3 });
    const header = liveHeaderOf({ game: id, options: record.options, seed: record.seed, seats: record.seats, limits: resolveLimits({}), maxDeals: 3 });
    const whole = liveRecord(header, record.decisions, game);
    if (!whole.ok) throw new Error(whole.error);
    expect(whole.value.inProgress).toBe(false);
    expect(whole.value.record.deals).toEqual(record.deals);
    expect(whole.value.record.chips).toEqual(record.chips);
    expect(whole.value.steps).toBe(record.deals.reduce((s, d) => s + d.decisions + 2, 0));
    const first = record.deals[0];
    if (!first) throw new Error('no deal');
    for (const cut of [0, 1, first.decisions - 1]) {
      const part = liveRecord(header, record.decisions.slice(0, cut), game);
      if (!part.ok) throw new Error(part.error);
      expect(part.value).toMatchObject({ inProgress: true, dealsDone: 0, steps: 1 + cut });
      expect(part.value.record.deals).toHaveLength(1);
    }
    // The first deal over: its settle step, and the next deal's start, exist.
    const done = liveRecord(header, record.decisions.slice(0, first.decisions), game);
    expect(done.ok && done.value).toMatchObject({ inProgress: true, dealsDone: 1, steps: first.decisions + 3 });
  });

  it('refuses decisions that do not fit the deal', () => {
    const game = gameOf('lupfen');
    const seats = Array.from({ length: 4 }, (_, seat) => houseBot('random', 'bad', seat));
    const record = runMatch({ game, options: defaultOptions(game, 4), seed: 'bad', seats, maxDeals: 1 });
    const header = liveHeaderOf({ game: 'lupfen', options: record.options, seed: record.seed, seats: record.seats, limits: resolveLimits({}), maxDeals: 1 });
    const wrong = record.decisions.map((d, i) => (i === 0 ? { ...d, seat: (d.seat + 1) % 4 } : d));
    expect(liveRecord(header, wrong, game).ok).toBe(false);
    expect(liveRecord(header, [...record.decisions, ...record.decisions], game).ok).toBe(false);
  });
});
