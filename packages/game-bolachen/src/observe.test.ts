/**
 * What each seat may see (rules file, "What each seat may see"), phase by phase: its own hand and
 * the public record, never another hand, the Doppler before the pick-up, another's discards or a
 * `give` card it did not receive.
 */
import type { Card } from '@arena/engine/cards';
import { describe, expect, test } from 'vitest';
import { PACK } from './cards.ts';
import { bolachen } from './index.ts';
import type { DealState } from './state.ts';
import { BASIC_HANDS, BASIC_STOCK, dealOf, run, type Step } from './test-helpers.ts';

const BETTEL_HANDS: Card[][] = [
  ['S7', 'SK', 'SO', 'EA', 'EK', 'GA', 'GK', 'HA', 'HO', 'H9'],
  ['SU', 'S10', 'EO', 'EU', 'E10', 'GO', 'GU', 'G10', 'HU', 'H10'],
  ['E7', 'E8', 'E9', 'G7', 'G8', 'H7', 'H8', 'S8', 'S9', 'SA'],
];
const BETTEL_STOCK: Card[] = ['G9', 'HK'];
const SOLO_BETTEL: Step[] = [[1, { type: 'pass' }], [2, { type: 'announce' }], [2, { type: 'declare', contract: 'bettel' }]];

/** The cards named anywhere in a value, as found in its JSON. */
function cardsIn(value: unknown): Set<Card> {
  const text = JSON.stringify(value);
  return new Set(PACK.filter((c) => text.includes(`"${c}"`)));
}

const sees = (state: DealState, seat: number, card: Card) => cardsIn(bolachen.observe(state, seat)).has(card);

