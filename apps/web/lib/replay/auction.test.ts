import { describe, expect, test } from 'vitest';
import { auctionGrid } from './auction.ts';
import type { DecisionLine } from './lines.ts';

const line = (step: number, seat: number, text: string, isCard = false): DecisionLine => ({
  step, index: step, seat, text, isCard, cpuMs: 0, by: 'bot', faultKind: null, faultMessage: null, log: null,
});

describe('auction grid', () => {
  // Seat 1 calls first at a 3-seat table; seat 0 passes; the turn comes round to seat 1 again.
  const deal = [line(1, 1, 'lupf'), line(2, 2, 'mit'), line(3, 0, 'pass'), line(4, 1, 'pass'), line(5, 1, 'play EA', true), line(6, 2, 'contra')];

  test('a column per seat from the first to call, a row per round, – for a pass, cards and later calls left out', () => {
    const grid = auctionGrid(deal, 3, 10);
    expect(grid?.seats).toEqual([1, 2, 0]);
    expect(grid?.rows.map((r) => r.map((c) => c?.text ?? null))).toEqual([['lupf', 'mit', '–'], ['–', null, null]]);
  });

  test('only the calls up to the step, the current one marked', () => {
    const grid = auctionGrid(deal, 3, 2);
    expect(grid?.rows.map((r) => r.map((c) => (c ? `${c.text}${c.current ? '*' : ''}` : null)))).toEqual([['lupf', 'mit*', null]]);
  });

  test('no grid before the first call, nor for a deal without calls', () => {
    expect(auctionGrid(deal, 3, 0)).toBeNull();
    expect(auctionGrid([line(1, 0, 'play GA', true), line(2, 1, 'pass')], 3, 5)).toBeNull();
  });

  test('a seat that skips a round leaves its cell empty', () => {
    const grid = auctionGrid([line(1, 0, 'bid 1'), line(2, 2, 'bid 2'), line(3, 0, 'pass')], 3, 3);
    expect(grid?.rows.map((r) => r.map((c) => c?.text ?? null))).toEqual([['bid 1', null, 'bid 2'], ['–', null, null]]);
  });
});
