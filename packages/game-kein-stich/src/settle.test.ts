/**
 * docs/rules/kein-stich.md sections 4, 5, 9, 12 and 13: the settlement arithmetic of every contract,
 * option and special case (march, Schwarze Sau, power, the layout payout), the units each contract
 * puts into the pot, dealing, the contract sequence and the arena match.
 */
import { describe, expect, test } from 'vitest';
import { handSize, packFor } from './cards.ts';
import { keinStich } from './index.ts';
import { contractSequence } from './options.ts';
import { layoutPayoffs } from './settle.ts';
import {
  cards, deal, LAYOUT_HANDS, MARCH_HANDS, matchWith, options, PARTIE_HANDS, PARTIE_PLAYS, play, playDefaults, settle, SPLIT_HANDS, SPLIT_PLAYS,
} from './testing.ts';

describe('9.1: trick-deal settlement', () => {
  const partie = (raw: Record<string, unknown>, dealsPlayed = 0) => settle(play(deal(matchWith(raw, 4, 0, dealsPlayed), 0, PARTIE_HANDS), PARTIE_PLAYS));
  const split = (raw: Record<string, unknown>) => settle(play(deal(matchWith(raw, 4), 1, SPLIT_HANDS), SPLIT_PLAYS));
  test('no-tricks: 1 unit per trick', () => {
    expect(partie({})).toEqual({ payoffs: [0, -30, -5, -5], pot: 40, tricks: [0, 6, 1, 1], contract: 'no-tricks', march: null });
  });
  test('no-hearts: 1 unit per Heart; no-obers: 2 per Ober', () => {
    expect(partie({ startContract: 1 })).toMatchObject({ payoffs: [0, -35, 0, -5], pot: 40, contract: 'no-hearts' });
    expect(partie({ startContract: 2 })).toMatchObject({ payoffs: [0, -30, -10, 0], pot: 40, contract: 'no-obers' });
  });
  test('no-max: 8 units for HK; with schwarzeSau for GO instead, and HK costs nothing', () => {
    expect(split({ startContract: 3 })).toMatchObject({ payoffs: [0, 0, 0, -40], pot: 40, contract: 'no-max' });
    expect(split({ startContract: 3, schwarzeSau: true })).toMatchObject({ payoffs: [0, -40, 0, 0], pot: 40, contract: 'no-max' });
  });
  test('schwarzeSau: GO still costs 2 like every Ober in no-obers', () => {
    expect(split({ startContract: 2, schwarzeSau: true })).toEqual(split({ startContract: 2 }));
    expect(split({ startContract: 2 })).toMatchObject({ payoffs: [-10, -20, 0, -10] });
  });
  test('no-second-last: 8 units for trick T − 1; no-first-last: 4 for trick 1 and 4 for trick T', () => {
    expect(partie({ extraContract: 'no-second-last', startContract: 4 })).toMatchObject({ payoffs: [0, -40, 0, 0], pot: 40, contract: 'no-second-last' });
    expect(partie({ extraContract: 'no-first-last', startContract: 4 })).toMatchObject({ payoffs: [0, -20, -20, 0], pot: 40, contract: 'no-first-last' });
  });
  test('power: all components at once (27 + 3 + 2 units of 32)', () => {
    expect(partie({ power: true })).toEqual({ payoffs: [0, -135, -15, -10], pot: 160, tricks: [0, 6, 1, 1], contract: 'power', march: null });
    expect(partie({ power: true, kingLouis: true })).toMatchObject({ payoffs: [0, -105, -10, -5], pot: 120 });
    expect(partie({ power: true, extraContract: 'no-first-last' })).toMatchObject({ payoffs: [0, -155, -35, -10], pot: 200 });
  });
  test('power: a trick HA HO H10 HK costs 1 + 4 + 2 + 8 = 15 units = 75 chips', () => {
    const s = deal(matchWith({ power: true }, 4), 0, ['HK E8 E7 G8 G7 H8 S8 S7', 'HA EA EK GA GK H7 SA SK', MARCH_HANDS[2] ?? '', MARCH_HANDS[3] ?? '']);
    const t = play(s, [[1, 'HA'], [2, 'HO'], [3, 'H10'], [0, 'HK']]);
    expect(t.units).toEqual([0, 15, 0, 0]);
  });
  test('power with schwarzeSau: GO costs 2 + 8, HK is one Heart', () => {
    expect(split({ power: true })).toMatchObject({ payoffs: [-30, -40, 0, -90], pot: 160 });
    expect(split({ power: true, schwarzeSau: true })).toMatchObject({ payoffs: [-30, -80, 0, -50], pot: 160 });
  });
  test('stake scales every amount', () => {
    expect(partie({ stake: 1 })).toMatchObject({ payoffs: [0, -6, -1, -1], pot: 8 });
    expect(partie({ power: true, stake: 2 })).toMatchObject({ payoffs: [0, -54, -6, -4], pot: 64 });
  });
});

