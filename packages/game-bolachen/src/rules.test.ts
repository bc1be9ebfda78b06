/**
 * Every "must", "may not" and "illegal" of docs/rules/bolachen.md, built from given deals: the
 * forbidden action is refused with the code naming the rule, and the allowed one goes through.
 */
import { describe, expect, test } from 'vitest';
import { sortCards } from './cards.ts';
import { bolachen } from './index.ts';
import { BASIC_HANDS, BASIC_STOCK, codeOf, dealOf, run, type Step } from './test-helpers.ts';

const basic = (options: unknown = {}) => dealOf(BASIC_HANDS, BASIC_STOCK, 0, options);
const BOTH_ANNOUNCE: Step[] = [[1, { type: 'announce' }], [2, { type: 'announce' }]];
const bid = (seat: number, contract: string): Step => [seat, { type: 'bid', contract }];
const PASS = { type: 'pass' };
const legalKeys = (s: ReturnType<typeof basic>) => bolachen.legalActions(s).map((a) => JSON.stringify(a));

describe('phase 1: announcements', () => {
  test('forehand acts first, then middlehand; the dealer never speaks', () => {
    const s = basic();
    expect(bolachen.seatToAct(s)).toBe(1);
    expect(codeOf(s, 0, PASS)).toBe('not-your-turn');
    expect(codeOf(s, 2, { type: 'announce' })).toBe('not-your-turn');
    const afterF = run(s, [[1, PASS]]);
    expect(codeOf(afterF, 0, PASS)).toBe('not-your-turn');
    expect(bolachen.seatToAct(afterF)).toBe(2);
  });

  test('only announce or pass: a bid, a declaration or a card is illegal', () => {
    const s = basic();
    expect(legalKeys(s)).toEqual(['{"type":"pass"}', '{"type":"announce"}']);
    expect(codeOf(s, 1, { type: 'bid', contract: 'mord' })).toBe('wrong-phase');
    expect(codeOf(s, 1, { type: 'declare', contract: 'mord' })).toBe('wrong-phase');
    expect(codeOf(s, 1, { type: 'play', card: 'HA' })).toBe('wrong-phase');
  });

  test('both pass: the dealer must play, forced, with no bid; his first action is declare', () => {
    const s = run(basic(), [[1, PASS], [2, PASS]]);
    expect(s).toMatchObject({ declarer: 0, forced: true, bid: null, phase: 'declare', toAct: 0 });
    for (const contract of ['brand', 'bettel', 'mord']) expect(codeOf(s, 0, { type: 'declare', contract })).toBe('ok');
  });

  test('exactly one announces: he is declarer with no bid', () => {
    expect(run(basic(), [[1, { type: 'announce' }], [2, PASS]])).toMatchObject({ declarer: 1, bid: null, forced: false, phase: 'declare' });
    expect(run(basic(), [[1, PASS], [2, { type: 'announce' }]])).toMatchObject({ declarer: 2, bid: null, forced: false, phase: 'declare' });
  });
});

describe('phase 2: bidding', () => {
  test('forehand must name a contract at his first turn (he may not pass)', () => {
    const s = run(basic(), BOTH_ANNOUNCE);
    expect(s.phase).toBe('bidding');
    expect(codeOf(s, 1, PASS)).toBe('forehand-must-bid');
    expect(bolachen.legalActions(s).map((a) => a.type)).toEqual(['bid', 'bid', 'bid', 'bid', 'bid', 'bid']);
    expect(codeOf(s, 1, { type: 'bid', contract: 'acorn-brand' })).toBe('ok');
  });

  test('middlehand must bid strictly higher', () => {
    const s = run(basic(), [...BOTH_ANNOUNCE, bid(1, 'leaf-brand')]);
    expect(codeOf(s, 2, { type: 'bid', contract: 'leaf-brand' })).toBe('must-outbid');
    expect(codeOf(s, 2, { type: 'bid', contract: 'acorn-brand' })).toBe('must-outbid');
    expect(codeOf(s, 2, { type: 'bid', contract: 'bell-brand' })).toBe('ok');
    expect(codeOf(s, 2, PASS)).toBe('ok');
  });

  test('forehand may hold with an equal bid, never bid lower', () => {
    const s = run(basic(), [...BOTH_ANNOUNCE, bid(1, 'leaf-brand'), bid(2, 'bell-brand')]);
    expect(codeOf(s, 1, { type: 'bid', contract: 'bell-brand' })).toBe('ok');
    expect(codeOf(s, 1, { type: 'bid', contract: 'leaf-brand' })).toBe('bid-too-low');
    expect(codeOf(s, 1, PASS)).toBe('ok');
  });

  test('after a mord hold, middlehand can only pass', () => {
    const s = run(basic(), [...BOTH_ANNOUNCE, bid(1, 'mord')]);
    expect(legalKeys(s)).toEqual(['{"type":"pass"}']);
    expect(codeOf(s, 2, { type: 'bid', contract: 'mord' })).toBe('must-outbid');
    const done = run(s, [[2, PASS]]);
    expect(done).toMatchObject({ declarer: 1, bid: 'mord', phase: 'declare' });
  });

  test('the dealer does not bid; announce is over', () => {
    const s = run(basic(), BOTH_ANNOUNCE);
    expect(codeOf(s, 0, { type: 'bid', contract: 'mord' })).toBe('not-your-turn');
    expect(codeOf(s, 1, { type: 'announce' })).toBe('wrong-phase');
  });

  test('the rules file example: middlehand is declarer with bid heart-brand', () => {
    const s = run(basic(), [...BOTH_ANNOUNCE, bid(1, 'leaf-brand'), bid(2, 'bell-brand'), bid(1, 'bell-brand'), bid(2, 'heart-brand'), [1, PASS]]);
    expect(s).toMatchObject({ declarer: 2, bid: 'heart-brand', forced: false, phase: 'declare', toAct: 2 });
  });

  test('middlehand passing at once leaves forehand declarer bound by his first bid', () => {
    expect(run(basic(), [...BOTH_ANNOUNCE, bid(1, 'bettel'), [2, PASS]])).toMatchObject({ declarer: 1, bid: 'bettel' });
  });
});

