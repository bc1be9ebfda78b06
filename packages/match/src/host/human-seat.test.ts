/**
 * A person's seat (issue 19): the match host's one runner asks the parent for each of the person's
 * decisions, with exactly their seat's observation; a clock that runs out plays the rules' default
 * action for that decision only, is recorded, and is no strike: the person plays on.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord } from '@arena/record/replay-record';
import { runMatch } from '../run-match.ts';
import { houseBot } from '../house-bots.ts';
import { defaultOptions, gameOf } from '../test-support.ts';
import type { HumanAsk } from './run-isolated.ts';
import { runMatchIsolated } from './run-isolated.ts';

const SPEC = {
  game: 'lupfen', seed: 'person', maxDeals: 2,
  bots: [{ name: 'alice', person: 'person:1' }, { house: 'random' }, { house: 'first-legal' }, { house: 'random' }],
};

describe('a person at the table', () => {
  it('is asked each decision with their own observation; a missed clock loses only that decision, without a strike', async () => {
    const asks: HumanAsk[] = [];
    const missed = 2;
    const result = await runMatchIsolated(SPEC, {
      human: async (ask) => {
        asks.push(ask);
        await new Promise((r) => setTimeout(r, 5));
        return asks.length === missed + 1 ? { t: 'timeout', ms: 60_000 } : { t: 'answer', action: ask.observation.legalActions.at(-1) };
      },
    });
    if (!result.ok) throw new Error(result.error);
    const record = result.value;
    expect(record.seats[0]).toMatchObject({ kind: 'human', identity: 'person:1', name: 'alice', strikes: 0, retired: null });
    const mine = record.decisions.map((d, i) => ({ ...d, i })).filter((d) => d.seat === 0);
    expect(asks.map((a) => a.decision)).toEqual(mine.map((d) => d.i));
    expect(asks.every((a) => a.seat === 0 && a.observation.seat === 0)).toBe(true);
    mine.forEach((d, k) => {
      if (k === missed) expect(d).toMatchObject({ by: 'default', fault: { kind: 'timeout' } });
      else expect(d).toMatchObject({ by: 'bot', action: asks[k]?.observation.legalActions.at(-1) });
    });
    expect(record.faults).toHaveLength(1);
    expect(record.faults[0]).toMatchObject({ seat: 0, decision: mine[missed]?.i, fault: { kind: 'timeout' } });
    // What the person was shown is exactly what observe() gives their seat.
    const game = gameOf('lupfen');
    const views: unknown[] = [];
    expect(replayRecord(record, game, (state, d) => { if (d.seat === 0) views.push(game.observe(state, 0)); }).ok).toBe(true);
    expect(asks.map((a) => a.observation.view)).toEqual(views);
  });

  it('a person who never answers is never retired: every one of their decisions is the default', () => {
    const game = gameOf('kontraspiel');
    const seats = [
      { kind: 'human' as const, name: 'away', identity: 'person:2', decide: () => ({ ok: false as const, error: { kind: 'timeout' as const, message: 'clock' } }) },
      houseBot('random', 's', 1), houseBot('random', 's', 2), houseBot('random', 's', 3),
    ];
    const record = runMatch({ game, options: defaultOptions(game, 4), seed: 'away', seats, maxDeals: 3 });
    const mine = record.decisions.filter((d) => d.seat === 0);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((d) => d.by === 'default' && d.fault?.kind === 'timeout')).toBe(true);
    expect(record.seats[0]).toMatchObject({ kind: 'human', strikes: 0, retired: null });
  });
});