describe('9.1: the march', () => {
  const marched = (raw: Record<string, unknown>, seats = 4, hands = MARCH_HANDS) => settle(playDefaults(deal(matchWith(raw, seats), 0, hands)));
  test('without the option, winning every trick is an ordinary result', () => {
    expect(marched({})).toEqual({ payoffs: [0, -40, 0, 0], pot: 40, tricks: [0, 8, 0, 0], contract: 'no-tricks', march: null });
  });
  test('the marcher receives 10 units, every other seat pays 6, the pot gets the difference', () => {
    expect(marched({ march: true })).toEqual({ payoffs: [-30, 50, -30, -30], pot: 40, tricks: [0, 8, 0, 0], contract: 'no-tricks', march: 1 });
    expect(marched({ march: true, startContract: 3 })).toMatchObject({ payoffs: [-30, 50, -30, -30], pot: 40, march: 1, contract: 'no-max' });
  });
  test('a marched power deal puts only 8 units into the pot (4 seats)', () => {
    expect(marched({ march: true, power: true })).toMatchObject({ payoffs: [-30, 50, -30, -30], pot: 40, march: 1, contract: 'power' });
    expect(marched({ power: true })).toMatchObject({ payoffs: [0, -160, 0, 0], pot: 160, march: null });
  });
  test('3 and 5 seats: the pot receives 2 and 14 units', () => {
    const three = ['E10 E9 G10 G9 H10 H9 S10 S9', 'EA EK GA GK HA HK SA SK', 'EO EU GO GU HO HU SO SU'];
    expect(marched({ march: true }, 3, three)).toMatchObject({ payoffs: [-30, 50, -30], pot: 10, march: 1 });
    const five = ['SO SU S10 S9 S8 S7', 'EA EK GA GK HA HK', 'EO EU GO GU HO HU', 'E10 E9 G10 G9 H10 H9', 'E8 G8 H8 H7 SA SK'];
    expect(marched({ march: true }, 5, five)).toMatchObject({ payoffs: [-30, 50, -30, -30, -30], pot: 70, march: 1 });
  });
  test('taking every penalty item without every trick is not a march', () => {
    const r = settle(play(deal(matchWith({ march: true, startContract: 3 }, 4), 0, PARTIE_HANDS), PARTIE_PLAYS));
    expect(r).toMatchObject({ payoffs: [0, -40, 0, 0], march: null });
  });
});

describe('9.2: the layout payout', () => {
  test.each([
    [4, 160, [100, 50, 10, 0]], [4, 120, [80, 35, 5, 0]], [4, 200, [130, 60, 10, 0]], [3, 150, [100, 50, 0]],
    [5, 150, [100, 45, 5, 0, 0]], [6, 145, [95, 45, 5, 0, 0, 0]], [3, 10, [10, 0, 0]], [4, 40, [30, 10, 0, 0]],
    [5, 70, [50, 20, 0, 0, 0]], [6, 100, [65, 30, 5, 0, 0, 0]], [4, 0, [0, 0, 0, 0]],
  ])('%i seats, pot %i pays %j by place', (seats, pot, byPlace) => {
    const order = Array.from({ length: seats }, (_x, i) => (i + 2) % seats);
    const payoffs = layoutPayoffs(pot, 5, order);
    expect(order.map((s) => payoffs[s])).toEqual(byPlace);
  });
  test('a layout deal with a pot pays it out and empties it (finishOrder of layout-only.json)', () => {
    const over = playDefaults(deal(matchWith({ startContract: 4 }, 4, 160), 2, LAYOUT_HANDS));
    const r = settle(over, 160);
    const first = over.finishOrder[0] ?? -1;
    expect(r.pot).toBe(0);
    expect(r.payoffs[first]).toBe(100);
    expect(r.payoffs.reduce((a, b) => a + b, 0)).toBe(160);
    expect(Object.keys(r)).toEqual(['payoffs', 'pot', 'tricks', 'contract', 'finishOrder']);
  });
  test('stake 1: the rounding is to whole units', () => {
    expect(layoutPayoffs(32, 1, [0, 1, 2, 3])).toEqual([20, 10, 2, 0]);
    expect(layoutPayoffs(7, 1, [0, 1, 2, 3])).toEqual([5, 2, 0, 0]);
  });
});

