/**
 * What each seat sees (docs/rules/lupfen.md, section 12), phase by phase: own cards yes (under
 * blindLupf only after `look`), other seats' unplayed cards never, the unturned trump card and
 * stock[1…] never, a seeded pack never; the public history always.
 */
import { describe, expect, it } from 'vitest';
import { isLupfenCard } from './cards.ts';
import { lupfen } from './index.ts';
import { matchWith, run, start } from './test-support.ts';
import type { LupfenCard } from './types.ts';

/** Every card named anywhere in the observation. */
function cardsIn(x: unknown, out = new Set<string>()): Set<string> {
  if (typeof x === 'string' && isLupfenCard(x)) out.add(x);
  else if (Array.isArray(x)) for (const v of x) cardsIn(v, out);
  else if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) cardsIn(v, out);
  return out;
}
const sorted = (cards: Iterable<string>): string[] => [...cards].sort();

const HANDS = 'HA H10 EK | EA GA SK | EU GO HU';
const lupfenDeal = (options: object = {}) => start({ match: matchWith(options, 3, 9), dealer: 0, hands: HANDS, trump: 'SA' });

describe('observation per phase', () => {
  it('schieben (seeded deal): no card at all, the fee paid is public', () => {
    const options = lupfen.parseOptions({ dealerFee: 3, schieben: true }, 3);
    if (!options.ok) throw new Error(options.error);
    const s = lupfen.startDeal(lupfen.newMatch(options.value, 3, [0, 0, 0]), 2, { kind: 'shuffled', pack: lupfen.pack(options.value, 3) });
    for (let seat = 0; seat < 3; seat++) {
      const o = lupfen.observe(s, seat);
      expect(cardsIn(o).size).toBe(0);
      expect(o.hand).toBeNull();
      expect(o.paid).toEqual([0, 0, 3]);
      expect(o.pot).toBe(3);
      expect(o).not.toHaveProperty('legal'); // the legal actions travel beside the observation
    }
    expect(lupfen.legalActions(s)).toEqual([{ type: 'deal' }, { type: 'push' }]);
    expect(JSON.stringify(lupfen.observe(s, 0))).not.toMatch(/pack|rng|seed/);
  });
  it('lupf phase: own cards only; the trump card stays hidden; Ständer seats are public', () => {
    const s = lupfenDeal();
    const o = lupfen.observe(s, 1);
    expect(o.hand).toEqual(['EA', 'GA', 'SK']);
    expect(sorted(cardsIn(o))).toEqual(['EA', 'GA', 'SK']);
    expect(o.trumpCard).toBeNull();
    expect(o.kind).toBe('lupfen');
    expect(o.forehand).toBe(1);
    expect(o.handSizes).toEqual([3, 3, 3]);
    expect(lupfen.legalActions(s)).toEqual([{ type: 'lupf' }, { type: 'pass' }]);
  });
  it('blindLupf: a seat sees its cards only after look, or once the lupf phase ends', () => {
    const s = lupfenDeal({ blindLupf: true });
    expect(lupfen.observe(s, 1).hand).toBeNull();
    expect(cardsIn(lupfen.observe(s, 1)).size).toBe(0);
    const looked = run(s, [[1, 'look']]);
    expect(lupfen.observe(looked, 1).hand).toEqual(['EA', 'GA', 'SK']);
    expect(lupfen.observe(looked, 2).hand).toBeNull();
    expect(lupfen.observe(looked, 2).calls).toEqual([{ seat: 1, type: 'look' }]);
    const lupfed = run(looked, [[1, 'pass'], [2, 'blind-lupf']]);
    expect(lupfen.observe(lupfed, 0).hand).toEqual(['EK', 'HA', 'H10']);
    expect(lupfen.observe(lupfed, 0).blind).toBe(true);
  });
  it('mit phase: the turned trump card is public, the rest of the stock is not', () => {
    const s = run(lupfenDeal(), [[1, 'lupf']]);
    const o = lupfen.observe(s, 2);
    expect(o.trumpCard).toBe('SA');
    expect(o.trump).toBe('S');
    expect(o.lupfer).toBe(1);
    expect(sorted(cardsIn(o))).toEqual(['EU', 'GO', 'HU', 'SA']);
    expect(o.calls).toEqual([{ seat: 1, type: 'lupf' }]);
  });
  it('play: cards played are public, unplayed cards of others are not', () => {
    const s = run(lupfenDeal(), [[1, 'lupf'], [2, 'mit'], [0, 'pass'], [1, 'play:EA']]);
    const o = lupfen.observe(s, 2);
    expect(o.trick).toEqual([{ seat: 1, card: 'EA' }]);
    expect(o.participants).toEqual([1, 2]);
    expect(sorted(cardsIn(o))).toEqual(['EA', 'EU', 'GO', 'HU', 'SA']);
    const dropped = lupfen.observe(s, 0);
    expect(sorted(cardsIn(dropped))).toEqual(['EA', 'EK', 'H10', 'HA', 'SA']);
    expect(lupfen.legalActions(s)).toEqual([{ type: 'play', card: 'EU' }, { type: 'verworfen' }]); // two Unters and an Ober
  });
  it('completed tricks and their winners are public', () => {
    const s = run(lupfenDeal(), [[1, 'lupf'], [2, 'mit'], [0, 'pass'], [1, 'play:EA'], [2, 'play:EU']]);
    const o = lupfen.observe(s, 0);
    expect(o.tricks).toEqual([{ leader: 1, plays: [{ seat: 1, card: 'EA' }, { seat: 2, card: 'EU' }], winner: 1 }]);
    expect(o.tricksWon).toEqual([0, 1, 0]);
  });
  it('passed out: the trump card is never revealed; the settlement is public', () => {
    const s = run(lupfenDeal(), [[1, 'pass'], [2, 'pass'], [0, 'pass']]);
    const o = lupfen.observe(s, 0);
    expect(o.trumpCard).toBeNull();
    expect(sorted(cardsIn(o))).toEqual(['EK', 'H10', 'HA']);
    expect(o.result).toBe('passed-out');
    expect(o.payoffs).toEqual([0, 0, 0]);
    expect(o.pot).toBe(9);
  });
  it('three Unters and Verworfen hands are shown to everybody', () => {
    const u = run(start({ match: matchWith({}, 3), dealer: 0, hands: 'HA H10 EK | EA GA SK | EU GU HU', trump: 'SA' }), []);
    expect(lupfen.observe(u, 0).shown).toEqual({ seat: 2, cards: ['EU', 'GU', 'HU'] });
    const v = run(start({ match: matchWith({}, 3), dealer: 0, hands: 'HA H10 EK | EA GA SK | EU GU HO', trump: 'SA' }), [[1, 'play:EA'], [2, 'verworfen']]);
    const o = lupfen.observe(v, 0);
    expect(o.shown).toEqual({ seat: 2, cards: ['EU', 'GU', 'HO'] });
    expect(sorted(cardsIn(o))).toEqual(sorted(['HA', 'H10', 'EK', 'EA', 'EU', 'GU', 'HO', 'SA']));
  });
  it('hidden cards can be swapped without changing what the seat sees', () => {
    const s = run(lupfenDeal(), [[1, 'lupf']]);
    const reverse = <T>(xs: readonly T[]): T[] => [...xs].reverse();
    for (let seat = 0; seat < 3; seat++) {
      const swapped = lupfen.swapHiddenCards(s, seat, reverse);
      expect(lupfen.observe(swapped, seat)).toEqual(lupfen.observe(s, seat));
      expect(swapped.stock[0]).toBe('SA');
      expect(sorted(lupfen.cardsInPlay(swapped))).toEqual(sorted(lupfen.cardsInPlay(s)));
    }
    const other: readonly LupfenCard[] | undefined = lupfen.swapHiddenCards(s, 0, reverse).hands[1];
    expect(other).not.toEqual(s.hands[1]);
  });
});