describe('phase 3: declaration', () => {
  const withBid = (contract: string) => run(basic(), [...BOTH_ANNOUNCE, bid(1, contract), [2, PASS]]);
  const declare = (contract: string) => ({ type: 'declare', contract });

  test('a Brand bid allows every declaration (going up is allowed)', () => {
    const s = withBid('bell-brand');
    for (const c of ['brand', 'bettel', 'mord']) expect(codeOf(s, 1, declare(c))).toBe('ok');
  });

  test('a bettel bid forbids a Brand', () => {
    const s = withBid('bettel');
    expect(codeOf(s, 1, declare('brand'))).toBe('declare-below-bid');
    expect(codeOf(s, 1, declare('bettel'))).toBe('ok');
    expect(codeOf(s, 1, declare('mord'))).toBe('ok');
  });

  test('a mord bid allows only mord', () => {
    const s = withBid('mord');
    expect(codeOf(s, 1, declare('brand'))).toBe('declare-below-bid');
    expect(codeOf(s, 1, declare('bettel'))).toBe('declare-below-bid');
    expect(legalKeys(s)).toEqual(['{"type":"declare","contract":"mord"}']);
  });

  test('only the declarer declares; a Brand goes straight to the Doppler', () => {
    const s = run(basic(), [[1, { type: 'announce' }], [2, PASS]]);
    expect(codeOf(s, 2, declare('mord'))).toBe('not-your-turn');
    const brand = run(s, [[1, declare('brand')]]);
    expect(brand).toMatchObject({ phase: 'discard', declared: 'brand', contract: null, pickedUp: ['H9', 'E7'], doppler: [] });
    expect(brand.hands[1]).toHaveLength(12);
  });
});

describe('phase 5: discard', () => {
  const picked = () => run(basic(), [[1, { type: 'announce' }], [2, PASS], [1, { type: 'declare', contract: 'brand' }]]);

  test('two different cards of the twelve', () => {
    const s = picked();
    expect(codeOf(s, 1, { type: 'discard', cards: ['G7', 'G7'] })).toBe('discard-same-card');
    expect(codeOf(s, 1, { type: 'discard', cards: ['G7', 'GA'] })).toBe('card-not-in-hand');
    expect(codeOf(s, 1, { type: 'play', card: 'HA' })).toBe('wrong-phase');
    expect(codeOf(s, 1, { type: 'trump', suit: 'H' })).toBe('wrong-phase');
    expect(bolachen.legalActions(s)).toHaveLength(66);
  });

  test('any two: both Doppler cards (no exchange), in either order; they are out of play', () => {
    const s = run(picked(), [[1, { type: 'discard', cards: ['H9', 'E7'] }]]);
    expect(s.hands[1]).toEqual(sortCards(BASIC_HANDS[1] ?? []));
    expect(s.discards).toEqual(['E7', 'H9']);
    expect(s.phase).toBe('trump');
    const trumps = run(picked(), [[1, { type: 'discard', cards: ['HA', 'HK'] }]]);
    expect(trumps.hands[1]).toContain('H9');
    expect(trumps.hands[1]).not.toContain('HA');
  });
});

describe('phase 6: trump', () => {
  const afterDiscard = (steps: Step[]) => run(basic(), [...steps, [1, { type: 'declare', contract: 'brand' }], [1, { type: 'discard', cards: ['G7', 'E7'] }]]);

  test('with a bell-brand bid only Bells or Hearts', () => {
    const s = afterDiscard([...BOTH_ANNOUNCE, bid(1, 'bell-brand'), [2, PASS]]);
    expect(codeOf(s, 1, { type: 'trump', suit: 'E' })).toBe('trump-below-bid');
    expect(codeOf(s, 1, { type: 'trump', suit: 'G' })).toBe('trump-below-bid');
    expect(legalKeys(s)).toEqual(['{"type":"trump","suit":"S"}', '{"type":"trump","suit":"H"}']);
    expect(run(s, [[1, { type: 'trump', suit: 'S' }]])).toMatchObject({ trump: 'S', contract: 'bell-brand', phase: 'play', toAct: 1 });
  });

  test('with no bid any suit; Bettel and Mord have no trump phase', () => {
    const s = afterDiscard([[1, { type: 'announce' }], [2, PASS]]);
    expect(bolachen.legalActions(s)).toHaveLength(4);
    const bettel = run(basic(), [[1, { type: 'announce' }], [2, PASS], [1, { type: 'declare', contract: 'bettel' }], [1, { type: 'no-demand' }], [1, { type: 'discard', cards: ['G7', 'E7'] }]]);
    expect(bettel).toMatchObject({ phase: 'play', trump: null, contract: 'bettel' });
    expect(codeOf(bettel, 1, { type: 'trump', suit: 'H' })).toBe('wrong-phase');
  });
});
