/**
 * docs/rules/kein-stich.md, rule by rule: every "illegal", "must" and "may not" is tried and refused
 * with its own code, and the settlement arithmetic of every contract, option and special case is
 * checked on given deals.
 */
import { describe, expect, test } from 'vitest';
import { handSize, packFor } from './cards.ts';
import { keinStich } from './index.ts';
import { isLayable } from './legal.ts';
import { contractSequence } from './options.ts';
import { layoutPayoffs } from './settle.ts';
import type { DealState } from './state.ts';
import { cards, deal, matchWith, options, play, playDefaults, tryPlay } from './testing.ts';

/** The first deal of the public scenario full-partie.json (dealer 0) and its 32 plays. */
const PARTIE_HANDS = [
  'EK E8 E7 G7 HU H9 SK S7', 'EA E10 GA GO HO SO SU S10', 'EO EU GU G9 HA HK H10 S9', 'E9 GK G10 G8 H8 H7 SA S8',
];
const PARTIE_PLAYS = [
  [1, 'E10'], [2, 'EO'], [3, 'E9'], [0, 'E8'], [2, 'G9'], [3, 'G8'], [0, 'G7'], [1, 'GA'],
  [1, 'S10'], [2, 'S9'], [3, 'S8'], [0, 'S7'], [1, 'SU'], [2, 'HA'], [3, 'SA'], [0, 'SK'],
  [3, 'H7'], [0, 'HU'], [1, 'HO'], [2, 'H10'], [1, 'GO'], [2, 'GU'], [3, 'G10'], [0, 'EK'],
  [1, 'SO'], [2, 'HK'], [3, 'GK'], [0, 'H9'], [1, 'EA'], [2, 'EU'], [3, 'H8'], [0, 'E7'],
] as const;

/** The deal of no-hearts-start-contract.json (dealer 1): HK falls to seat 3, GO to seat 1. */
const SPLIT_HANDS = [
  'EA EK E7 G10 G8 H7 SA S10', 'EO EU HK HU H10 H8 SK S9', 'GO GU G9 G7 SO SU S8 S7', 'E10 E9 E8 GA GK HA HO H9',
];
const SPLIT_PLAYS = [
  [2, 'G7'], [3, 'GA'], [0, 'G10'], [1, 'HK'], [3, 'E8'], [0, 'E7'], [1, 'EO'], [2, 'GO'],
  [1, 'H8'], [2, 'SO'], [3, 'HA'], [0, 'H7'], [3, 'E9'], [0, 'EA'], [1, 'EU'], [2, 'GU'],
  [0, 'G8'], [1, 'HU'], [2, 'G9'], [3, 'GK'], [3, 'H9'], [0, 'SA'], [1, 'H10'], [2, 'SU'],
  [1, 'S9'], [2, 'S8'], [3, 'HO'], [0, 'S10'], [0, 'EK'], [1, 'SK'], [2, 'S7'], [3, 'E10'],
] as const;

/** Seat 1 (forehand of dealer 0) holds every Ace and King: with default play it wins every trick. */
const MARCH_HANDS = ['E8 E7 G8 G7 H8 H7 S8 S7', 'EA EK GA GK HA HK SA SK', 'EO EU GO GU HO HU SO SU', 'E10 E9 G10 G9 H10 H9 S10 S9'];

/** The layout deal of layout-only.json (dealer 2): seat 2 holds EU. */
const LAYOUT_HANDS = ['E9 E8 GU G8 H8 H7 SA SU', 'GA GK G9 G7 H9 SO S10 S8', 'EO EU E7 HA HO H10 SK S7', 'EA EK E10 GO G10 HK HU S9'];

function settle(state: DealState, pot = 0): ReturnType<typeof keinStich.finishDeal>['outcome'] {
  const match = { ...keinStich.newMatch(state.info.options, state.info.seats, state.info.chips), pot, dealsPlayed: state.info.dealNumber };
  return keinStich.finishDeal(match, state).outcome;
}

function code(result: ReturnType<typeof tryPlay>): string {
  return result.ok ? 'ok' : result.error.code;
}