describe('observations', () => {
  test('announcements: own hand only; calls, dealer, balances and options are public', () => {
    const s = run(dealOf(BASIC_HANDS, BASIC_STOCK, 0), [[1, { type: 'announce' }]]);
    for (const seat of [0, 1, 2]) {
      const o = bolachen.observe(s, seat);
      expect(o.hand).toEqual(s.hands[seat]);
      expect([...cardsIn(o)].sort()).toEqual([...(s.hands[seat] ?? [])].sort());
      expect(o).toMatchObject({ seat, dealer: 0, phase: 'announce', toAct: 2, chips: [0, 0, 0], calls: [{ seat: 1, type: 'announce', contract: null }] });
      expect(o.options.stake).toBe(1);
    }
    expect(JSON.stringify(bolachen.observe(s, 0))).not.toMatch(/rng|seed/i);
  });

  test('bidding: every bid is public', () => {
    const s = run(dealOf(BASIC_HANDS, BASIC_STOCK, 0), [[1, { type: 'announce' }], [2, { type: 'announce' }], [1, { type: 'bid', contract: 'leaf-brand' }]]);
    expect(bolachen.observe(s, 0)).toMatchObject({ phase: 'bidding', highBid: 'leaf-brand', toAct: 2 });
    expect(bolachen.observe(s, 0).calls).toHaveLength(3);
  });

  test('the Doppler: nobody before the pick-up; afterwards only the declarer', () => {
    const declared = run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0), SOLO_BETTEL);
    for (const seat of [0, 1, 2]) for (const c of BETTEL_STOCK) expect(sees(declared, seat, c)).toBe(false);
    expect(bolachen.observe(declared, 2)).toMatchObject({ declarer: 2, declared: 'bettel', contract: 'bettel', bid: null, forced: false, doppler: null });
    const picked = run(declared, [[2, { type: 'no-demand' }]]);
    expect(bolachen.observe(picked, 2).doppler).toEqual(BETTEL_STOCK);
    expect(bolachen.observe(picked, 2).hand).toHaveLength(12);
    for (const seat of [0, 1]) {
      expect(bolachen.observe(picked, seat).doppler).toBeNull();
      for (const c of BETTEL_STOCK) expect(sees(picked, seat, c)).toBe(false);
      expect(bolachen.observe(picked, seat).handSizes).toEqual([10, 10, 12]);
    }
  });

  test('a demand: card and giver public, the given card only to the declarer and the receiver', () => {
    const s = run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0), [...SOLO_BETTEL, [2, { type: 'demand', card: 'S7', give: 'SA' }]]);
    expect(bolachen.observe(s, 2).demand).toEqual({ card: 'S7', from: 0, give: 'SA' });
    expect(bolachen.observe(s, 0).demand).toEqual({ card: 'S7', from: 0, give: 'SA' });
    expect(bolachen.observe(s, 1).demand).toEqual({ card: 'S7', from: 0, give: null });
    expect(sees(s, 1, 'SA')).toBe(false);
  });

  test('a demanded card in the Doppler is public; the other Doppler card stays hidden', () => {
    const s = run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0), [...SOLO_BETTEL, [2, { type: 'demand', card: 'G9', give: 'SA' }]]);
    for (const seat of [0, 1]) {
      expect(bolachen.observe(s, seat).demand).toEqual({ card: 'G9', from: null, give: null });
      expect(sees(s, seat, 'HK')).toBe(false);
    }
  });

  test('the discards: only the declarer knows them; everyone knows he discarded', () => {
    const s = run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0), [...SOLO_BETTEL, [2, { type: 'no-demand' }], [2, { type: 'discard', cards: ['HK', 'S9'] }]]);
    expect(bolachen.observe(s, 2)).toMatchObject({ discards: ['HK', 'S9'], discarded: true, phase: 'play' });
    for (const seat of [0, 1]) {
      expect(bolachen.observe(s, seat)).toMatchObject({ discards: null, discarded: true });
      expect(sees(s, seat, 'S9')).toBe(false);
    }
  });

  test('play: the trick, the tricks played and the counts are public; hands stay private', () => {
    const base = run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0), [...SOLO_BETTEL, [2, { type: 'no-demand' }], [2, { type: 'discard', cards: ['HK', 'S9'] }]]);
    const s = run(base, [[2, { type: 'play', card: 'S8' }], [0, { type: 'play', card: 'SO' }], [1, { type: 'play', card: 'E10' }], [0, { type: 'play', card: 'EA' }]]);
    const o = bolachen.observe(s, 1);
    expect(o).toMatchObject({ trick: ['EA'], leader: 0, toAct: 1, tricks: [1, 0, 0] });
    expect(o.played).toEqual([{ leader: 2, cards: ['S8', 'SO', 'E10'], winner: 0 }]);
    for (const c of s.hands[0] ?? []) expect(sees(s, 1, c)).toBe(false);
    for (const c of s.hands[2] ?? []) expect(sees(s, 1, c)).toBe(false);
  });

  test('the public table view: no hand, no Doppler; the declarer\'s view: his hand and the Doppler picked up', () => {
    const s = run(dealOf(BASIC_HANDS, BASIC_STOCK, 0), [[1, { type: 'announce' }], [2, { type: 'pass' }], [1, { type: 'declare', contract: 'brand' }]]);
    const v = bolachen.tableView(s, 'public');
    expect(v).toMatchObject({ faceUp: [], trick: null, tricks: [], pot: null, dealer: 0 });
    expect(v.seats.map((x) => [x.hand, x.handSize])).toEqual([[null, 10], [null, 12], [null, 10]]);
    expect(cardsIn(v).size).toBe(0);
    const declarer = bolachen.tableView(s, 1);
    expect(declarer.seats.map((x) => x.hand)).toEqual([null, s.hands[1], null]);
    expect(declarer.faceUp).toEqual([{ label: 'Doppler', cards: s.pickedUp }]);
    for (const seat of [0, 2]) {
      const other = bolachen.tableView(s, seat);
      expect(other.faceUp).toEqual([]);
      expect([...cardsIn(other)].sort()).toEqual([...(s.hands[seat] ?? [])].sort());
    }
  });

  test('the table views never show a card of another hand, the discards or the Doppler while the deal runs', () => {
    const steps: Step[] = [...SOLO_BETTEL, [2, { type: 'no-demand' }], [2, { type: 'discard', cards: ['HK', 'S9'] }], [2, { type: 'play', card: 'S8' }], [0, { type: 'play', card: 'SO' }]];
    let s = dealOf(BETTEL_HANDS, BETTEL_STOCK, 0);
    for (const step of steps) {
      s = run(s, [step]);
      for (const viewer of [0, 1, 2, 'public'] as const) {
        const shown = cardsIn(bolachen.tableView(s, viewer));
        const hidden = [...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h)), ...s.doppler, ...(viewer === s.declarer ? [] : [...s.discards, ...s.pickedUp])];
        expect(hidden.filter((c) => shown.has(c)), `${String(viewer)}`).toEqual([]);
      }
    }
    expect(bolachen.tableView(s, 'public').tricks).toEqual([]);
    expect(bolachen.tableView(s, 'public').trick).toEqual({ leader: 2, plays: [{ seat: 2, card: 'S8' }, { seat: 0, card: 'SO' }], winner: null });
    expect(bolachen.actionKind({ type: 'play', card: 'S8' })).toBe('card');
    expect(bolachen.actionKind({ type: 'discard', cards: ['HK', 'S9'] })).toBe('call');
  });

  test('swapping the cards a seat cannot see changes nothing it sees', () => {
    const s = run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0), [...SOLO_BETTEL, [2, { type: 'demand', card: 'S7', give: 'SA' }]]);
    const reverse = <T>(xs: readonly T[]): T[] => [...xs].reverse();
    for (const seat of [0, 1, 2]) {
      const swapped = bolachen.swapHiddenCards(s, seat, reverse);
      expect(bolachen.observe(swapped, seat)).toEqual(bolachen.observe(s, seat));
      expect([...bolachen.cardsInPlay(swapped)].sort()).toEqual([...PACK].sort());
    }
    const forOne = bolachen.swapHiddenCards(s, 1, reverse);
    expect(forOne.hands[2]).toContain('S7');
    expect(forOne.hands[0]).not.toEqual(s.hands[0]);
  });
});
