/**
 * `arena replay` on malformed files (rules/SCENARIOS.md, "Malformed file or illegal action"): each
 * kind of malformation gets one line naming the problem; illegal actions are outcomes instead.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '@arena/games';
import { makeMatchDownload, SEED_HIDDEN } from '@arena/record/match-download';
import { runDuplicate } from '@arena/match/duplicate';
import { houseBot } from '@arena/match/house-bots';
import { replayFile } from './replay-file.ts';

const base = JSON.parse(readFileSync(new URL('../../../docs/scenarios/lupfen/forced-round-basic.json', import.meta.url), 'utf8')) as Record<string, unknown>;
type Scenario = typeof base & { deals: { hands: string[][]; stock: string[]; actions: unknown[]; dealer: unknown }[] };

function variant(change: (s: Scenario) => void): string {
  const s = structuredClone(base) as Scenario;
  change(s);
  return JSON.stringify(s);
}

function problem(text: string): string {
  const r = replayFile(text);
  if (r.ok) throw new Error(`expected a malformed file, got ${JSON.stringify(r.value)}`);
  expect(r.error).not.toContain('\n');
  return r.error;
}

describe('malformed scenario files get one line naming the problem', () => {
  const cases: [string, string, RegExp][] = [
    ['bad JSON', '{"game": "lupfen",', /not JSON/],
    ['not an object', '[1, 2]', /not a JSON object/],
    ['unknown game', variant((s) => { s.game = 'skat'; }), /unknown game "skat"/],
    ['seats out of range', variant((s) => { s.seats = 7; }), /seats must be an integer from 3 to 6/],
    ['seats not an integer', variant((s) => { s.seats = 3.5; }), /seats/],
    ['options not an object', variant((s) => { s.options = 3; }), /options must be an object/],
    ['unknown option', variant((s) => { s.options = { jokers: true }; }), /unknown option "jokers"/],
    ['option of the wrong type', variant((s) => { s.options = { ante: 'three' }; }), /option ante/],
    ['option out of range', variant((s) => { s.options = { payLimit: -3 }; }), /option payLimit/],
    ['arena-only option out of range', variant((s) => { s.options = { matchRounds: 0 }; }), /option matchRounds/],
    ['chips not n integers', variant((s) => { s.chips = [0, 0]; }), /chips must be 4 integers/],
    ['deals missing', variant((s) => { delete (s as Partial<Scenario>).deals; }), /deals is missing or empty/],
    ['deals empty', variant((s) => { s.deals = []; }), /deals is missing or empty/],
    ['dealer out of range', variant((s) => { s.deals[0]!.dealer = 4; }), /deal 0: dealer must be an integer 0 … 3/],
    ['hands missing', variant((s) => { delete (s.deals[0] as Partial<Scenario['deals'][0]>).hands; }), /deal 0: hands is missing/],
    ['stock not an array', variant((s) => { (s.deals[0] as Record<string, unknown>).stock = 'SA'; }), /deal 0: stock is missing or not an array/],
    ['actions missing', variant((s) => { delete (s.deals[0] as Partial<Scenario['deals'][0]>).actions; }), /deal 0: actions is missing/],
    ['a card that does not exist', variant((s) => { s.deals[0]!.hands[0]![0] = 'XQ'; }), /card "XQ" does not exist/],
    ['a card not in this pack', variant((s) => { s.deals[0]!.hands[0]![0] = 'E7'; }), /E7 is not in this game's pack/],
    ['a card twice', variant((s) => { s.deals[0]!.hands[1]![0] = s.deals[0]!.hands[0]![0]!; }), /appears twice/],
    ['a hand with the wrong number of cards', variant((s) => { s.deals[0]!.stock.push(s.deals[0]!.hands[0]!.pop()!); }), /hand 0 must have 3 cards/],
    ['a stock with the wrong number of cards', variant((s) => { s.deals[0]!.stock.pop(); }), /stock must have 8 cards|not the whole pack/],
    ['an action that is not [integer, object]', variant((s) => { s.deals[0]!.actions[0] = [1, 'play']; }), /action 0 must be \[integer, object\]/],
    ['an action with a fractional seat', variant((s) => { s.deals[0]!.actions[0] = [1.5, { type: 'pass' }]; }), /action 0 must be \[integer, object\]/],
    ['an action of three elements', variant((s) => { s.deals[0]!.actions[0] = [1, { type: 'pass' }, 2]; }), /action 0 must be/],
  ];
  it.each(cases)('%s', (_name, text, message) => {
    expect(problem(text)).toMatch(message);
  });
});

describe('illegal actions are outcomes, not malformed files', () => {
  it('an unknown action type is an illegal action', () => {
    const r = replayFile(variant((s) => { s.deals[0]!.actions[0] = [1, { type: 'jump' }]; }));
    expect(r.ok && r.value.error).toMatchObject({ deal: 0, action: 0 });
  });
  it('a seat out of range is an illegal action', () => {
    const r = replayFile(variant((s) => { s.deals[0]!.actions[0] = [9, { type: 'play', card: 'EA' }]; }));
    expect(r.ok && r.value.error).toMatchObject({ deal: 0, action: 0 });
  });
  it('actions left after the deal is over are illegal, and the deal stays settled', () => {
    const text = variant((s) => { s.deals[0]!.actions.push([0, { type: 'pass' }]); });
    const r = replayFile(text);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.error).toMatchObject({ deal: 0, action: (base as Scenario).deals[0]!.actions.length });
    expect(r.value.deals).toHaveLength(1);
  });
  it('a deal whose actions stop early is reported unfinished', () => {
    const r = replayFile(variant((s) => { s.deals[0]!.actions = s.deals[0]!.actions.slice(0, 2); }));
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toEqual({ deals: [{ unfinished: true }], chips: [0, 0, 0, 0], error: null });
  });
});

describe('league records and the site download replay (@arena/record/match-download)', () => {
  const game = findGame('lupfen');
  if (!game) throw new Error('lupfen');
  const options = game.parseOptions(undefined, 3);
  if (!options.ok) throw new Error(options.error);
  const bots = [0, 1, 2].map((s) => houseBot(s === 0 ? 'first-legal' : 'random', `bot-${s}`, s));
  const played = runDuplicate({ game, options: options.value, seed: 'download-test', maxDeals: 2, bots });
  const set = { format: 'duplicate' as const, version: 1 as const, seating: ['a', 'b', 'c'], rotations: played.rotations.map((r) => ({ order: [...r.order], record: r.record })) };

  it('a duplicate set inside a download: every rotation replays, chips summed per bot', () => {
    const r = replayFile(JSON.stringify(makeMatchDownload({ matchId: 'm', league: 'l', round: 1 }, set)));
    if (!r.ok) throw new Error(r.error);
    expect('rotations' in r.value && r.value.rotations.length).toBe(6);
    expect(r.value.chips).toEqual(played.totals.map((t) => t.chips));
  });

  it('a single record inside a download replays to its chips', () => {
    const record = played.rotations[0]?.record;
    if (!record) throw new Error('no rotation');
    const r = replayFile(JSON.stringify(makeMatchDownload({ matchId: 'm', league: 'l', round: 1 }, record)));
    expect(r.ok && r.value.chips).toEqual(record.chips);
  });

  it('a hidden seed, a broken envelope and a tampered record each get one line', () => {
    const record = played.rotations[0]?.record;
    if (!record) throw new Error('no rotation');
    const wrap = (rec: unknown) => JSON.stringify({ ...makeMatchDownload({ matchId: 'm', league: 'l', round: 1 }, record), record: rec });
    expect(problem(wrap({ ...record, seed: SEED_HIDDEN }))).toMatch(/seed is hidden until the round is over/);
    expect(problem(JSON.stringify({ format: 'stich-arena-match-download', version: 1 }))).toMatch(/not a match download: matchId/);
    expect(problem(wrap({ ...record, chips: record.chips.map((c) => c + 1) }))).toMatch(/does not replay/);
  });
});