describe('7: who may act and with which card', () => {
  const start = deal(matchWith({}, 4), 0, PARTIE_HANDS);
  test('forehand leads the first trick; any other seat is refused with not-your-turn', () => {
    expect(start.toAct).toBe(1);
    for (const seat of [0, 2, 3]) expect(code(tryPlay(start, seat, 'EA'))).toBe('not-your-turn');
  });
  test('a card not held is refused with card-not-in-hand', () => {
    expect(code(tryPlay(start, 1, 'EK'))).toBe('card-not-in-hand');
  });
  test('the only action type is play: anything else, a missing or unknown card, a non-object is refused', () => {
    expect(keinStich.parseAction({ type: 'pass' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(keinStich.parseAction({ card: 'EA' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(keinStich.parseAction({ type: 'play' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(keinStich.parseAction({ type: 'play', card: 'E6' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(keinStich.parseAction('play EA')).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(keinStich.parseAction({ type: 'play', card: 'EA', extra: 1 })).toEqual({ ok: true, value: { type: 'play', card: 'EA' } });
  });
  test('a card removed from the 3-, 5- or 6-player pack is illegal (card-not-in-pack), not malformed', () => {
    const three = deal(matchWith({}, 3), 0, ['E10 E9 G10 G9 H10 H9 S10 S9', 'EA EK GA GK HA HK SA SK', 'EO EU GO GU HO HU SO SU']);
    expect(code(tryPlay(three, 1, 'E8'))).toBe('card-not-in-pack');
    expect(code(tryPlay(three, 1, 'H7'))).toBe('card-not-in-pack');
    const five = deal(matchWith({}, 5), 0, ['SO SU S10 S9 S8 S7', 'EA EK GA GK HA HK', 'EO EU GO GU HO HU', 'E10 E9 G10 G9 H10 H9', 'E8 G8 H8 H7 SA SK']);
    expect(code(tryPlay(five, 1, 'E7'))).toBe('card-not-in-pack');
    expect(code(tryPlay(five, 1, 'G7'))).toBe('card-not-in-pack');
    expect(code(tryPlay(five, 1, 'H7'))).toBe('card-not-in-hand');
  });
  test('once the deal is over every action is refused with deal-over', () => {
    const over = play(start, PARTIE_PLAYS);
    expect(over.toAct).toBeNull();
    expect(keinStich.legalActions(over)).toEqual([]);
    for (const seat of [0, 1, 2, 3]) expect(code(tryPlay(over, seat, 'EA'))).toBe('deal-over');
  });
});

describe('7.2: following suit', () => {
  const start = deal(matchWith({}, 4), 0, PARTIE_HANDS);
  test('the leader may lead any card, Hearts and penalty cards included', () => {
    expect(keinStich.legalActions(start).map((a) => a.card)).toEqual(cards('EA E10 GA GO HO SO SU S10'));
    expect(code(tryPlay(start, 1, 'HO'))).toBe('ok');
  });
  test('a seat holding the led suit must follow (must-follow-suit), with any card of it', () => {
    const led = play(start, [[1, 'E10']]);
    expect(keinStich.legalActions(led).map((a) => a.card)).toEqual(['EO', 'EU']);
    expect(code(tryPlay(led, 2, 'HA'))).toBe('must-follow-suit');
    expect(code(tryPlay(led, 2, 'EU'))).toBe('ok');
    expect(code(tryPlay(led, 2, 'EO'))).toBe('ok');
  });
  test('a void seat may play any card, and a discarded Heart does not win', () => {
    const s = play(start, PARTIE_PLAYS.slice(0, 13));
    expect(s.toAct).toBe(2);
    expect(keinStich.legalActions(s).map((a) => a.card)).toEqual(cards('EU GU HA HK H10'));
    const done = play(s, [[2, 'HA'], [3, 'SA'], [0, 'SK']]);
    expect(done.tricks[3]?.winner).toBe(3);
  });
  test('the renege of renege-rejected.json is refused with must-follow-suit', () => {
    const s = deal(matchWith({}, 4), 0, ['EK EU GA HA HK HO H7 S8', 'EA GU H9 H8 SA SU S9 S7', 'EO E10 E9 GO G9 G8 HU SO', 'E8 E7 GK G10 G7 H10 SK S10']);
    const t = play(s, [[1, 'S7'], [2, 'SO'], [3, 'S10'], [0, 'S8'], [2, 'G8']]);
    expect(code(tryPlay(t, 3, 'H10'))).toBe('must-follow-suit');
  });
  test('8: the highest card of the led suit wins; the Ten ranks below the Unter', () => {
    const t = play(start, PARTIE_PLAYS.slice(0, 4));
    expect(t.tricks[0]).toEqual({ leader: 1, cards: cards('E10 EO E9 E8'), winner: 2 });
    expect(t.toAct).toBe(2);
    const u = play(deal(matchWith({}, 4), 0, SPLIT_HANDS), []);
    expect(u.toAct).toBe(1);
  });
  test('all T tricks are played even when no penalty item is left (No Max after Max fell)', () => {
    const s = play(deal(matchWith({ startContract: 3 }, 4), 3, PARTIE_HANDS), []);
    expect(s.info.contract).toBe('no-max');
    const over = playDefaults(s);
    expect(over.tricks).toHaveLength(8);
  });
});

describe('6.2 and 7.3: the layout deal', () => {
  const layoutMatch = matchWith({ startContract: 4 }, 4);
  const start = deal(layoutMatch, 2, LAYOUT_HANDS);
  test('the holder of the start card moves first and must lay it (must-lay-start-card)', () => {
    expect(start.info.contract).toBe('layout');
    expect(start.toAct).toBe(2);
    expect(keinStich.legalActions(start).map((a) => a.card)).toEqual(['EU']);
    expect(code(tryPlay(start, 2, 'EO'))).toBe('must-lay-start-card');
    expect(code(tryPlay(start, 0, 'GU'))).toBe('not-your-turn');
  });
  test('another Unter may not start the deal even when it is the holder\'s own', () => {
    const hu = deal(matchWith({ startContract: 4, layoutStartCard: 'HU' }, 4), 2, LAYOUT_HANDS);
    expect(hu.toAct).toBe(3);
    expect(code(tryPlay(hu, 3, 'EA'))).toBe('must-lay-start-card');
    expect(keinStich.legalActions(hu).map((a) => a.card)).toEqual(['HU']);
  });
  test('a card that does not extend a row is refused with card-not-layable', () => {
    const s = play(start, [[2, 'EU']]);
    expect(keinStich.legalActions(s).map((a) => a.card)).toEqual(['E10', 'HU']);
    expect(code(tryPlay(s, 3, 'EA'))).toBe('card-not-layable');
    expect(code(tryPlay(s, 3, 'GO'))).toBe('card-not-layable');
    expect(code(tryPlay(s, 3, 'HU'))).toBe('ok');
  });
  test('a seat without a layable card is passed automatically; it may not act, and there is no pass action', () => {
    const s = play(start, [[2, 'EU'], [3, 'E10'], [0, 'E9']]);
    expect(s.layout.slice(-2)).toEqual([{ kind: 'lay', seat: 0, card: 'E9' }, { kind: 'pass', seat: 1 }]);
    expect(s.toAct).toBe(2);
    expect(code(tryPlay(s, 1, 'GA'))).toBe('not-your-turn');
    expect(keinStich.parseAction({ type: 'pass' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
  });
  test('a seat may start a new row with an Unter when it could also extend one', () => {
    const s = play(start, [[2, 'EU'], [3, 'E10'], [0, 'E9'], [2, 'EO'], [3, 'EK'], [0, 'E8'], [2, 'E7'], [3, 'EA']]);
    expect(keinStich.legalActions(s).map((a) => a.card)).toEqual(['GU', 'SU']);
    const t = play(s, [[0, 'GU']]);
    expect(t.toAct).toBe(3);
    expect(keinStich.legalActions(t).map((a) => a.card)).toEqual(cards('GO G10 HU'));
  });
  test('when every other seat still in passes, the seat that just laid lays again', () => {
    const hands = ['EU GU HU SU EO EK EA E10', 'E9 GA GK GO G10 G9 HA HK', 'HO H10 H9 SA SK SO S10 S9'];
    const s = play(deal(matchWith({ startContract: 4 }, 3), 2, hands), [[0, 'EU']]);
    expect(s.layout).toEqual([{ kind: 'lay', seat: 0, card: 'EU' }, { kind: 'pass', seat: 1 }, { kind: 'pass', seat: 2 }]);
    expect(s.toAct).toBe(0);
  });
  test('7.3 example: after EU, EO, E10 the layable Acorns are EK and E9', () => {
    const rows = [[2, 4], null, null, null] as const; // rank indices: O = 2, 10 = 4
    expect(cards('EA EK EO EU E10 E9 E8 E7').filter((c) => isLayable(rows, 'EU', c))).toEqual(['EK', 'E9']);
  });
  test('rows end at the lowest card of the pack in use (Nine with 3 seats, Acorn/Leaves Eight with 5 or 6)', () => {
    expect(isLayable([[0, 5], null, null, null], 'EU', 'E8')).toBe(true); // only a 4-seat hand can hold E8
    expect(packFor(3).includes('E8')).toBe(false);
    expect(packFor(5).filter((c) => c.endsWith('7'))).toEqual(['H7', 'S7']);
    expect(isLayable([[0, 3], null, null, null], 'EU', 'EA')).toBe(false); // nothing above the Ace, no wrap
  });
  test('going out gives the next place; the deal ends when n − 1 seats are out; then deal-over', () => {
    const over = playDefaults(start);
    expect(over.toAct).toBeNull();
    expect(over.phase).toBe('over');
    expect(over.finishOrder).toHaveLength(4);
    const last = over.finishOrder[3] ?? -1;
    expect(over.hands[last]?.length).toBeGreaterThan(0);
    expect(over.hands.filter((h) => h.length === 0)).toHaveLength(3);
    expect(code(tryPlay(over, last, over.hands[last]?.[0] ?? 'EA'))).toBe('deal-over');
  });
});

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

describe('11: options', () => {
  const parse = (raw: unknown, seats = 4) => keinStich.parseOptions(raw, seats);
  test('defaults, with parties = number of seats', () => {
    expect(parse(null, 5)).toEqual({ ok: true, value: {
      stake: 5, kingLouis: false, extraContract: 'none', power: false, schwarzeSau: false, march: false,
      layoutStartCard: 'EU', startContract: 0, parties: 5,
    } });
    expect(parse(undefined)).toMatchObject({ ok: true, value: { parties: 4 } });
  });
  test.each([
    [{ bogus: 1 }, 'bogus'], [{ stake: 0 }, 'stake'], [{ stake: 2.5 }, 'stake'], [{ stake: null }, 'stake'],
    [{ kingLouis: 'yes' }, 'kingLouis'], [{ extraContract: 'no-last' }, 'extraContract'], [{ power: 1 }, 'power'],
    [{ schwarzeSau: null }, 'schwarzeSau'], [{ march: 'true' }, 'march'], [{ layoutStartCard: 'EO' }, 'layoutStartCard'],
    [{ startContract: -1 }, 'startContract'], [{ startContract: 5 }, 'startContract'], [{ startContract: 4, kingLouis: true }, 'startContract'],
    [{ power: true, startContract: 2 }, 'startContract'], [{ parties: 0 }, 'parties'], [{ parties: 1.5 }, 'parties'], [[1], 'object'],
  ])('%j is refused with a message naming %s', (raw, name) => {
    const r = parse(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(name);
      expect(r.error).not.toContain('\n');
    }
  });
  test('startContract may reach the last index of the sequence the other options give', () => {
    expect(parse({ startContract: 5, extraContract: 'no-first-last' }).ok).toBe(true);
    expect(parse({ startContract: 1, power: true }).ok).toBe(true);
  });
  test('the arena refuses startContract other than 0', () => {
    expect(keinStich.checkArenaOptions(options({ startContract: 2 }), 4)).toMatchObject({ ok: false });
    expect(keinStich.checkArenaOptions(options({ power: true, march: true }), 4)).toMatchObject({ ok: true });
  });
});
