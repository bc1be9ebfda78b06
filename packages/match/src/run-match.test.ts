import { describe, expect, it } from 'vitest';
import { houseBot } from './house-bots.ts';
import { matchRecordSchema, ranksOf, withoutTimings } from '@arena/record/match-record';
import { replayRecord } from '@arena/record/replay-record';
import { runMatch } from './run-match.ts';
import { SIMPLE_BOT, TEST_LIMITS, botFromSource, defaultOptions, gameOf, lupfenTable, memoryBombLimits } from './test-support.ts';

const GAMES = ['lupfen', 'kein-stich', 'bolachen', 'kontraspiel'] as const;

describe('runMatch', () => {
  it.each(GAMES)('plays a whole %s match with sandboxed and house bots; the record replays to the same outcome', async (id) => {
    const game = gameOf(id);
    const n = game.seatRange.default;
    const simple = await botFromSource('simple', SIMPLE_BOT);
    const seats = Array.from({ length: n }, (_, seat) => (seat % 2 === 0 ? simple : houseBot('random', 'whole', seat)));
    const record = runMatch({ game, options: defaultOptions(game, n), seed: `whole-${id}`, seats, limits: TEST_LIMITS });
    expect(record.faults).toEqual([]);
    expect(record.deals.length).toBeGreaterThan(0);
    expect(record.decisions.every((d) => d.by === 'bot')).toBe(true);
    expect(record.seats[0]).toMatchObject({ kind: 'sandboxed', identity: simple.kind === 'sandboxed' ? simple.bot.hash : '', retired: null });
    expect(record.seats[1]).toMatchObject({ kind: 'in-process', identity: 'house:random' });
    const replayed = replayRecord(record, game);
    expect(replayed.ok && replayed.value.chips).toEqual(record.chips);
    expect(record.ranks).toEqual(ranksOf(record.chips));
  });

  it('gives identical records (timings aside) for the same bots and seed, and different ones for another seed', async () => {
    // The default (generous) limits: this test is about determinism, and a tight CPU budget can
    // run out in one run and not the other on a loaded machine.
    const input = { ...(await lupfenTable(await botFromSource('simple', SIMPLE_BOT), 'same')), limits: {} };
    const a = runMatch(input);
    const b = runMatch(input);
    expect(withoutTimings(b)).toEqual(withoutTimings(a));
    expect(a.decisions.some((d) => d.log !== undefined)).toBe(true);
    const c = runMatch({ ...input, seed: 'other' });
    expect(withoutTimings(c).decisions).not.toEqual(withoutTimings(a).decisions);
  });

  it('writes records that read back through the schema', async () => {
    const record = runMatch(await lupfenTable(await botFromSource('thrower', 'export function decide() { throw new Error("x"); }')));
    const back = matchRecordSchema.parse(JSON.parse(JSON.stringify(record)));
    expect(back).toEqual(JSON.parse(JSON.stringify(record)));
  });

  it('retires a bot after 3 strikes; its seat plays the default action from then on', async () => {
    const source = 'let n = 0;\nexport function decide(o: any) { n++; if (n % 2 === 0) throw new Error("every other"); return o.legalActions[0]; }';
    const record = runMatch({ ...(await lupfenTable(await botFromSource('flaky', source))), maxDeals: 6 });
    const mine = record.decisions.map((d, i) => ({ ...d, i })).filter((d) => d.seat === 1);
    expect(record.faults.map((f) => f.fault.kind)).toEqual(['exception', 'exception', 'exception']);
    const third = record.faults[2]?.decision ?? -1;
    expect(record.seats[1]?.retired).toEqual({ atDecision: third, reason: 'exception' });
    expect(mine.filter((d) => d.i > third).every((d) => d.by === 'default' && d.fault === undefined && d.cpuMs === 0)).toBe(true);
    expect(mine.filter((d) => d.fault).every((d) => d.by === 'default')).toBe(true);
  });

  it('retires a bot at once on a memory-limit kill', async () => {
    const source = 'let n = 0;\nexport function decide(o: any) { if (++n === 2) { const a: number[][] = []; for (;;) a.push(new Array(1e4).fill(0.5)); } return o.legalActions[0]; }';
    const table = await lupfenTable(await botFromSource('bomb', source));
    const record = runMatch({ ...table, limits: memoryBombLimits(table.limits) });
    expect(record.faults).toHaveLength(1);
    expect(record.seats[1]?.retired?.reason).toBe('memory-limit');
  });

  it('replayRecord finds a tampered record', async () => {
    const game = gameOf('lupfen');
    const record = runMatch(await lupfenTable(houseBot('first-legal', 'x', 1)));
    const last = record.decisions.length - 1;
    const tampered = { ...record, chips: record.chips.map((c, i) => (i === 0 ? c + 1 : c)) };
    expect(replayRecord(tampered, game).ok).toBe(false);
    const reordered = { ...record, decisions: [...record.decisions.slice(0, last - 1), record.decisions[last], record.decisions[last - 1]] } as typeof record;
    expect(replayRecord(reordered, game).ok).toBe(false);
    expect(replayRecord(record, gameOf('kein-stich')).ok).toBe(false);
  });
});
