/**
 * The card demand (phase 4) and the play (phase 7) of docs/rules/bolachen.md: following suit, the
 * partner exemption in all its cases, and what can no longer be done once the deal is over.
 */
import type { Card } from '@arena/engine/cards';
import { describe, expect, test } from 'vitest';
import { bolachen } from './index.ts';
import { BASIC_HANDS, BASIC_STOCK, codeOf, dealOf, playOut, run, type Step } from './test-helpers.ts';

const BETTEL_HANDS: Card[][] = [
  ['S7', 'SK', 'SO', 'EA', 'EK', 'GA', 'GK', 'HA', 'HO', 'H9'],
  ['SU', 'S10', 'EO', 'EU', 'E10', 'GO', 'GU', 'G10', 'HU', 'H10'],
  ['E7', 'E8', 'E9', 'G7', 'G8', 'H7', 'H8', 'S8', 'S9', 'SA'],
];
const BETTEL_STOCK: Card[] = ['G9', 'HK'];
const declared = (contract: string, options: unknown = {}) =>
  run(dealOf(BETTEL_HANDS, BETTEL_STOCK, 0, options), [[1, { type: 'pass' }], [2, { type: 'announce' }], [2, { type: 'declare', contract }]]);
const demand = (card: string, give: string) => ({ type: 'demand', card, give });

describe('phase 4: the card demand', () => {
  test('Bettel and Mord open the demand phase; the declarer demands or declines once', () => {
    expect(declared('bettel')).toMatchObject({ phase: 'demand', toAct: 2, contract: 'bettel' });
    expect(declared('mord')).toMatchObject({ phase: 'demand', contract: 'mord' });
    const s = declared('bettel');
    expect(bolachen.legalActions(s)).toHaveLength(1 + 22 * 10);
    expect(codeOf(s, 0, demand('S7', 'SA'))).toBe('not-your-turn');
    expect(codeOf(s, 2, { type: 'discard', cards: ['S8', 'S9'] })).toBe('wrong-phase');
  });

  test('the demanded card may not be in the declarer\'s hand; the given card must be', () => {
    const s = declared('bettel');
    expect(codeOf(s, 2, demand('E7', 'SA'))).toBe('demand-own-card');
    expect(codeOf(s, 2, demand('S7', 'SK'))).toBe('give-not-in-hand');
    expect(codeOf(s, 2, { type: 'demand', card: 'S7' })).toBe('no-such-card');
  });

  test('an opponent holding the card hands it over and receives the given card', () => {
    const s = run(declared('bettel'), [[2, demand('S7', 'SA')]]);
    expect(s.demand).toEqual({ card: 'S7', from: 0, give: 'SA' });
    expect(s.hands[0]).toContain('SA');
    expect(s.hands[0]).not.toContain('S7');
    expect(s.hands[0]).toHaveLength(10);
    expect(s.hands[2]).toContain('S7');
    expect(s.hands[2]).toHaveLength(12);
    expect(s).toMatchObject({ phase: 'discard', pickedUp: ['G9', 'HK'] });
  });

  test('a card in the Doppler: nothing is exchanged, the declarer keeps his card and gets it with the Doppler', () => {
    const s = run(declared('mord'), [[2, demand('G9', 'SA')]]);
    expect(s.demand).toEqual({ card: 'G9', from: null, give: 'SA' });
    expect(s.hands[0]).toEqual(run(declared('mord'), [[2, { type: 'no-demand' }]]).hands[0]);
    expect(s.hands[2]).toContain('SA');
    expect(s.hands[2]).toContain('G9');
  });

  test('at most one demand: the phase is over after a demand or a no-demand', () => {
    const s = run(declared('bettel'), [[2, { type: 'no-demand' }]]);
    expect(codeOf(s, 2, demand('S7', 'SA'))).toBe('one-demand-only');
    expect(codeOf(s, 2, { type: 'no-demand' })).toBe('one-demand-only');
  });

  test('no demand in a Brand', () => {
    const s = declared('brand');
    expect(s.phase).toBe('discard');
    expect(codeOf(s, 2, demand('S7', 'SA'))).toBe('demand-only-in-bettel-mord');
  });

  test('option cardDemand false: phase 4 does not exist', () => {
    const s = declared('bettel', { cardDemand: false });
    expect(s).toMatchObject({ phase: 'discard', toAct: 2 });
    expect(s.hands[2]).toHaveLength(12);
    expect(codeOf(s, 2, demand('S7', 'SA'))).toBe('card-demand-off');
    expect(codeOf(s, 2, { type: 'no-demand' })).toBe('card-demand-off');
  });
});