describe('12: units put into the pot by one deal of each simple contract', () => {
  const table: Record<number, readonly number[]> = { 3: [8, 6, 8, 8, 8, 8], 4: [8, 8, 8, 8, 8, 8], 5: [6, 8, 8, 8, 8, 8], 6: [5, 8, 8, 8, 8, 8] };
  test.each([3, 4, 5, 6])('%i seats', (seats) => {
    const extras = ['no-second-last', 'no-first-last'] as const;
    for (const [i, units] of (table[seats] ?? []).entries()) {
      const raw = i < 4 ? { startContract: i } : { extraContract: extras[i - 4], startContract: 4 };
      const match = matchWith(raw, seats);
      const pack = packFor(seats);
      const s = playDefaults(keinStich.startDeal(match, 0, { kind: 'shuffled', pack: [...pack].reverse() }));
      expect(settle(s).pot, `${seats} seats contract ${i}`).toBe(units * 5);
    }
  });
});

describe('4, 5, 13: the partie, dealing and the arena match', () => {
  test('contract sequences of section 4', () => {
    expect(contractSequence(options({}))).toEqual(['no-tricks', 'no-hearts', 'no-obers', 'no-max', 'layout']);
    expect(contractSequence(options({ kingLouis: true }))).toEqual(['no-hearts', 'no-obers', 'no-max', 'layout']);
    expect(contractSequence(options({ extraContract: 'no-second-last' }))).toEqual(['no-tricks', 'no-hearts', 'no-obers', 'no-max', 'no-second-last', 'layout']);
    expect(contractSequence(options({ power: true, extraContract: 'no-first-last' }))).toEqual(['power', 'layout']);
  });
  test('deal k is played under sequence[(startContract + k) mod L]', () => {
    const m = matchWith({ startContract: 3 }, 4);
    const contracts = [0, 1, 2, 3].map((k) => keinStich.startDeal({ ...m, dealsPlayed: k }, 0, { kind: 'shuffled', pack: packFor(4) }).info.contract);
    expect(contracts).toEqual(['no-max', 'layout', 'no-tricks', 'no-hearts']);
  });
  test('the shuffled pack is dealt from forehand: ⌈h/2⌉ cards each, then ⌊h/2⌋', () => {
    const four = keinStich.startDeal(matchWith({}, 4), 0, { kind: 'shuffled', pack: packFor(4) });
    expect(four.hands).toEqual([
      cards('G10 G9 G8 G7 S10 S9 S8 S7'), cards('EA EK EO EU HA HK HO HU'), cards('E10 E9 E8 E7 H10 H9 H8 H7'), cards('GA GK GO GU SA SK SO SU'),
    ]);
    const six = keinStich.startDeal(matchWith({}, 6), 3, { kind: 'shuffled', pack: packFor(6) });
    expect(six.hands[4]).toEqual(cards('EA EK EO H10 H9')); // pack indices 0-2 and 18-19
    expect(six.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(handSize(5)).toBe(6);
    expect(six.toAct).toBe(4);
  });
  test('dealer of deal k is (p + c) mod n; a match is parties × L deals', () => {
    const dealers = (raw: Record<string, unknown>, seats: number) => {
      const m = matchWith(raw, seats);
      const out: number[] = [];
      for (let k = 0; !keinStich.isMatchOver({ ...m, dealsPlayed: k }); k++) out.push(keinStich.nextDealer({ ...m, dealsPlayed: k }));
      return out;
    };
    expect(dealers({}, 4)).toEqual(Array.from({ length: 20 }, (_x, k) => k % 4));
    expect(dealers({}, 3)).toEqual([0, 1, 2, 0, 1, 1, 2, 0, 1, 2, 2, 0, 1, 2, 0]);
    expect(dealers({ power: true, parties: 2 }, 5)).toEqual([0, 1, 1, 2]);
  });
  test('a match ends with the pot empty and chips summing to 0', () => {
    let m = matchWith({ parties: 1 }, 4);
    for (let k = 0; !keinStich.isMatchOver(m); k++) {
      const pack = packFor(4);
      const s = playDefaults(keinStich.startDeal(m, keinStich.nextDealer(m), { kind: 'shuffled', pack: [...pack.slice(k * 3), ...pack.slice(0, k * 3)] }));
      m = keinStich.finishDeal(m, s).match;
    }
    expect(m.dealsPlayed).toBe(5);
    expect(keinStich.matchPot(m)).toBe(0);
    expect(m.chips.reduce((a, b) => a + b, 0)).toBe(0);
    expect(m.history.map((d) => d.contract)).toEqual(['no-tricks', 'no-hearts', 'no-obers', 'no-max', 'layout']);
  });
  test('13: the default move is the first legal card in canonical order', () => {
    const led = play(deal(matchWith({}, 4), 0, PARTIE_HANDS), [[1, 'E10']]);
    expect(keinStich.defaultAction(led)).toEqual({ type: 'play', card: 'EO' });
  });
});
