import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '@arena/games';
import { cardsMentioned } from './seats.ts';
import { dealStartSteps, totalSteps } from '@arena/record/steps';
import { buildFrame, recordForViewer } from './frame.ts';
import { parseReplayQuery, stepHref } from './links.ts';
import { recordOf } from './record-fixture.ts';

describe.each(GAME_IDS)('replay frames of %s', (id) => {
  const { game, record } = recordOf(id);
  const n = record.seats.length;
  const total = totalSteps(record);

  test('steps: a start, one per decision and a settle step per deal', () => {
    expect(total).toBe(record.deals.reduce((a, d) => a + d.decisions + 2, 0));
    expect(dealStartSteps(record)[1]).toBe((record.deals[0]?.decisions ?? 0) + 2);
  });

  test('all hands: every card of the deal is somewhere; seat views show only what observe() gives', () => {
    for (let step = 0; step < total; step += 3) {
      const all = buildFrame({ key: `${id}-all`, record, game, step, view: { kind: 'all' }, ownSeats: new Set() });
      expect(all.seats.every((s) => s.hand !== null)).toBe(true);
      for (let seat = 0; seat < n; seat++) {
        const frame = buildFrame({ key: `${id}-seat`, record, game, step, view: { kind: 'seat', seat }, ownSeats: new Set() });
        const seen = cardsMentioned(frame.observation);
        const shown = new Set<string>();
        frame.seats.forEach((p) => p.hand?.forEach((c) => shown.add(c)));
        frame.tricks.forEach((t) => t.plays.forEach((p) => shown.add(p.card)));
        frame.trick?.plays.forEach((p) => shown.add(p.card));
        for (const line of frame.decisions) for (const w of line.text.split(' ')) if (/^[EGHS](A|K|O|U|10|9|8|7)$/.test(w)) shown.add(w);
        for (const card of shown) expect(seen.has(card), `${id} step ${step} seat ${seat} shows ${card}`).toBe(true);
        const own = frame.seats[seat]?.hand;
        if (own !== null) expect(own).toEqual(all.seats[seat]?.hand); // null: the seat plays blind

      }
    }
  });

  test('the public view shows no card that any seat could not see, and no hand', () => {
    for (let step = 0; step < total; step++) {
      const open = buildFrame({ key: `${id}-public`, record, game, step, view: { kind: 'public' }, ownSeats: new Set() });
      expect(open.observation).toBeNull();
      const shown = cardsMentioned(JSON.parse(JSON.stringify(open)));
      for (let seat = 0; seat < n; seat++) {
        const seen = cardsMentioned(buildFrame({ key: `${id}-seat`, record, game, step, view: { kind: 'seat', seat }, ownSeats: new Set() }).observation);
        for (const card of shown) expect(seen.has(card), `${id} step ${step}: the public view shows ${card}, hidden from seat ${seat}`).toBe(true);
      }
    }
  });

  test('every view shows the same table facts (pot, phase, trick, tricks), from the game\'s table view', () => {
    for (let step = 0; step < total; step += 2) {
      const frames = [{ kind: 'all' } as const, { kind: 'public' } as const, ...Array.from({ length: n }, (_, seat) => ({ kind: 'seat', seat }) as const)]
        .map((view) => buildFrame({ key: `${id}-facts`, record, game, step, view, ownSeats: new Set() }));
      const facts = frames.map((f) => ({ pot: f.pot, phase: f.phase, trick: f.trick, tricks: f.tricks, toAct: f.seats.map((s) => s.toAct) }));
      for (const f of facts) expect(f, `${id} step ${step}`).toEqual(facts[0]);
      // A trick on the table has a card: between tricks the last completed trick shows.
      expect(frames[0]?.trick?.plays.length ?? 1).toBeGreaterThan(0);
    }
  });

  test('logs and fault details only for own seats; the seed hidden until revealed', () => {
    const withLogs = { ...record, decisions: record.decisions.map((d) => ({ ...d, log: `log of ${d.seat}` })) };
    const view = recordForViewer(withLogs, new Set([1]), false);
    expect(view.decisions.every((d) => (d.seat === 1 ? d.log === 'log of 1' : d.log === undefined))).toBe(true);
    expect(view.seed).not.toBe(record.seed);
    const frame = buildFrame({ key: `${id}-logs`, record: withLogs, game, step: 2, view: { kind: 'all' }, ownSeats: new Set([1]) });
    expect(frame.decisions.every((l) => (l.seat === 1 ? l.log === 'log of 1' : l.log === null))).toBe(true);
  });
});

describe('replay URLs', () => {
  test('step, deal and seat round-trip through the query', () => {
    const frame = { dealStarts: [0, 20, 45] };
    const href = stepHref('m', frame, 30, { kind: 'seat', seat: 2 });
    expect(href).toBe('/matches/m?deal=1&step=30&seat=2');
    const q = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseReplayQuery(q, 4, frame.dealStarts)).toEqual({ step: 30, view: { kind: 'seat', seat: 2 }, rotate: 0 });
    expect(parseReplayQuery({ deal: '2' }, 4, frame.dealStarts).step).toBe(45);
    expect(parseReplayQuery({ seat: '9', step: 'x' }, 4, frame.dealStarts)).toEqual({ step: 0, view: { kind: 'all' }, rotate: 0 });
    const open = stepHref('m', frame, 3, { kind: 'public' });
    expect(parseReplayQuery(Object.fromEntries(new URL(open, 'http://x').searchParams), 4, frame.dealStarts).view).toEqual({ kind: 'public' });
  });
});