/** Basic deal, seat 1 declarer in Hearts: HA HK HO HU H10 H9 EA EK SA S7. Order 1 → 2 → 0. */
const BRAND_SETUP: Step[] = [
  [1, { type: 'announce' }], [2, { type: 'pass' }], [1, { type: 'declare', contract: 'brand' }],
  [1, { type: 'discard', cards: ['G7', 'E7'] }], [1, { type: 'trump', suit: 'H' }],
];
const inPlay = (steps: Step[], options: unknown = {}) => run(dealOf(BASIC_HANDS, BASIC_STOCK, 0, options), [...BRAND_SETUP, ...steps]);
const play = (seat: number, card: string): Step => [seat, { type: 'play', card }];

describe('phase 7: play', () => {
  test('the declarer leads any card of his hand, and only of his hand', () => {
    const s = inPlay([]);
    expect(bolachen.legalActions(s)).toHaveLength(10);
    expect(codeOf(s, 1, { type: 'play', card: 'GA' })).toBe('card-not-in-hand');
    expect(codeOf(s, 2, { type: 'play', card: 'G9' })).toBe('not-your-turn');
  });

  test('the second player must follow suit and is never exempt; no need to beat', () => {
    const s = inPlay([play(1, 'SA')]);
    expect(codeOf(s, 2, { type: 'play', card: 'G9' })).toBe('must-follow-suit');
    expect(codeOf(s, 2, { type: 'play', card: 'H7' })).toBe('must-follow-suit');
    expect(bolachen.legalActions(s).map((a) => (a.type === 'play' ? a.card : ''))).toEqual(['SU', 'S10', 'S9', 'S8']);
  });

  test('third defender: exempt while the fellow defender beats the declarer, not while the declarer wins', () => {
    expect(codeOf(inPlay([play(1, 'S7'), play(2, 'SU')]), 0, { type: 'play', card: 'GA' })).toBe('ok');
    expect(bolachen.legalActions(inPlay([play(1, 'S7'), play(2, 'SU')]))).toHaveLength(10);
    expect(codeOf(inPlay([play(1, 'SA'), play(2, 'S8')]), 0, { type: 'play', card: 'GA' })).toBe('must-follow-suit');
  });

  test('option defenderExemption false: everyone holding the suit led must follow', () => {
    const s = inPlay([play(1, 'S7'), play(2, 'SU')], { defenderExemption: false });
    expect(codeOf(s, 0, { type: 'play', card: 'GA' })).toBe('must-follow-suit');
    expect(codeOf(s, 0, { type: 'play', card: 'SK' })).toBe('ok');
  });

  test('the fellow defender led and the declarer failed to beat him: exempt; trumped by the declarer: not', () => {
    const led = [play(1, 'S7'), play(2, 'S8'), play(0, 'SK'), play(0, 'G10')];
    const discarded = inPlay([...led, play(1, 'EA')]);
    expect(codeOf(discarded, 2, { type: 'play', card: 'S10' })).toBe('ok');
    const trumped = inPlay([...led, play(1, 'H9')]);
    expect(codeOf(trumped, 2, { type: 'play', card: 'S10' })).toBe('must-follow-suit');
    expect(codeOf(trumped, 2, { type: 'play', card: 'G9' })).toBe('ok');
  });

  test('no obligation to trump: a void player may play any card', () => {
    const s = inPlay([play(1, 'S7'), play(2, 'S8'), play(0, 'SK'), play(0, 'G10')]);
    expect(bolachen.legalActions(s)).toHaveLength(9);
  });

  test('the declarer is never exempt, also as third player', () => {
    const s = inPlay([play(1, 'S7'), play(2, 'SU'), play(0, 'GA'), play(2, 'S10'), play(0, 'SK')]);
    expect(s.toAct).toBe(1);
    expect(codeOf(s, 1, { type: 'play', card: 'EA' })).toBe('must-follow-suit');
    expect(codeOf(s, 1, { type: 'play', card: 'SA' })).toBe('ok');
  });

  test('the exemption applies in Bettel too', () => {
    const setup: Step[] = [[2, { type: 'demand', card: 'S7', give: 'SA' }], [2, { type: 'discard', cards: ['HK', 'S9'] }], play(2, 'S8'), play(0, 'SO')];
    expect(codeOf(run(declared('bettel'), setup), 1, { type: 'play', card: 'E10' })).toBe('ok');
    expect(codeOf(run(declared('bettel', { defenderExemption: false }), setup), 1, { type: 'play', card: 'E10' })).toBe('must-follow-suit');
  });

  test('the winner of a trick leads the next; all 10 tricks are played; then nothing is legal', () => {
    const s = inPlay([play(1, 'S7'), play(2, 'SU'), play(0, 'GA')]);
    expect(s).toMatchObject({ toAct: 2, leader: 2, tricks: [0, 0, 1], trick: [] });
    const over = playOut(inPlay([]));
    expect(over.played).toHaveLength(10);
    expect(over.tricks.reduce((a, b) => a + b, 0)).toBe(10);
    expect(bolachen.seatToAct(over)).toBeNull();
    expect(bolachen.legalActions(over)).toEqual([]);
    expect(codeOf(over, 1, { type: 'play', card: 'HA' })).toBe('deal-over');
  });
});
